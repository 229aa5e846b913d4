import type { PeriodOption, PeriodOptions } from '@spendlens/domain';

/**
 * The KPI period of a date range (spec 03 §2.5): '-1' for all dates, 'YYYYMM' for a month. Any
 * other choice — a year, a quarter, last n days or months: a legacy value shorter than six
 * characters — is replaced by the second most recent month of the date list (the most recent is
 * usually incomplete); the most recent when the list has one month, all dates when it has none.
 */
export function kpiPeriod(dateRange: PeriodOption, options: PeriodOptions): string {
  if (dateRange.year === -1 || dateRange.qualifier === '-1') return '-1';
  const month = /^M(\d{1,2})$/.exec(dateRange.qualifier);
  if (month) return `${dateRange.year}${month[1]!.padStart(2, '0')}`;
  const months = options.years
    .flatMap((y) => y.months)
    .map((m) => `${m.year}${m.qualifier.slice(1).padStart(2, '0')}`)
    .sort()
    .reverse();
  return months[1] ?? months[0] ?? '-1';
}
