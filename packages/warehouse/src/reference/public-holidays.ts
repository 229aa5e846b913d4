/**
 * Public holidays of the countries the demo's company codes use (DE, GB, US, SG), computed offline:
 * fixed dates, Easter-based dates (Gregorian computus) and weekday rules, plus a small table of the
 * dates no rule gives (Singapore's lunar and Islamic holidays, one-off holidays). Filled into
 * `ref.public_holidays` (ensure-warehouse-schema.ts) for `holidayYears`; datagen reads the same
 * calendar, so its postings on working days are working days by this table.
 *
 * Which holidays (docs/red-flags.md):
 * - DE: the nationwide holidays — New Year, Good Friday, Easter Monday, Labour Day, Ascension, Whit
 *   Monday, German Unity Day, Christmas Day, St Stephen's Day (no state holidays).
 * - GB: the bank holidays of England and Wales — New Year's Day, Good Friday, Easter Monday, early May,
 *   spring and summer bank holidays, Christmas and Boxing Day, each moved to the next working day
 *   when on a weekend; the one-off days of 2022 (2 and 3 June, 19 September) and 2023 (8 May).
 * - US: the federal holidays (5 U.S.C. 6103) — New Year's Day, Martin Luther King Jr. Day, Washington's
 *   Birthday, Memorial Day, Juneteenth (from 2021), Independence Day, Labor Day, Columbus Day,
 *   Veterans Day, Thanksgiving, Christmas; a Saturday holiday is observed on the Friday before, a
 *   Sunday one on the Monday after.
 * - SG: the gazetted public holidays — New Year's Day, Chinese New Year (two days), Good Friday,
 *   Hari Raya Puasa, Labour Day, Vesak Day, Hari Raya Haji, National Day, Deepavali, Christmas Day, and
 *   polling days; a holiday on a Sunday gives the next working day off. The lunar, Islamic and Hindu
 *   dates (and polling days) are not computable offline: they come from `singaporeDates`, the
 *   Ministry of Manpower's published lists (mom.gov.sg, 'Public holidays') for 2022–2025, so SG has
 *   holidays for those years only.
 */
export interface PublicHoliday {
  country: string;
  /** YYYY-MM-DD. */
  date: string;
  name: string;
}

/** The years `ref.public_holidays` covers (SG: the years of `singaporeDates` only). */
export const holidayYears = { first: 2015, last: 2035 } as const;

const day = 86_400_000;
const utc = (y: number, m: number, d: number): number => Date.UTC(y, m - 1, d);
const iso = (t: number): string => new Date(t).toISOString().slice(0, 10);
const weekday = (t: number): number => new Date(t).getUTCDay();

/** Easter Sunday of `year` (anonymous Gregorian algorithm, Meeus/Jones/Butcher). */
export function easterSunday(year: number): number {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const dayOfMonth = ((h + l - 7 * m + 114) % 31) + 1;
  return utc(year, month, dayOfMonth);
}

/** The `n`-th (1-based) `wd` (0 Sunday … 6 Saturday) of a month; n = -1: the last. */
function nthWeekday(year: number, month: number, wd: number, n: number): number {
  if (n > 0) {
    const first = utc(year, month, 1);
    return first + (((wd - weekday(first) + 7) % 7) + 7 * (n - 1)) * day;
  }
  const last = utc(year, month + 1, 1) - day;
  return last - ((weekday(last) - wd + 7) % 7) * day;
}

function germany(year: number): [number, string][] {
  const easter = easterSunday(year);
  return [
    [utc(year, 1, 1), "New Year's Day"],
    [easter - 2 * day, 'Good Friday'],
    [easter + day, 'Easter Monday'],
    [utc(year, 5, 1), 'Labour Day'],
    [easter + 39 * day, 'Ascension Day'],
    [easter + 50 * day, 'Whit Monday'],
    [utc(year, 10, 3), 'German Unity Day'],
    [utc(year, 12, 25), 'Christmas Day'],
    [utc(year, 12, 26), "St Stephen's Day"],
  ];
}

/**
 * A holiday where `moves` holds gives, beside itself, the next weekday that is not already a holiday
 * (GB substitute days for weekend holidays, SG's next working day for Sunday holidays).
 */
function substituted(holidays: [number, string][], moves: (t: number) => boolean): [number, string][] {
  const taken = new Set(holidays.map(([t]) => t));
  const result: [number, string][] = [];
  for (const [t, name] of [...holidays].sort((a, b) => a[0] - b[0])) {
    result.push([t, name]);
    if (!moves(t)) continue;
    let next = t + day;
    while (weekday(next) === 0 || weekday(next) === 6 || taken.has(next)) next += day;
    taken.add(next);
    result.push([next, `${name} (substitute day)`]);
  }
  return result;
}

function britain(year: number): [number, string][] {
  const easter = easterSunday(year);
  const fixed: [number, string][] = [
    [utc(year, 1, 1), "New Year's Day"],
    [utc(year, 12, 25), 'Christmas Day'],
    [utc(year, 12, 26), 'Boxing Day'],
  ];
  const weekend = (t: number): boolean => weekday(t) === 0 || weekday(t) === 6;
  const moved = substituted(fixed, weekend);
  const earlyMay = year === 2020 ? utc(2020, 5, 8) : nthWeekday(year, 5, 1, 1);
  const spring =
    year === 2022 ? utc(2022, 6, 2) : year === 2012 ? utc(2012, 6, 4) : nthWeekday(year, 5, 1, -1);
  const oneOff: [number, string][] = (
    [
      [utc(2022, 6, 3), 'Platinum Jubilee bank holiday'],
      [utc(2022, 9, 19), 'State Funeral of Queen Elizabeth II'],
      [utc(2023, 5, 8), 'Coronation of King Charles III'],
    ] as [number, string][]
  ).filter(([t]) => new Date(t).getUTCFullYear() === year);
  return [
    ...moved,
    [easter - 2 * day, 'Good Friday'],
    [easter + day, 'Easter Monday'],
    [earlyMay, 'Early May bank holiday'],
    [spring, 'Spring bank holiday'],
    [nthWeekday(year, 8, 1, -1), 'Summer bank holiday'],
    ...oneOff,
  ];
}

