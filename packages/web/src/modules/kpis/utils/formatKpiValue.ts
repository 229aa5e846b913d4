import { assertNever, formatCurrency, formatNumber, formatPercent } from '@spendlens/domain';
import type { KpiCard } from '../types/KpiCard';

/**
 * A KPI value as its card shows it: a count, dollars with cents, an amount in the system's common
 * currency (`commonCurrency`), or a percentage (spec 01 §5).
 */
export function formatKpiValue(value: number, type: KpiCard['type'], commonCurrency: string): string {
  switch (type) {
    case 'number':
      return formatNumber(value, value < 100 ? 1 : 0);
    case 'currency':
      return formatCurrency(value, 'USD');
    case 'amount':
      return formatCurrency(value, commonCurrency);
    case 'percent':
      return formatPercent(value);
    default:
      return assertNever(type);
  }
}
