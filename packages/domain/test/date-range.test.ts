import { describe, expect, it } from 'vitest';
import { DomainError } from '../src/errors';
import { resolveDateRange } from '../src/date-range';

const anchor = '2024-03-15';

function badRequest(run: () => unknown, fragment: string): void {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).code).toBe('bad_request');
    expect((error as DomainError).message).toContain(fragment);
    return;
  }
  throw new Error('expected a DomainError');
}

describe('resolveDateRange', () => {
  describe('no date filter', () => {
    it.each([
      [-1, 'Y'],
      ['-1', 'Y'],
      [2024, -1],
      [2024, '-1'],
      [-1, -1],
      ['-1', '-1'],
      [-1, 'L30'],
    ] as const)('year %j, qualifier %j → null', (year, qualifier) => {
      expect(resolveDateRange(year, qualifier, anchor)).toBeNull();
    });
  });

  describe('Y: a calendar year', () => {
    it('covers 1 January to 1 January of the next year', () => {
      expect(resolveDateRange(2024, 'Y', anchor)).toEqual({ from: '2024-01-01', to: '2025-01-01' });
    });
    it('accepts the year as a string', () => {
      expect(resolveDateRange('2019', 'Y', anchor)).toEqual({ from: '2019-01-01', to: '2020-01-01' });
    });
    it('crosses into the next millennium', () => {
      expect(resolveDateRange(1999, 'Y', anchor)).toEqual({ from: '1999-01-01', to: '2000-01-01' });
    });
  });

  describe('M{n}: a month of the year', () => {
    it.each([
      ['M1', { from: '2024-01-01', to: '2024-02-01' }],
      ['M2', { from: '2024-02-01', to: '2024-03-01' }],
      ['M03', { from: '2024-03-01', to: '2024-04-01' }],
      ['M11', { from: '2024-11-01', to: '2024-12-01' }],
      ['M12', { from: '2024-12-01', to: '2025-01-01' }],
    ])('%s of 2024', (qualifier, expected) => {
      expect(resolveDateRange(2024, qualifier, anchor)).toEqual(expected);
    });
    it('February of a leap year and of a common year differ only by the exclusive end', () => {
      expect(resolveDateRange(2000, 'M2', anchor)).toEqual({ from: '2000-02-01', to: '2000-03-01' });
      expect(resolveDateRange(1900, 'M2', anchor)).toEqual({ from: '1900-02-01', to: '1900-03-01' });
    });
  });

  describe('Q{n}: a quarter of the year', () => {
    it.each([
      ['Q1', { from: '2023-01-01', to: '2023-04-01' }],
      ['Q2', { from: '2023-04-01', to: '2023-07-01' }],
      ['Q3', { from: '2023-07-01', to: '2023-10-01' }],
      ['Q4', { from: '2023-10-01', to: '2024-01-01' }],
    ])('%s of 2023', (qualifier, expected) => {
      expect(resolveDateRange('2023', qualifier, anchor)).toEqual(expected);
    });
  });

  describe('L{n} and D{n}: the last n days ending at the anchor inclusive', () => {
    it('L1 is the anchor day alone', () => {
      expect(resolveDateRange(2024, 'L1', anchor)).toEqual({ from: '2024-03-15', to: '2024-03-16' });
    });
    it('L30 ends the day after the anchor', () => {
      expect(resolveDateRange(2024, 'L30', anchor)).toEqual({ from: '2024-02-15', to: '2024-03-16' });
    });
    it('D30 is the same as L30', () => {
      expect(resolveDateRange(2024, 'D30', anchor)).toEqual(resolveDateRange(2024, 'L30', anchor));
    });
    it('does not depend on the year', () => {
      expect(resolveDateRange(1999, 'L7', anchor)).toEqual({ from: '2024-03-09', to: '2024-03-16' });
    });
    it('counts 29 February in a leap year', () => {
      expect(resolveDateRange(2024, 'L2', '2024-03-01')).toEqual({ from: '2024-02-29', to: '2024-03-02' });
      expect(resolveDateRange(2024, 'L366', '2024-12-31')).toEqual({ from: '2024-01-01', to: '2025-01-01' });
    });
    it('skips 29 February in a common year', () => {
      expect(resolveDateRange(2023, 'L2', '2023-03-01')).toEqual({ from: '2023-02-28', to: '2023-03-02' });
      expect(resolveDateRange(2023, 'L365', '2023-12-31')).toEqual({ from: '2023-01-01', to: '2024-01-01' });
    });
    it('crosses a year end both ways', () => {
      expect(resolveDateRange(2024, 'L10', '2024-01-05')).toEqual({ from: '2023-12-27', to: '2024-01-06' });
      expect(resolveDateRange(2023, 'D1', '2023-12-31')).toEqual({ from: '2023-12-31', to: '2024-01-01' });
    });
    it('treats 2100 as a common year and 2000 as a leap year', () => {
      expect(resolveDateRange(2100, 'L1', '2100-02-28')).toEqual({ from: '2100-02-28', to: '2100-03-01' });
      expect(resolveDateRange(2000, 'L1', '2000-02-28')).toEqual({ from: '2000-02-28', to: '2000-02-29' });
    });
    it('refuses a bad anchor with a plain error (a server bug, not a bad request)', () => {
      expect(() => resolveDateRange(2024, 'L7', '2024-02-30')).toThrow(RangeError);
      expect(() => resolveDateRange(2024, 'L7', '15/03/2024')).toThrow(RangeError);
    });
  });

  describe('R{yyyymm}{nn}: the last nn months ending with month yyyymm', () => {
    it('R20240303 is January to March 2024', () => {
      expect(resolveDateRange(2024, 'R20240303', anchor)).toEqual({ from: '2024-01-01', to: '2024-04-01' });
    });
    it('R20240301 is March 2024 alone', () => {
      expect(resolveDateRange(2024, 'R20240301', anchor)).toEqual({ from: '2024-03-01', to: '2024-04-01' });
    });
    it('crosses year ends', () => {
      expect(resolveDateRange(2024, 'R20240212', anchor)).toEqual({ from: '2023-03-01', to: '2024-03-01' });
      expect(resolveDateRange(2023, 'R20231203', anchor)).toEqual({ from: '2023-10-01', to: '2024-01-01' });
      expect(resolveDateRange(2024, 'R20240125', anchor)).toEqual({ from: '2022-01-01', to: '2024-02-01' });
    });
    it('ignores the year', () => {
      expect(resolveDateRange(2019, 'R20240303', anchor)).toEqual({ from: '2024-01-01', to: '2024-04-01' });
    });
  });

  describe('legacy values', () => {
    it('a six-digit YYYYMM qualifier is that month, as a string or a number', () => {
      expect(resolveDateRange(2024, '202402', anchor)).toEqual({ from: '2024-02-01', to: '2024-03-01' });
      expect(resolveDateRange(2023, 202312, anchor)).toEqual({ from: '2023-12-01', to: '2024-01-01' });
    });
    it.each([
      [1, { from: '2024-03-15', to: '2024-03-16' }],
      [3, { from: '2024-03-13', to: '2024-03-16' }],
      ['7', { from: '2024-03-09', to: '2024-03-16' }],
      ['10', { from: '2024-03-06', to: '2024-03-16' }],
    ] as const)('a day count %j is the last n days', (qualifier, expected) => {
      expect(resolveDateRange(2024, qualifier, anchor)).toEqual(expected);
    });
  });

  describe('bad qualifiers are bad requests naming the qualifier', () => {
    it.each([
      'M0',
      'M13',
      'Q0',
      'Q5',
      'L0',
      'L',
      'D',
      'L36601',
      'y',
      'm3',
      'W1',
      'Y2024',
      'R2024030',
      'R20241303',
      'R20240300',
      '202413',
      '202400',
      '2',
      '5',
      '07',
      '',
      ' Y',
      'L-3',
      'Q1; drop table t',
    ])('%j', (qualifier) => {
      badRequest(() => resolveDateRange(2024, qualifier, anchor), `qualifier: ${qualifier.slice(0, 20)}`);
    });
    it.each([0, 2, 5, 12, 1.5, 20241])('the number %j', (qualifier) => {
      badRequest(() => resolveDateRange(2024, qualifier, anchor), `qualifier: ${qualifier}`);
    });
  });

  it('a bad year is a bad request when the form needs one', () => {
    badRequest(() => resolveDateRange('20x4', 'Y', anchor), 'Invalid year: 20x4');
    badRequest(() => resolveDateRange(24, 'M1', anchor), 'Invalid year: 24');
    badRequest(() => resolveDateRange(2024.5, 'Q1', anchor), 'Invalid year');
  });

  it('does not depend on the process time zone', () => {
    const before = process.env['TZ'];
    try {
      process.env['TZ'] = 'Pacific/Kiritimati';
      expect(resolveDateRange(2024, 'L1', '2024-12-31')).toEqual({ from: '2024-12-31', to: '2025-01-01' });
      process.env['TZ'] = 'America/Adak';
      expect(resolveDateRange(2024, 'M12', anchor)).toEqual({ from: '2024-12-01', to: '2025-01-01' });
    } finally {
      process.env['TZ'] = before;
    }
  });
});