/** A US federal holiday on a Saturday is observed the Friday before, on a Sunday the Monday after. */
function observed(t: number): number {
  if (weekday(t) === 6) return t - day;
  if (weekday(t) === 0) return t + day;
  return t;
}

function unitedStates(year: number): [number, string][] {
  const list: [number, string][] = [
    [observed(utc(year, 1, 1)), "New Year's Day"],
    [nthWeekday(year, 1, 1, 3), 'Martin Luther King Jr. Day'],
    [nthWeekday(year, 2, 1, 3), "Washington's Birthday"],
    [nthWeekday(year, 5, 1, -1), 'Memorial Day'],
    [observed(utc(year, 7, 4)), 'Independence Day'],
    [nthWeekday(year, 9, 1, 1), 'Labor Day'],
    [nthWeekday(year, 10, 1, 2), 'Columbus Day'],
    [observed(utc(year, 11, 11)), 'Veterans Day'],
    [nthWeekday(year, 11, 4, 4), 'Thanksgiving Day'],
    [observed(utc(year, 12, 25)), 'Christmas Day'],
  ];
  if (year >= 2021) list.push([observed(utc(year, 6, 19)), 'Juneteenth National Independence Day']);
  // New Year's Day of the next year on a Saturday is observed on 31 December
  if (weekday(utc(year + 1, 1, 1)) === 6) list.push([utc(year, 12, 31), "New Year's Day (observed)"]);
  return list.filter(([t]) => new Date(t).getUTCFullYear() === year);
}

/**
 * Singapore's holidays no rule computes, as gazetted by the Ministry of Manpower (mom.gov.sg 'Public
 * holidays' lists of 2022, 2023, 2024 and 2025): the day itself; the Sunday rule is applied after.
 */
export const singaporeDates: Readonly<Record<number, readonly [string, string][]>> = {
  2022: [
    ['2022-02-01', 'Chinese New Year'],
    ['2022-02-02', 'Chinese New Year'],
    ['2022-05-03', 'Hari Raya Puasa'],
    ['2022-05-15', 'Vesak Day'],
    ['2022-07-10', 'Hari Raya Haji'],
    ['2022-10-24', 'Deepavali'],
  ],
  2023: [
    ['2023-01-22', 'Chinese New Year'],
    ['2023-01-23', 'Chinese New Year'],
    ['2023-04-22', 'Hari Raya Puasa'],
    ['2023-06-02', 'Vesak Day'],
    ['2023-06-29', 'Hari Raya Haji'],
    ['2023-09-01', 'Polling Day'],
    ['2023-11-12', 'Deepavali'],
  ],
  2024: [
    ['2024-02-10', 'Chinese New Year'],
    ['2024-02-11', 'Chinese New Year'],
    ['2024-04-10', 'Hari Raya Puasa'],
    ['2024-05-22', 'Vesak Day'],
    ['2024-06-17', 'Hari Raya Haji'],
    ['2024-10-31', 'Deepavali'],
  ],
  2025: [
    ['2025-01-29', 'Chinese New Year'],
    ['2025-01-30', 'Chinese New Year'],
    ['2025-03-31', 'Hari Raya Puasa'],
    ['2025-05-03', 'Polling Day'],
    ['2025-05-12', 'Vesak Day'],
    ['2025-06-07', 'Hari Raya Haji'],
    ['2025-10-20', 'Deepavali'],
  ],
};

function singapore(year: number): [number, string][] {
  const table = singaporeDates[year];
  if (!table) return [];
  const easter = easterSunday(year);
  const list: [number, string][] = [
    [utc(year, 1, 1), "New Year's Day"],
    [easter - 2 * day, 'Good Friday'],
    [utc(year, 5, 1), 'Labour Day'],
    [utc(year, 8, 9), 'National Day'],
    [utc(year, 12, 25), 'Christmas Day'],
    ...table.map(([d, name]): [number, string] => [Date.parse(`${d}T00:00:00Z`), name]),
  ];
  return substituted(list, (t) => weekday(t) === 0);
}

const calendars: Record<string, (year: number) => [number, string][]> = {
  DE: germany,
  GB: britain,
  US: unitedStates,
  SG: singapore,
};

/** The countries with a holiday calendar. */
export const holidayCountries: readonly string[] = Object.keys(calendars);

/** The public holidays of `country` in `year`, by date (one row per date; empty for another country). */
export function publicHolidays(country: string, year: number): PublicHoliday[] {
  const calendar = calendars[country];
  if (!calendar) return [];
  const byDate = new Map<string, string>();
  for (const [t, name] of calendar(year)) {
    const date = iso(t);
    byDate.set(date, byDate.has(date) ? `${byDate.get(date)}; ${name}` : name);
  }
  return [...byDate.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, name]) => ({ country, date, name }));
}

/** Every holiday of every calendar country in `holidayYears`, the rows of ref.public_holidays. */
export function allPublicHolidays(): PublicHoliday[] {
  const rows: PublicHoliday[] = [];
  for (const country of holidayCountries)
    for (let y = holidayYears.first; y <= holidayYears.last; y++) rows.push(...publicHolidays(country, y));
  return rows;
}
