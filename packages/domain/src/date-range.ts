import { DomainError } from './errors';

/** A date range: `from` inclusive, `to` exclusive, both `YYYY-MM-DD`. */
export interface DateRange {
  from: string;
  to: string;
}

/** Most days an L{n} / D{n} qualifier may span (about 100 years). */
export const maxQualifierDays = 36_600;

/** Day counts the legacy date filter offers as plain qualifiers (spec 01 §3 'Date range'). */
export const legacyDayCounts: readonly number[] = [1, 3, 7, 10];

interface Ymd {
  year: number;
  month: number; // 1-12
  day: number;
}

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

function fromUtc(date: Date): Ymd {
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** Date.UTC maps years 0-99 to 19xx; setUTCFullYear does not, so build the date in two steps. */
function toUtc({ year, month, day }: Ymd): Date {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date;
}

function format({ year, month, day }: Ymd): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function addDays(date: Ymd, days: number): Ymd {
  const d = toUtc(date);
  d.setUTCDate(d.getUTCDate() + days);
  return fromUtc(d);
}

/** The first day of the month `months` after (or before, when negative) the month of `year`/`month`. */
function firstOfMonth(year: number, month: number, months = 0): Ymd {
  const index = year * 12 + (month - 1) + months;
  return { year: Math.floor(index / 12), month: (index % 12) + 1, day: 1 };
}

function monthRange(year: number, month: number, months = 1): DateRange {
  return { from: format(firstOfMonth(year, month)), to: format(firstOfMonth(year, month, months)) };
}

function lastDays(anchor: string, days: number): DateRange {
  const end = parseAnchor(anchor);
  return { from: format(addDays(end, 1 - days)), to: format(addDays(end, 1)) };
}

function parseAnchor(anchor: string): Ymd {
  const match = isoDate.exec(anchor);
  if (match) {
    const ymd = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
    if (format(fromUtc(toUtc(ymd))) === anchor) return ymd;
  }
  // The anchor is the system's max_date, a server-side value: a bad one is a bug, not a bad request.
  throw new RangeError(`The date-range anchor must be a YYYY-MM-DD date, got ${JSON.stringify(anchor)}`);
}

function isNone(value: number | string): boolean {
  return value === -1 || value === '-1';
}

function parseYear(year: number | string): number {
  const n = typeof year === 'number' ? year : /^\d{4}$/.test(year) ? Number(year) : NaN;
  if (!Number.isInteger(n) || n < 1000 || n > 9999) {
    throw new DomainError('bad_request', `Invalid year: ${String(year).slice(0, 20)}`);
  }
  return n;
}

function badQualifier(qualifier: string | number): DomainError {
  return new DomainError('bad_request', `Invalid date-range qualifier: ${String(qualifier).slice(0, 20)}`);
}

function inRange(n: number, min: number, max: number): boolean {
  return Number.isInteger(n) && n >= min && n <= max;
}

/**
 * The dates a (year, qualifier) pair selects (spec 01 §3 'Date range', §5 'Date filters'), as a
 * half-open range [from, to). `anchor` is the system's max_date (YYYY-MM-DD); the day-based forms end
 * on it inclusive. year -1 or qualifier -1 (number or string) means no date filter: null.
 *
 * - `Y`: the calendar year `year`; `M{n}`: month n (1-12) of `year`; `Q{n}`: quarter n (1-4) of `year`.
 * - `L{n}` and `D{n}`: the last n days ending at the anchor (n from 1 to {@link maxQualifierDays});
 *   the year is not used.
 * - `R{yyyymm}{nn}`: the last nn months (01-99) ending with month yyyymm inclusive; R20240303 is
 *   January to March 2024.
 * - legacy: a six-digit `YYYYMM` is that month; a plain day count 1, 3, 7 or 10 is the last n days.
 *
 * Anything else is a DomainError('bad_request') naming the qualifier. Pure UTC arithmetic: the
 * answer does not depend on the process time zone.
 */
export function resolveDateRange(
  year: number | string,
  qualifier: string | number,
  anchor: string,
): DateRange | null {
  if (isNone(year) || isNone(qualifier)) return null;
  const q = typeof qualifier === 'number' ? String(qualifier) : qualifier;
  if (typeof qualifier === 'number' && !Number.isInteger(qualifier)) throw badQualifier(qualifier);

  if (q === 'Y') {
    const y = parseYear(year);
    return { from: `${y}-01-01`, to: `${y + 1}-01-01` };
  }
  const form = /^([MQLD])(\d{1,5})$/.exec(q);
  if (form) {
    const n = Number(form[2]);
    switch (form[1]) {
      case 'M':
        if (!inRange(n, 1, 12)) throw badQualifier(qualifier);
        return monthRange(parseYear(year), n);
      case 'Q':
        if (!inRange(n, 1, 4)) throw badQualifier(qualifier);
        return monthRange(parseYear(year), (n - 1) * 3 + 1, 3);
      default: // L and D
        if (!inRange(n, 1, maxQualifierDays)) throw badQualifier(qualifier);
        return lastDays(anchor, n);
    }
  }
  const rolling = /^R(\d{4})(\d{2})(\d{2})$/.exec(q);
  if (rolling) {
    const endYear = Number(rolling[1]);
    const endMonth = Number(rolling[2]);
    const months = Number(rolling[3]);
    if (endYear < 1000 || !inRange(endMonth, 1, 12) || !inRange(months, 1, 99)) throw badQualifier(qualifier);
    return monthRange(endYear, endMonth - months + 1, months);
  }
  const legacyMonth = /^(\d{4})(\d{2})$/.exec(q);
  if (legacyMonth) {
    const y = Number(legacyMonth[1]);
    const m = Number(legacyMonth[2]);
    if (y < 1000 || !inRange(m, 1, 12)) throw badQualifier(qualifier);
    return monthRange(y, m);
  }
  if (legacyDayCounts.map(String).includes(q)) return lastDays(anchor, Number(q));
  throw badQualifier(qualifier);
}
