import { findPeriodOption, type PeriodOption, type PeriodOptions } from '@spendlens/domain';

/**
 * The date ranges of the dropdown beyond the year, quarter and month list (spec 01 §4 'Date
 * dropdown', §5 'Date filters', §9): the last n days (qualifier L{n}; legacy: the plain day count),
 * the last n months (1 to 13) and a range of months, both sent as R{yyyy}{mm}{nn} — the nn months
 * ending with month yyyy-mm. Months are counted as an index: year × 12 + month − 1.
 */

export const lastDayCounts: readonly number[] = [1, 3, 7, 10];
export const maxLastMonths = 13;

const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export function monthIndex(year: number, month: number): number {
  return year * 12 + month - 1;
}

export function monthOfIndex(index: number): { year: number; month: number } {
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export function monthLabel(index: number): string {
  const { year, month } = monthOfIndex(index);
  return `${monthNames[month - 1]} ${year}`;
}

/** The first and last month with data, from the list (newest year first, months in calendar order). */
export function dataMonths(options: PeriodOptions): { first: number; last: number } | null {
  const newest = options.years[0];
  const oldest = options.years[options.years.length - 1];
  const lastMonth = newest?.months[newest.months.length - 1];
  const firstMonth = oldest?.months[0];
  if (!lastMonth || !firstMonth) return null;
  return {
    first: monthIndex(firstMonth.year, Number(firstMonth.qualifier.slice(1))),
    last: monthIndex(lastMonth.year, Number(lastMonth.qualifier.slice(1))),
  };
}

/** Every month with data, newest first (the choices of a range's ends). */
export function monthChoices(options: PeriodOptions): number[] {
  const span = dataMonths(options);
  if (!span) return [];
  const result: number[] = [];
  for (let index = span.last; index >= span.first; index--) result.push(index);
  return result;
}

/** The last n days up to the system's last date; undefined when the system has no dated data. */
export function lastDaysOption(
  days: number,
  options: PeriodOptions,
  legacy = false,
): PeriodOption | undefined {
  const span = dataMonths(options);
  if (!span || !lastDayCounts.includes(days)) return undefined;
  return {
    year: monthOfIndex(span.last).year,
    qualifier: legacy ? String(days) : `L${days}`,
    displayName: `Last ${days} ${days === 1 ? 'day' : 'days'}`,
  };
}

function rolling(end: number, months: number, displayName: string): PeriodOption {
  const { year, month } = monthOfIndex(end);
  const qualifier = `R${year}${String(month).padStart(2, '0')}${String(months).padStart(2, '0')}`;
  return { year, qualifier, displayName };
}

/** The last n months (1 to 13) ending with the system's last month. */
export function lastMonthsOption(months: number, options: PeriodOptions): PeriodOption | undefined {
  const span = dataMonths(options);
  if (!span || !Number.isInteger(months) || months < 1 || months > maxLastMonths) return undefined;
  return rolling(span.last, months, months === 1 ? 'Last month' : `Last ${months} months`);
}

/** The months from `from` to `to` inclusive, both within the system's months, `from` not after `to`. */
export function monthRangeOption(from: number, to: number, options: PeriodOptions): PeriodOption | undefined {
  const span = dataMonths(options);
  if (!span || from > to || from < span.first || to > span.last || to - from + 1 > 99) return undefined;
  return rolling(to, to - from + 1, `${monthLabel(from)} - ${monthLabel(to)}`);
}

/** What an R qualifier stands for: its first and last month. */
export function parseRolling(qualifier: string): { from: number; to: number } | undefined {
  const match = /^R(\d{4})(\d{2})(\d{2})$/.exec(qualifier);
  if (!match) return undefined;
  const to = monthIndex(Number(match[1]), Number(match[2]));
  const months = Number(match[3]);
  if (Number(match[2]) < 1 || Number(match[2]) > 12 || months < 1) return undefined;
  return { from: to - months + 1, to };
}

/**
 * The dropdown option for a remembered year and qualifier (from the address or local storage): one
 * of the list, the last n days, the last n months ending with the last month, or a range of months
 * with data. Anything else is undefined, so the caller falls back to its default.
 */
export function findDateRangeOption(
  options: PeriodOptions,
  year: number | undefined,
  qualifier: string | undefined,
): PeriodOption | undefined {
  const listed = findPeriodOption(options, year, qualifier);
  if (listed || qualifier === undefined) return listed;
  const days = /^L(\d+)$/.exec(qualifier);
  if (days) return lastDaysOption(Number(days[1]), options);
  if (/^\d{1,2}$/.test(qualifier)) return lastDaysOption(Number(qualifier), options, true);
  const range = parseRolling(qualifier);
  const span = dataMonths(options);
  if (!range || !span) return undefined;
  const months = range.to - range.from + 1;
  if (range.to === span.last && months <= maxLastMonths) return lastMonthsOption(months, options);
  return monthRangeOption(range.from, range.to, options);
}

/** The day-based and all-dates items apply at once; they are not drafted (spec 01 §4). */
export function isDayBased(option: PeriodOption): boolean {
  return /^L\d+$/.test(option.qualifier) || /^\d{1,2}$/.test(option.qualifier);
}
