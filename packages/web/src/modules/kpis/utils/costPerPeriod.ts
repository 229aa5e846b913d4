import { spanDays } from './spanDays';

/**
 * The AP cost of a KPI period, in dollars (spec 03 §2.5 'Cost per period'): the yearly cost (entered
 * in $K) divided by 12 for a month; for all dates ('-1') the cost per 365 days scaled to the data
 * span — the days from the system's first to its last date, both included. Null when the cost is
 * missing, or for all dates when the span is unknown.
 */
export function costPerPeriod(
  yearlyCostK: number | null,
  period: string,
  span: { minDate: string | null; maxDate: string | null },
): number | null {
  if (yearlyCostK === null || !Number.isFinite(yearlyCostK)) return null;
  const yearly = yearlyCostK * 1000;
  if (period !== '-1') return yearly / 12;
  const days = spanDays(span.minDate, span.maxDate);
  return days === null ? null : (yearly / 365) * days;
}
