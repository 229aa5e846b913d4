import { publicHolidays } from '@spendlens/warehouse';
import { epochDay } from '../fx/fx-reference';
import { weekdayOf, yearOf } from './formats';

const holidays = new Map<string, Set<number>>();

/** The public holidays of `country` in `year` as epoch days (reference/public-holidays.ts). */
function holidaysOf(country: string, year: number): Set<number> {
  const key = `${country}|${year}`;
  let days = holidays.get(key);
  if (!days) {
    days = new Set(publicHolidays(country, year).map((h) => epochDay(h.date)));
    holidays.set(key, days);
  }
  return days;
}

/** Whether `day` is a Saturday, a Sunday or a public holiday of `country`. */
export function isWeekendOrHoliday(day: number, country: string): boolean {
  const wd = weekdayOf(day);
  return wd === 0 || wd === 6 || holidaysOf(country, yearOf(day)).has(day);
}

/**
 * The working day of `country` on or after `day`, else (past `lastDay`) the latest on or before
 * `lastDay`: the baseline posts and enters documents on working days only, so the weekend and
 * holiday postings are exactly the planted ones (anomalies.ts).
 */
export function workingDay(day: number, country: string, lastDay: number): number {
  let d = day;
  while (isWeekendOrHoliday(d, country)) d += 1;
  if (d <= lastDay) return d;
  d = lastDay;
  while (isWeekendOrHoliday(d, country)) d -= 1;
  return d;
}
