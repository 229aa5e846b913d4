import { legacyDayCounts } from './date-range';

/**
 * The legacy value of a date range (spec 01 §3 'Date range': -1, a six-digit YYYYMM, or a day count
 * 1, 3, 7 or 10): what a page in the legacy date mode sends as its qualifier. All dates is `-1`; month
 * n of a year is `YYYYMM`; the last n days (`L{n}`, `D{n}` or the plain count) is `n`. The other
 * ranges — a whole year, a quarter, the last n months, a range of months — have no legacy value:
 * undefined (a whole year is sent as year and `Y`, which every mode reads).
 */
export function legacyDateValue(year: number | string, qualifier: string | number): string | undefined {
  const q = String(qualifier);
  if (String(year) === '-1' || q === '-1') return '-1';
  const month = /^M(\d{1,2})$/.exec(q);
  if (month) {
    const m = Number(month[1]);
    return /^\d{4}$/.test(String(year)) && m >= 1 && m <= 12
      ? `${year}${String(m).padStart(2, '0')}`
      : undefined;
  }
  if (/^\d{6}$/.test(q)) return q;
  const days = /^[LD]?(\d{1,2})$/.exec(q);
  if (days && legacyDayCounts.includes(Number(days[1]))) return String(Number(days[1]));
  return undefined;
}
