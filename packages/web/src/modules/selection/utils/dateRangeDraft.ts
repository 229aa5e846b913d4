import type { PeriodOption, PeriodOptions, YearPeriodOptions } from '@spendlens/domain';
import { findPeriodOption } from '@spendlens/domain';

/**
 * The pending choice inside the date dropdown before Ok (spec 01 §4 'Date dropdown'): a type, a year
 * and a qualifier ('Y', 'Qn' or 'Mn').
 */
export type DateRangeType = 'year' | 'quarter' | 'month';

export interface DateRangeDraft {
  type: DateRangeType;
  year: number;
  qualifier: string;
}

export function dateRangeTypeOf(qualifier: string): DateRangeType {
  if (qualifier.startsWith('Q')) return 'quarter';
  if (qualifier.startsWith('M')) return 'month';
  return 'year';
}

function yearOf(options: PeriodOptions, year: number): YearPeriodOptions | undefined {
  return options.years.find((y) => y.year === year);
}

function periodsOf(year: YearPeriodOptions, type: DateRangeType): PeriodOption[] {
  if (type === 'quarter') return year.quarters;
  if (type === 'month') return year.months;
  return [year];
}

/** The draft a dropdown opens with: the current range, or the newest year when it is all dates. */
export function draftFromOption(option: PeriodOption, options: PeriodOptions): DateRangeDraft | null {
  const newest = options.years[0];
  if (!newest) return null;
  if (option.year === -1 || !yearOf(options, option.year))
    return { type: 'year', year: newest.year, qualifier: 'Y' };
  return { type: dateRangeTypeOf(option.qualifier), year: option.year, qualifier: option.qualifier };
}

/** The counterpart of a quarter among months (its first month) or of a month among quarters. */
function counterpart(qualifier: string, type: DateRangeType): string | undefined {
  const n = Number(qualifier.slice(1));
  if (type === 'month' && qualifier.startsWith('Q')) return `M${(n - 1) * 3 + 1}`;
  if (type === 'quarter' && qualifier.startsWith('M')) return `Q${Math.ceil(n / 3)}`;
  return undefined;
}

/** Switching the type keeps the same part of the year where it can, else the first available one. */
export function draftWithType(
  draft: DateRangeDraft,
  type: DateRangeType,
  options: PeriodOptions,
): DateRangeDraft {
  const year = yearOf(options, draft.year);
  if (!year) return draft;
  const periods = periodsOf(year, type);
  const wanted = counterpart(draft.qualifier, type);
  const match = periods.find((p) => p.qualifier === wanted) ?? periods[0];
  return match
    ? { type, year: draft.year, qualifier: match.qualifier }
    : { type: 'year', year: draft.year, qualifier: 'Y' };
}

/**
 * Changing the year keeps the quarter or month when the new year has it, else moves to the first
 * available one, and falls back to Year when the type has nothing in that year (spec 01 §4).
 */
export function draftWithYear(
  draft: DateRangeDraft,
  yearValue: number,
  options: PeriodOptions,
): DateRangeDraft {
  const year = yearOf(options, yearValue);
  if (!year) return draft;
  const periods = periodsOf(year, draft.type);
  const match = periods.find((p) => p.qualifier === draft.qualifier) ?? periods[0];
  return match
    ? { type: draft.type, year: yearValue, qualifier: match.qualifier }
    : { type: 'year', year: yearValue, qualifier: 'Y' };
}

/** The list option the draft stands for, if any. */
export function optionFromDraft(
  draft: DateRangeDraft | null,
  options: PeriodOptions,
): PeriodOption | undefined {
  return draft ? findPeriodOption(options, draft.year, draft.qualifier) : undefined;
}

/** The quarters or months of the draft's year, to choose from. */
export function draftPeriods(draft: DateRangeDraft, options: PeriodOptions): PeriodOption[] {
  const year = yearOf(options, draft.year);
  return year && draft.type !== 'year' ? periodsOf(year, draft.type) : [];
}
