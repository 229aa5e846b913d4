import { spanDays } from './spanDays';

/** Days in a month on average. */
const daysPerMonth = 365 / 12;

/** The length of a KPI period in months: 1 for a month, the data span for all dates ('-1'). */
export function periodMonths(
  period: string,
  span: { minDate: string | null; maxDate: string | null },
): number | null {
  if (period !== '-1') return 1;
  const days = spanDays(span.minDate, span.maxDate);
  return days === null ? null : days / daysPerMonth;
}
