import type { PeriodOption, PeriodOptions } from '@spendlens/domain';
import {
  dataMonths,
  findDateRangeOption,
  lastMonthsOption,
  monthRangeOption,
  parseRolling,
} from './dateRangeChoices';
import {
  draftFromOption,
  draftWithType,
  draftWithYear,
  optionFromDraft,
  type DateRangeDraft,
  type DateRangeType,
} from './dateRangeDraft';

/** The kinds of range the dropdown drafts before Ok (spec 01 §4 'Date dropdown'). */
export type DateDropdownKind = 'last_months' | DateRangeType | 'range';

/**
 * The whole pending choice of the date dropdown: which kind is shown, the year/quarter/month draft,
 * the number of last months and the two ends of a range (month indexes).
 */
export interface DateDropdownDraft {
  kind: 'last_months' | 'period' | 'range';
  period: DateRangeDraft;
  lastMonths: number;
  from: number;
  to: number;
}

/**
 * The kinds a dropdown offers. In legacy mode a year alone is selectable, or a month of it — the
 * ranges that have a legacy value (YYYYMM) or a year (spec 01 §3, §4); no quarters, last n months
 * or ranges.
 */
export function dateDropdownKinds(legacy: boolean): DateDropdownKind[] {
  return legacy ? ['year', 'month'] : ['last_months', 'year', 'quarter', 'month', 'range'];
}

export function draftKind(draft: DateDropdownDraft): DateDropdownKind {
  return draft.kind === 'period' ? draft.period.type : draft.kind;
}

/** The draft the dropdown opens with for the applied range; null when the system has no dated data. */
export function dropdownDraftFrom(
  option: PeriodOption,
  options: PeriodOptions,
  legacy = false,
): DateDropdownDraft | null {
  const span = dataMonths(options);
  const listed = /^(Y|Q\d|M\d+)$/.test(option.qualifier);
  const period = draftFromOption(listed ? option : options.allDates, options);
  if (!span || !period) return null;
  const base: DateDropdownDraft = {
    kind: 'period',
    period:
      legacy && period.type === 'quarter' ? { type: 'year', year: period.year, qualifier: 'Y' } : period,
    lastMonths: 3,
    from: Math.max(span.first, span.last - 2),
    to: span.last,
  };
  const range = parseRolling(option.qualifier);
  if (legacy || !range) return base;
  const current = findDateRangeOption(options, option.year, option.qualifier);
  if (current?.displayName.startsWith('Last')) {
    return { ...base, kind: 'last_months', lastMonths: range.to - range.from + 1 };
  }
  return { ...base, kind: 'range', from: range.from, to: range.to };
}

/** Choosing a kind; a period kind keeps the same part of the year where it can. */
export function dropdownDraftWithKind(
  draft: DateDropdownDraft,
  kind: DateDropdownKind,
  options: PeriodOptions,
): DateDropdownDraft {
  if (kind === 'last_months' || kind === 'range') return { ...draft, kind };
  const period = draftWithType(draft.period, kind, options);
  return { ...draft, kind: 'period', period };
}

/**
 * Changing the year moves quarter and month to the first available ones when the current ones are
 * missing, and falls back to Year when the current type has nothing in that year (spec 01 §4).
 */
export function dropdownDraftWithYear(
  draft: DateDropdownDraft,
  year: number,
  options: PeriodOptions,
): DateDropdownDraft {
  return { ...draft, kind: 'period', period: draftWithYear(draft.period, year, options) };
}

/** The range Ok would apply; undefined (Ok disabled) when the draft is not a valid choice. */
export function dropdownDraftOption(
  draft: DateDropdownDraft | null,
  options: PeriodOptions,
): PeriodOption | undefined {
  if (!draft) return undefined;
  switch (draft.kind) {
    case 'last_months':
      return lastMonthsOption(draft.lastMonths, options);
    case 'range':
      return monthRangeOption(draft.from, draft.to, options);
    case 'period':
      return optionFromDraft(draft.period, options);
  }
}
