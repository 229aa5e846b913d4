import { dateRangeOptions } from '@spendlens/domain';
import { describe, expect, it } from 'vitest';
import {
  dataMonths,
  findDateRangeOption,
  lastDaysOption,
  lastMonthsOption,
  monthChoices,
  monthIndex,
  monthRangeOption,
  parseRolling,
} from '../src/modules/selection/utils/dateRangeChoices';
import {
  dateDropdownKinds,
  draftKind,
  dropdownDraftFrom,
  dropdownDraftOption,
  dropdownDraftWithKind,
  dropdownDraftWithYear,
} from '../src/modules/selection/utils/dateDropdownDraft';

const options = dateRangeOptions('2023-03-01', '2024-05-31');
const none = dateRangeOptions(null, null);

describe('date range choices beyond the list (spec 01 §4, §5, §9)', () => {
  it('finds the months with data', () => {
    expect(dataMonths(options)).toEqual({ first: monthIndex(2023, 3), last: monthIndex(2024, 5) });
    expect(dataMonths(none)).toBeNull();
    expect(monthChoices(options)).toHaveLength(15);
    expect(monthChoices(options)[0]).toBe(monthIndex(2024, 5));
  });

  it('offers the last 1, 3, 7 and 10 days as L{n}, or the plain count in legacy mode', () => {
    expect(lastDaysOption(7, options)).toEqual({ year: 2024, qualifier: 'L7', displayName: 'Last 7 days' });
    expect(lastDaysOption(1, options)?.displayName).toBe('Last 1 day');
    expect(lastDaysOption(3, options, true)?.qualifier).toBe('3');
    expect(lastDaysOption(5, options)).toBeUndefined();
    expect(lastDaysOption(7, none)).toBeUndefined();
  });

  it('offers the last 1 to 13 months ending with the last month as R{yyyymm}{nn}', () => {
    expect(lastMonthsOption(3, options)).toEqual({
      year: 2024,
      qualifier: 'R20240503',
      displayName: 'Last 3 months',
    });
    expect(lastMonthsOption(1, options)?.displayName).toBe('Last month');
    expect(lastMonthsOption(13, options)?.qualifier).toBe('R20240513');
    expect(lastMonthsOption(0, options)).toBeUndefined();
    expect(lastMonthsOption(14, options)).toBeUndefined();
  });

  it('offers a range of months with data, first not after last', () => {
    expect(monthRangeOption(monthIndex(2023, 11), monthIndex(2024, 2), options)).toEqual({
      year: 2024,
      qualifier: 'R20240204',
      displayName: 'Nov 2023 - Feb 2024',
    });
    expect(monthRangeOption(monthIndex(2024, 2), monthIndex(2023, 11), options)).toBeUndefined();
    expect(monthRangeOption(monthIndex(2023, 1), monthIndex(2023, 4), options)).toBeUndefined();
    expect(monthRangeOption(monthIndex(2024, 4), monthIndex(2024, 6), options)).toBeUndefined();
    expect(parseRolling('R20240204')).toEqual({ from: monthIndex(2023, 11), to: monthIndex(2024, 2) });
    expect(parseRolling('R20241304')).toBeUndefined();
  });

  it('reads a remembered range back: list, days, last months, month range, else nothing', () => {
    expect(findDateRangeOption(options, 2024, 'Q2')?.displayName).toBe('Q2 2024');
    expect(findDateRangeOption(options, -1, '-1')).toBe(options.allDates);
    expect(findDateRangeOption(options, 2024, 'L10')?.displayName).toBe('Last 10 days');
    expect(findDateRangeOption(options, 2024, '7')?.displayName).toBe('Last 7 days');
    expect(findDateRangeOption(options, 2024, 'R20240506')?.displayName).toBe('Last 6 months');
    expect(findDateRangeOption(options, 2024, 'R20240203')?.displayName).toBe('Dec 2023 - Feb 2024');
    expect(findDateRangeOption(options, 2024, 'R20240520')).toBeUndefined();
    expect(findDateRangeOption(options, 2024, 'L2')).toBeUndefined();
    expect(findDateRangeOption(options, 2024, 'nonsense')).toBeUndefined();
  });
});

describe('the date dropdown draft', () => {
  it('offers every kind, or a year alone or a month in legacy mode', () => {
    expect(dateDropdownKinds(false)).toEqual(['last_months', 'year', 'quarter', 'month', 'range']);
    expect(dateDropdownKinds(true)).toEqual(['year', 'month']);
  });

  it('opens on the kind of the applied range', () => {
    const last6 = findDateRangeOption(options, 2024, 'R20240506')!;
    expect(draftKind(dropdownDraftFrom(last6, options)!)).toBe('last_months');
    expect(dropdownDraftFrom(last6, options)!.lastMonths).toBe(6);
    const range = findDateRangeOption(options, 2024, 'R20240203')!;
    const rangeDraft = dropdownDraftFrom(range, options)!;
    expect(draftKind(rangeDraft)).toBe('range');
    expect([rangeDraft.from, rangeDraft.to]).toEqual([monthIndex(2023, 12), monthIndex(2024, 2)]);
    const month = findDateRangeOption(options, 2023, 'M7')!;
    expect(draftKind(dropdownDraftFrom(month, options)!)).toBe('month');
    expect(draftKind(dropdownDraftFrom(options.allDates, options)!)).toBe('year');
    expect(draftKind(dropdownDraftFrom(month, options, true)!)).toBe('month');
    const quarter = findDateRangeOption(options, 2023, 'Q3')!;
    expect(draftKind(dropdownDraftFrom(quarter, options, true)!)).toBe('year');
    expect(draftKind(dropdownDraftFrom(last6, options, true)!)).toBe('year');
    expect(dropdownDraftFrom(options.allDates, none)).toBeNull();
  });

  it('applies with Ok only a valid choice of its kind', () => {
    const start = dropdownDraftFrom(options.allDates, options)!;
    expect(dropdownDraftOption(start, options)?.displayName).toBe('2024');
    const months = dropdownDraftWithKind(start, 'last_months', options);
    expect(dropdownDraftOption({ ...months, lastMonths: 12 }, options)?.qualifier).toBe('R20240512');
    const range = dropdownDraftWithKind(start, 'range', options);
    expect(dropdownDraftOption(range, options)?.displayName).toBe('Mar 2024 - May 2024');
    expect(dropdownDraftOption({ ...range, from: range.to + 1 }, options)).toBeUndefined();
    const quarter = dropdownDraftWithKind(start, 'quarter', options);
    expect(dropdownDraftOption(quarter, options)?.displayName).toBe('Q1 2024');
  });

  it('moves quarter and month to the first available ones when the year changes', () => {
    const start = dropdownDraftFrom(findDateRangeOption(options, 2024, 'M2')!, options)!;
    const moved = dropdownDraftWithYear(start, 2023, options);
    expect(draftKind(moved)).toBe('month');
    expect(moved.period.qualifier).toBe('M3');
    const quarter = dropdownDraftFrom(findDateRangeOption(options, 2023, 'Q4')!, options)!;
    expect(dropdownDraftWithYear(quarter, 2024, options).period.qualifier).toBe('Q1');
  });
});
