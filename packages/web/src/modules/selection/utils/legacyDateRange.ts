import { findPeriodOption, legacyDateValue, type PeriodOption, type PeriodOptions } from '@spendlens/domain';
import { parseRolling, monthOfIndex } from './dateRangeChoices';

/**
 * The range a page in the legacy date mode reads for the applied one (spec 01 §3 legacy values, §4
 * 'In legacy mode a year alone is selectable'): a range with a legacy value (all dates, a month, the
 * last 1, 3, 7 or 10 days) and a whole year stay; a quarter widens to its year; a single-month R range
 * is that month; the last n months or a range of months widen to the year of their last month;
 * anything else is all dates. The page shows and sends the answer, never a silently different range.
 */
export function legacyDateRange(option: PeriodOption, options: PeriodOptions): PeriodOption {
  if (option.qualifier === 'Y' || legacyDateValue(option.year, option.qualifier) !== undefined) return option;
  if (/^Q[1-4]$/.test(option.qualifier))
    return findPeriodOption(options, option.year, 'Y') ?? options.allDates;
  const rolling = parseRolling(option.qualifier);
  if (rolling) {
    const { year, month } = monthOfIndex(rolling.to);
    const single = rolling.from === rolling.to ? findPeriodOption(options, year, `M${month}`) : undefined;
    return single ?? findPeriodOption(options, year, 'Y') ?? options.allDates;
  }
  return options.allDates;
}
