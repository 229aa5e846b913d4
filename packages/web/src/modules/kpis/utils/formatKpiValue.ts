import { assertNever, formatCurrency, formatNumber, formatPercent } from '@spendlens/domain';
import type { KpiCard } from '../types/KpiCard';

/** A KPI value as its card shows it: a count, dollars with cents, or a percentage (spec 01 §5). */
export function formatKpiValue(value: number, type: KpiCard['type']): string {
  switch (type) {
    case 'number':
      return formatNumber(value, value < 100 ? 1 : 0);
    case 'currency':
      return formatCurrency(value, 'USD');
    case 'percent':
      return formatPercent(value);
    default:
      return assertNever(type);
  }
}
