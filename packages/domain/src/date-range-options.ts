import dayjs from 'dayjs';

/**
 * One choosable date range of the date dropdown (spec 01 §3 'Date range'). `year` is -1 and
 * `qualifier` '-1' for all dates; otherwise qualifier is 'Y' (whole year), 'Q1'..'Q4' or 'M1'..'M12'.
 */
export interface PeriodOption {
  year: number;
  qualifier: string;
  displayName: string;
}

/** A year of the dropdown with the quarters and months of it that hold data. */
export interface YearPeriodOptions extends PeriodOption {
  quarters: PeriodOption[];
  months: PeriodOption[];
}

export interface PeriodOptions {
  allDates: PeriodOption;
  /** Newest year first; quarters and months in calendar order. */
  years: YearPeriodOptions[];
}

export const allDatesOption: PeriodOption = { year: -1, qualifier: '-1', displayName: 'All dates' };

const monthNames = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

function parseDate(value: string | null | undefined): { year: number; month: number } | null {
  if (!value) return null;
  const d = dayjs(value);
  if (!d.isValid()) return null;
  return { year: d.year(), month: d.month() + 1 };
}

/**
 * The date ranges between a system's min_date and max_date (spec 01 §9): all dates, then every
 * year from the newest to the oldest with the quarters and months that overlap the span. Missing or
 * invalid dates, or a min after the max, give all dates only.
 */
export function dateRangeOptions(
  minDate: string | null | undefined,
  maxDate: string | null | undefined,
): PeriodOptions {
  const min = parseDate(minDate);
  const max = parseDate(maxDate);
  if (!min || !max || min.year * 12 + min.month > max.year * 12 + max.month) {
    return { allDates: allDatesOption, years: [] };
  }
  const years: YearPeriodOptions[] = [];
  for (let year = max.year; year >= min.year; year--) {
    const firstMonth = year === min.year ? min.month : 1;
    const lastMonth = year === max.year ? max.month : 12;
    const months: PeriodOption[] = [];
    for (let month = firstMonth; month <= lastMonth; month++) {
      months.push({ year, qualifier: `M${month}`, displayName: `${monthNames[month - 1]} ${year}` });
    }
    const quarters: PeriodOption[] = [];
    for (let quarter = Math.ceil(firstMonth / 3); quarter <= Math.ceil(lastMonth / 3); quarter++) {
      quarters.push({ year, qualifier: `Q${quarter}`, displayName: `Q${quarter} ${year}` });
    }
    years.push({ year, qualifier: 'Y', displayName: String(year), quarters, months });
  }
  return { allDates: allDatesOption, years };
}

/** Every option of the list in one array: all dates, then each year followed by its quarters and months. */
export function flattenPeriodOptions(options: PeriodOptions): PeriodOption[] {
  return [options.allDates, ...options.years.flatMap((y) => [y, ...y.quarters, ...y.months])];
}

/**
 * The option for a year and qualifier, or undefined when the list has none. Year -1 or qualifier -1
 * means all dates (spec 01 §5).
 */
export function findPeriodOption(
  options: PeriodOptions,
  year: number | string | null | undefined,
  qualifier: string | number | null | undefined,
): PeriodOption | undefined {
  if (year === null || year === undefined || qualifier === null || qualifier === undefined) return undefined;
  if (String(year) === '-1' || String(qualifier) === '-1') return options.allDates;
  const y = options.years.find((o) => String(o.year) === String(year));
  if (!y) return undefined;
  return [y, ...y.quarters, ...y.months].find((o) => o.qualifier === String(qualifier));
}
