import { resolveDateRange } from './date-range';
import { DomainError } from './errors';

/** A date range as the path segment of GET data, chart and dashboard calls carries it. */
export interface DateRangeParts {
  year: number | -1;
  qualifier: string | -1;
}

/** Any valid date: the anchor only moves the day-based forms, which are checked the same. */
const checkAnchor = '2000-01-01';

/**
 * The year the parts of a year-less day-based segment (`L30`, `D7`, legacy `7`) carry: those forms
 * count back from the system's max_date and never read the year, but year -1 would mean "no date
 * filter" (spec 01 §5), so any real year stands in.
 */
export const dayBasedSegmentYear = 2000;

const year = String.raw`(\d{4})`;
/** The qualifiers of spec 01 §3 after a year: Y, M{n}, Q{n}, L{n}, D{n}, R{yyyymm}{nn}, or legacy digits. */
const withYear = new RegExp(String.raw`^${year}-([A-Z][A-Z0-9]{0,15}|\d{1,6})$`);
const dayBased = /^([LD]\d{1,5}|\d{1,2})$/;
const rolling = /^R(\d{4})\d{4}$/;
const legacyMonth = /^(\d{4})(\d{2})$/;

/**
 * The dateRange path segment (spec 01 §3 'Date range', §7). The forms:
 * - `-1`: all dates;
 * - `2024`: the year (qualifier Y);
 * - `2024-{qualifier}`: a year and any qualifier of spec 01 §3 — `2024-Y`, `2024-M3`, `2024-Q1`,
 *   `2024-L30`, `2024-D7`, `2024-R20240303`, or a legacy one (`2024-202403`, `2024-7`);
 * - the year-less forms, which need no year: `L30`, `D7` (the last n days), `R20240303` (the nn months
 *   ending with yyyymm; its year is yyyy) and the legacy values `YYYYMM` (that month, qualifier M{m})
 *   and a day count `1`, `3`, `7`, `10`.
 *
 * Anything else, and a qualifier `resolveDateRange` refuses (2024-M13, L0, 5), is a bad request.
 */
export function parseDateRange(segment: string): DateRangeParts {
  const parts = partsOf(segment);
  resolveDateRange(parts.year, parts.qualifier, checkAnchor);
  return parts;
}

function partsOf(segment: string): DateRangeParts {
  if (segment === '-1') return { year: -1, qualifier: -1 };
  let m = new RegExp(`^${year}$`).exec(segment);
  if (m) return { year: Number(m[1]), qualifier: 'Y' };
  m = withYear.exec(segment);
  if (m) return { year: Number(m[1]), qualifier: m[2]! };
  m = legacyMonth.exec(segment);
  if (m) return { year: Number(m[1]), qualifier: `M${Number(m[2])}` };
  m = rolling.exec(segment);
  if (m) return { year: Number(m[1]), qualifier: segment };
  if (dayBased.test(segment)) return { year: dayBasedSegmentYear, qualifier: segment };
  throw new DomainError(
    'bad_request',
    'dateRange is -1, a year (2024), a year and qualifier (2024-Q1, 2024-L30, 2024-R20240303), L{n}, D{n}, R{yyyymm}{nn}, YYYYMM or a day count (1, 3, 7, 10)',
  );
}
