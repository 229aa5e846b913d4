import { clauseCase, filterCase, type ParityCase } from './parity-case';

/**
 * Every operator and connector over system 1 (fixture.ts). The answers are worked out by hand from
 * the fixture rows; each is the list of doc_ids the filter keeps.
 */
export const operatorCases: ParityCase[] = [
  clauseCase('== text is case-sensitive', { col: 'vendor', op: '==', val: 'Acme Corp' }, [1, 8]),
  clauseCase('== on a decimal', { col: 'amount', op: '==', val: 100.5 }, [1, 8]),
  clauseCase('== with a numeric string', { col: 'amount', op: '==', val: '100.50' }, [1, 8]),
  clauseCase('== on an integer with a numeric string', { col: 'quantity', op: '==', val: '10' }, [6]),
  clauseCase('== null is IS NULL', { col: 'vendor', op: '==', val: null }, [5]),
  clauseCase('== true on yes/no', { col: 'paid', op: '==', val: true }, [1, 3, 6, 8]),
  clauseCase('!= text keeps NULL rows', { col: 'vendor', op: '!=', val: 'Acme Corp' }, [2, 3, 4, 5, 6, 7]),
  clauseCase('!= number keeps NULL rows', { col: 'amount', op: '!=', val: 100.5 }, [2, 3, 4, 5, 6, 7]),
  clauseCase('!= true on yes/no keeps NULL rows', { col: 'paid', op: '!=', val: true }, [2, 4, 5, 7]),
  clauseCase('!= null is IS NOT NULL', { col: 'vendor', op: '!=', val: null }, [1, 2, 3, 4, 6, 7, 8]),
  clauseCase('> on a decimal', { col: 'amount', op: '>', val: 100.5 }, [2, 6]),
  clauseCase('< on a decimal', { col: 'amount', op: '<', val: 75 }, [3, 7]),
  clauseCase('>= on a decimal', { col: 'amount', op: '>=', val: 100.5 }, [1, 2, 6, 8]),
  clauseCase('<= on a decimal', { col: 'amount', op: '<=', val: '50.25' }, [3, 7]),
  clauseCase('<= on a double', { col: 'rate', op: '<=', val: 0.3 }, [1, 2, 3]),
  clauseCase('>= on a date', { col: 'posting_date', op: '>=', val: '2024-03-01' }, [3, 4, 5, 8]),
  clauseCase('< on a date', { col: 'posting_date', op: '<', val: '2024-01-01' }, [6]),
  clauseCase('> on a date-time', { col: 'created_at', op: '>', val: '2024-03-31T23:00:00' }, [4, 7, 8]),
  clauseCase(
    '<= on a date-time with a plain date',
    { col: 'created_at', op: '<=', val: '2024-02-10' },
    [1, 6],
  ),
  clauseCase('isin', { col: 'vendor', op: 'isin', val: ['Acme Corp', 'Epsilon'] }, [1, 7, 8]),
  clauseCase('isin with null', { col: 'vendor', op: 'isin', val: ['Epsilon', null] }, [5, 7]),
  clauseCase('isin only null', { col: 'vendor', op: 'isin', val: [null] }, [5]),
  clauseCase('isin nothing', { col: 'vendor', op: 'isin', val: [] }, []),
  clauseCase('isin a scalar', { col: 'company_code', op: 'isin', val: '2000' }, [4, 5, 6]),
  clauseCase('isin numbers on an integer', { col: 'quantity', op: 'isin', val: [1, '5'] }, [1, 3, 7]),
  clauseCase('isin numbers on text', { col: 'company_code', op: 'isin', val: [1000, 3000] }, [1, 2, 3, 7, 8]),
  clauseCase(
    'isnotin keeps NULL rows',
    { col: 'vendor', op: 'isnotin', val: ['Acme Corp'] },
    [2, 3, 4, 5, 6, 7],
  ),
  clauseCase(
    'isnotin with null',
    { col: 'vendor', op: 'isnotin', val: ['Acme Corp', null] },
    [2, 3, 4, 6, 7],
  ),
  clauseCase('isnotin only null', { col: 'vendor', op: 'isnotin', val: [null] }, [1, 2, 3, 4, 6, 7, 8]),
  clauseCase('isnotin nothing', { col: 'vendor', op: 'isnotin', val: [] }, [1, 2, 3, 4, 5, 6, 7, 8]),
  clauseCase('contains is case-insensitive', { col: 'vendor', op: 'contains', val: 'acme' }, [1, 2, 8]),
  clauseCase('contains % literally', { col: 'vendor', op: 'contains', val: '50%' }, [4]),
  clauseCase('contains _ literally', { col: 'vendor', op: 'contains', val: '_' }, [3]),
  clauseCase('contains \\ literally', { col: 'vendor', op: 'contains', val: '\\' }, [6]),
  clauseCase(
    'doesnotcontain keeps NULL rows',
    { col: 'vendor', op: 'doesnotcontain', val: 'ACME' },
    [3, 4, 5, 6, 7],
  ),
  clauseCase('startswith', { col: 'vendor', op: 'startswith', val: 'ACME' }, [1, 2, 8]),
  clauseCase('startswith with _', { col: 'vendor', op: 'startswith', val: 'beta_' }, [3]),
  clauseCase(
    'doesnotstartwith keeps NULL rows',
    { col: 'vendor', op: 'doesnotstartwith', val: 'a' },
    [3, 4, 5, 6, 7],
  ),
  clauseCase('endswith', { col: 'vendor', op: 'endswith', val: 'corp' }, [1, 2, 6, 8]),
  clauseCase('endswith %', { col: 'vendor', op: 'endswith', val: '%' }, [4]),
  clauseCase('isnull', { col: 'amount', op: 'isnull' }, [5]),
  clauseCase('notnull', { col: 'posting_date', op: 'notnull' }, [1, 2, 3, 4, 5, 6, 8]),
  clauseCase('isinmask one bit', { col: 'flags', op: 'isinmask', val: 2 }, [2, 3, 6]),
  clauseCase('isinmask another bit', { col: 'flags', op: 'isinmask', val: 4 }, [4, 6, 8]),
  clauseCase('isinmask any of two bits', { col: 'flags', op: 'isinmask', val: '6' }, [2, 3, 4, 6, 8]),
];

