import { describe, expect, it } from 'vitest';
import { dayBasedSegmentYear, parseDateRange } from '../src/date-range-segment';
import { resolveDateRange } from '../src/date-range';
import { DomainError } from '../src/errors';

const anchor = '2024-03-15';

describe('parseDateRange: the dateRange path segment (spec 01 §3)', () => {
  it.each([
    ['-1', { year: -1, qualifier: -1 }, null],
    ['2023', { year: 2023, qualifier: 'Y' }, { from: '2023-01-01', to: '2024-01-01' }],
    ['2023-Y', { year: 2023, qualifier: 'Y' }, { from: '2023-01-01', to: '2024-01-01' }],
    ['2024-M2', { year: 2024, qualifier: 'M2' }, { from: '2024-02-01', to: '2024-03-01' }],
    ['2024-Q1', { year: 2024, qualifier: 'Q1' }, { from: '2024-01-01', to: '2024-04-01' }],
    ['2024-L30', { year: 2024, qualifier: 'L30' }, { from: '2024-02-15', to: '2024-03-16' }],
    ['2024-D7', { year: 2024, qualifier: 'D7' }, { from: '2024-03-09', to: '2024-03-16' }],
    ['2024-R20240303', { year: 2024, qualifier: 'R20240303' }, { from: '2024-01-01', to: '2024-04-01' }],
    ['2024-202402', { year: 2024, qualifier: '202402' }, { from: '2024-02-01', to: '2024-03-01' }],
    ['2024-7', { year: 2024, qualifier: '7' }, { from: '2024-03-09', to: '2024-03-16' }],
    // the year-less forms
    ['L30', { year: dayBasedSegmentYear, qualifier: 'L30' }, { from: '2024-02-15', to: '2024-03-16' }],
    ['D1', { year: dayBasedSegmentYear, qualifier: 'D1' }, { from: '2024-03-15', to: '2024-03-16' }],
    ['R20231213', { year: 2023, qualifier: 'R20231213' }, { from: '2022-12-01', to: '2024-01-01' }],
    ['202403', { year: 2024, qualifier: 'M3' }, { from: '2024-03-01', to: '2024-04-01' }],
    ['10', { year: dayBasedSegmentYear, qualifier: '10' }, { from: '2024-03-06', to: '2024-03-16' }],
    ['3', { year: dayBasedSegmentYear, qualifier: '3' }, { from: '2024-03-13', to: '2024-03-16' }],
  ] as const)('%s', (segment, parts, range) => {
    expect(parseDateRange(segment)).toEqual(parts);
    expect(resolveDateRange(parts.year, parts.qualifier, anchor)).toEqual(range);
  });

  it.each([
    '',
    'Q1-2024',
    '2024-M13',
    '2024-Q5',
    '2024-L0',
    '2024-m3',
    '2024-',
    '2024--1',
    '202413',
    '5',
    '2024-5',
    'L',
    'L36601',
    'R2024030',
    'R20241303',
    'Y',
    'M3',
    '-2',
    "2024-Q1' or 1=1",
  ])('refuses %j as a bad request', (segment) => {
    expect(() => parseDateRange(segment)).toThrow(DomainError);
    try {
      parseDateRange(segment);
    } catch (error) {
      expect((error as DomainError).code).toBe('bad_request');
    }
  });
});
