import { describe, expect, it } from 'vitest';
import {
  readAccountGroupQuery,
  readSelectionQuery,
  readViewQuery,
  selectionQueryMatches,
  selectionSearch,
  withAccountGroupQuery,
  withSelectionQuery,
} from '../src/storage/urlQuery';

describe('urlQuery', () => {
  it('reads the shared selection, ignoring junk', () => {
    expect(
      readSelectionQuery(new URLSearchParams('system=3&year=2024&qualifier=Q1&company_code=1000&view=chart')),
    ).toEqual({
      system: 3,
      year: 2024,
      qualifier: 'Q1',
      companyCode: '1000',
    });
    expect(
      readSelectionQuery(new URLSearchParams('system=abc&year=undefined&qualifier=null&company_code=')),
    ).toEqual({
      system: undefined,
      year: undefined,
      qualifier: undefined,
      companyCode: undefined,
    });
    expect(readSelectionQuery(new URLSearchParams('year=-1&qualifier=-1')).year).toBe(-1);
  });

  it('writes the selection and keeps page-specific parameters', () => {
    const next = withSelectionQuery(new URLSearchParams('view=chart&system=1'), {
      system: 2,
      year: -1,
      qualifier: '-1',
      companyCode: '-1',
    });
    expect(next.toString()).toBe('view=chart&system=2&year=-1&qualifier=-1&company_code=-1');
    expect(withSelectionQuery(new URLSearchParams('year=2024'), { companyCode: 'EMEA' }).toString()).toBe(
      'year=2024&company_code=EMEA',
    );
    expect(readViewQuery(next)).toBe('chart');
  });

  it('compares and builds link searches', () => {
    const values = { system: 2, year: 2024, qualifier: 'M3', companyCode: '1000' };
    expect(selectionQueryMatches(new URLSearchParams(selectionSearch(values)), values)).toBe(true);
    expect(selectionQueryMatches(new URLSearchParams('system=2'), values)).toBe(false);
    expect(selectionSearch(values)).toBe('?system=2&year=2024&qualifier=M3&company_code=1000');
  });
});

describe('account_group in the address', () => {
  it('reads repeated values, ignoring blanks and the strings undefined and null', () => {
    const params = new URLSearchParams(
      'account_group=KRED&account_group=&account_group=null&account_group=EMPL',
    );
    expect(readAccountGroupQuery(params)).toEqual(['KRED', 'EMPL']);
    expect(readAccountGroupQuery(new URLSearchParams('system=1'))).toEqual([]);
  });
  it('writes the groups, removing the parameter for no filter and keeping the others', () => {
    const params = new URLSearchParams('system=1&account_group=OLD');
    expect(withAccountGroupQuery(params, ['A', 'B']).toString()).toBe(
      'system=1&account_group=A&account_group=B',
    );
    expect(withAccountGroupQuery(params, []).toString()).toBe('system=1');
    expect(params.toString()).toBe('system=1&account_group=OLD');
  });
});
