import { describe, expect, it } from 'vitest';
import { resolveDateRange } from '../src/date-range';
import { legacyDateValue } from '../src/legacy-date-value';

const anchor = '2024-03-15';

describe('legacyDateValue (spec 01 §3: -1, YYYYMM or a day count)', () => {
  it.each([
    [-1, '-1', '-1'],
    [2024, -1, '-1'],
    [-1, 'Y', '-1'],
    [2024, 'M3', '202403'],
    [2023, 'M12', '202312'],
    ['2023', 'M1', '202301'],
    [2024, '202402', '202402'],
    [2024, 'L7', '7'],
    [2024, 'D10', '10'],
    [2024, 'L1', '1'],
    [2024, '3', '3'],
  ] as const)('year %j, qualifier %j → %j', (year, qualifier, value) => {
    expect(legacyDateValue(year, qualifier)).toBe(value);
  });

  it.each([
    [2024, 'Y'],
    [2024, 'Q1'],
    [2024, 'R20240303'],
    [2024, 'L30'],
    [2024, 'L5'],
    [2024, 'M13'],
    [2024, 'M0'],
    [2024, '5'],
  ] as const)('has none for year %j, qualifier %j', (year, qualifier) => {
    expect(legacyDateValue(year, qualifier)).toBeUndefined();
  });

  it('selects the same dates as the form it stands for', () => {
    for (const [year, qualifier] of [
      [2024, 'M2'],
      [2024, 'L7'],
      [2024, 'L1'],
      [2024, 'L10'],
    ] as const) {
      const value = legacyDateValue(year, qualifier)!;
      expect(resolveDateRange(year, value, anchor)).toEqual(resolveDateRange(year, qualifier, anchor));
    }
  });
});
