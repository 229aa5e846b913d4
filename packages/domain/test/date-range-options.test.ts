import { describe, expect, it } from 'vitest';
import {
  allDatesOption,
  dateRangeOptions,
  findPeriodOption,
  flattenPeriodOptions,
} from '../src/date-range-options';

describe('dateRangeOptions', () => {
  it('lists all dates, then years newest first with the quarters and months inside the span', () => {
    const options = dateRangeOptions('2022-11-15', '2024-02-03');
    expect(options.allDates).toEqual({ year: -1, qualifier: '-1', displayName: 'All dates' });
    expect(options.years.map((y) => y.displayName)).toEqual(['2024', '2023', '2022']);

    const [y2024, y2023, y2022] = options.years;
    expect(y2024).toMatchObject({ year: 2024, qualifier: 'Y', displayName: '2024' });
    expect(y2024?.quarters).toEqual([{ year: 2024, qualifier: 'Q1', displayName: 'Q1 2024' }]);
    expect(y2024?.months).toEqual([
      { year: 2024, qualifier: 'M1', displayName: 'Jan 2024' },
      { year: 2024, qualifier: 'M2', displayName: 'Feb 2024' },
    ]);
    expect(y2023?.quarters.map((q) => q.qualifier)).toEqual(['Q1', 'Q2', 'Q3', 'Q4']);
    expect(y2023?.months).toHaveLength(12);
    expect(y2023?.months[11]).toEqual({ year: 2023, qualifier: 'M12', displayName: 'Dec 2023' });
    expect(y2022?.quarters.map((q) => q.qualifier)).toEqual(['Q4']);
    expect(y2022?.months.map((m) => m.qualifier)).toEqual(['M11', 'M12']);
  });

  it('handles a span inside one month', () => {
    const options = dateRangeOptions('2024-05-02', '2024-05-20');
    expect(options.years).toHaveLength(1);
    expect(options.years[0]?.quarters.map((q) => q.displayName)).toEqual(['Q2 2024']);
    expect(options.years[0]?.months.map((m) => m.displayName)).toEqual(['May 2024']);
  });

  it('gives all dates only when the span is missing, invalid or reversed', () => {
    expect(dateRangeOptions(null, '2024-01-01').years).toEqual([]);
    expect(dateRangeOptions('2024-01-01', undefined).years).toEqual([]);
    expect(dateRangeOptions('garbage', '2024-01-01').years).toEqual([]);
    expect(dateRangeOptions('2024-03-01', '2024-01-01').years).toEqual([]);
    expect(dateRangeOptions(null, null).allDates).toBe(allDatesOption);
  });
});

describe('findPeriodOption and flattenPeriodOptions', () => {
  const options = dateRangeOptions('2023-01-01', '2024-06-30');

  it('finds years, quarters and months', () => {
    expect(findPeriodOption(options, 2024, 'Y')?.displayName).toBe('2024');
    expect(findPeriodOption(options, '2023', 'Q4')?.displayName).toBe('Q4 2023');
    expect(findPeriodOption(options, 2024, 'M6')?.displayName).toBe('Jun 2024');
  });

  it('maps -1 in either part to all dates', () => {
    expect(findPeriodOption(options, -1, '-1')).toBe(options.allDates);
    expect(findPeriodOption(options, '2024', -1)).toBe(options.allDates);
  });

  it('refuses periods outside the span or unknown qualifiers', () => {
    expect(findPeriodOption(options, 2024, 'Q3')).toBeUndefined();
    expect(findPeriodOption(options, 2022, 'Y')).toBeUndefined();
    expect(findPeriodOption(options, 2024, 'L30')).toBeUndefined();
    expect(findPeriodOption(options, null, 'Y')).toBeUndefined();
  });

  it('flattens in dropdown order', () => {
    const flat = flattenPeriodOptions(options).map((o) => o.displayName);
    expect(flat.slice(0, 4)).toEqual(['All dates', '2024', 'Q1 2024', 'Q2 2024']);
    expect(flat).toHaveLength(1 + (1 + 2 + 6) + (1 + 4 + 12));
  });
});
