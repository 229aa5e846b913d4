import { parseDateRange } from '@spendlens/domain';
import { describe, expect, it } from 'vitest';
import { dashboardDateRange } from '../src/modules/dashboard/utils/dashboardDateRange';

describe('dashboardDateRange: the dateRange segment of a dashboard widget call', () => {
  it('writes -1, a year, and a year with its qualifier, as the server reads them back', () => {
    const cases = [
      [{ year: -1, qualifier: -1 }, '-1'],
      [{ year: 2024, qualifier: 'Y' }, '2024'],
      [{ year: 2024, qualifier: 'Q1' }, '2024-Q1'],
      [{ year: 2024, qualifier: 'M3' }, '2024-M3'],
      [{ year: 2024, qualifier: 'L30' }, '2024-L30'],
      [{ year: 2024, qualifier: 'R20240303' }, '2024-R20240303'],
    ] as const;
    for (const [range, segment] of cases) {
      expect(dashboardDateRange(range)).toBe(segment);
      expect(parseDateRange(segment)).toEqual(range);
    }
    // all dates however the qualifier says it
    expect(dashboardDateRange({ year: 2024, qualifier: '-1' })).toBe('-1');
  });
});
