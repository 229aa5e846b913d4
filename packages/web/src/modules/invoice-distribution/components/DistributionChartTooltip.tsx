import { formatCount, formatCurrency } from '@spendlens/domain';
import type { DistributionChartDatum } from '../types/DistributionChartDatum';

/** The hover card of a bar: value range, number and value of invoices. */
export function DistributionChartTooltip({
  datum,
  currency,
}: {
  datum: DistributionChartDatum | undefined;
  currency: string;
}) {
  if (!datum) return null;
  return (
    <div className="chart-tooltip">
      <div className="fw-semibold mb-1">Value range {datum.bin}</div>
      <div>No of Invoices: {formatCount(datum.count)}</div>
      <div>Value of Invoices: {formatCurrency(datum.value, currency)}</div>
    </div>
  );
}
