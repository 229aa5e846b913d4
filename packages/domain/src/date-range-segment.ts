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
 * The dateRange path segment: `-1` (all dates), a year `2024`, a year and qualifier `2024-Q1`
 * (`2024-M3`, `2024-L30`, …, spec 01 §3), or a legacy `YYYYMM` month. Anything else, and a qualifier
 * `resolveDateRange` refuses (2024-M13), is a bad request.
 */
export function parseDateRange(segment: string): DateRangeParts {
  const parts = partsOf(segment);
  resolveDateRange(parts.year, parts.qualifier, checkAnchor);
  return parts;
}

function partsOf(segment: string): DateRangeParts {
  if (segment === '-1') return { year: -1, qualifier: -1 };
  let m = /^(\d{4})$/.exec(segment);
  if (m) return { year: Number(m[1]), qualifier: 'Y' };
  m = /^(\d{4})-([A-Z][A-Z0-9]{0,15})$/.exec(segment);
  if (m) return { year: Number(m[1]), qualifier: m[2]! };
  m = /^(\d{4})(\d{2})$/.exec(segment);
  if (m) return { year: Number(m[1]), qualifier: `M${Number(m[2])}` };
  throw new DomainError(
    'bad_request',
    'dateRange is -1, a year (2024), a year and qualifier (2024-Q1) or YYYYMM',
  );
}