const cc = (val: string) => ({ col: 'company_code', op: '==' as const, val });

export const connectorCases: ParityCase[] = [
  filterCase(
    'clause_connector |',
    [
      {
        clause_connector: '|',
        clauses: [
          { col: 'vendor', op: '==', val: 'Epsilon' },
          { col: 'amount', op: '>', val: 250 },
        ],
      },
    ],
    [6, 7],
  ),
  filterCase(
    'clause_connector & (the default)',
    [{ clauses: [cc('1000'), { col: 'amount', op: '<', val: 100 }] }],
    [3],
  ),
  filterCase(
    '[g1, | g2, & g3] is ((g1 or g2) and g3)',
    [
      { clauses: [cc('1000')] },
      { group_connector: '|', clauses: [cc('3000')] },
      { group_connector: '&', clauses: [{ col: 'amount', op: '>=', val: 100 }] },
    ],
    [1, 2, 8],
  ),
  filterCase(
    'left to right: [g1, & g2, | g3] is ((g1 and g2) or g3)',
    [
      { clauses: [{ col: 'amount', op: '>=', val: 100 }] },
      { group_connector: '&', clauses: [cc('1000')] },
      { group_connector: '|', clauses: [cc('3000')] },
    ],
    [1, 2, 7, 8],
  ),
  filterCase(
    'an & group or-ed with another group',
    [
      { clauses: [cc('1000'), { col: 'amount', op: '<', val: 100 }] },
      { group_connector: '|', clauses: [{ col: 'vendor', op: 'isnull' }] },
    ],
    [3, 5],
  ),
  filterCase(
    'an | group and-ed with another group',
    [
      { clause_connector: '|', clauses: [cc('1000'), cc('3000')] },
      { group_connector: '&', clauses: [{ col: 'vendor', op: 'contains', val: 'acme' }] },
    ],
    [1, 2, 8],
  ),
  filterCase(
    'empty groups are left out',
    [{ clauses: [] }, { group_connector: '|', clauses: [cc('3000')] }],
    [7, 8],
  ),
];
