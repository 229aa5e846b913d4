import { ids, type ParityCase } from './parity-case';

const byDocId = (order: 'asc' | 'desc') => ({
  include_columns: ['doc_id'],
  sort: { col_alias: 'doc_id', order },
});
const totalByCompany = {
  group_by: ['company_code'],
  aggregate: [{ col: 'amount', fn: ['sum' as const], alias: ['total'] }],
};
const amounts = {
  include_columns: ['doc_id', 'amount'],
  sort: { col_alias: 'amount', order: 'asc' as const },
};

/**
 * Sorting and paging (fixture.ts). amount by doc: 7 → 10, 3 → 50.25, 4 → 75, 1 → 100.5, 8 → 100.5,
 * 2 → 200, 6 → 300, 5 → NULL. Strings order by code point (DuckDB; PostgreSQL with a C collation).
 */
export const orderCases: ParityCase[] = [
  {
    name: 'sort asc',
    request: byDocId('asc'),
    data: ids(1, 2, 3, 4, 5, 6, 7, 8),
    rowCount: 8,
    subsetRowCount: 8,
  },
  {
    name: 'sort desc',
    request: byDocId('desc'),
    data: ids(8, 7, 6, 5, 4, 3, 2, 1),
    rowCount: 8,
    subsetRowCount: 8,
  },
  {
    name: 'sort asc: NULLs last, ties broken by the other output columns',
    request: { ...amounts, include_columns: ['amount', 'doc_id'] },
    data: [7, 3, 4, 1, 8, 2, 6, 5].map((doc_id, i) => ({
      amount: [10, 50.25, 75, 100.5, 100.5, 200, 300, null][i] as number | null,
      doc_id,
    })),
    rowCount: 8,
    subsetRowCount: 8,
  },
  {
    name: 'sort desc: NULLs still last',
    request: { include_columns: ['amount', 'doc_id'], sort: [{ col_alias: 'amount', order: 'desc' }] },
    data: [6, 2, 1, 8, 4, 3, 7, 5].map((doc_id, i) => ({
      amount: [300, 200, 100.5, 100.5, 75, 50.25, 10, null][i] as number | null,
      doc_id,
    })),
    rowCount: 8,
    subsetRowCount: 8,
  },
  {
    name: 'default order: every output column, by code point',
    request: { include_columns: ['vendor', 'doc_id'] },
    data: [
      { vendor: 'Acme Corp', doc_id: 1 },
      { vendor: 'Acme Corp', doc_id: 8 },
      { vendor: 'Beta_Supplies', doc_id: 3 },
      { vendor: 'Delta\\Corp', doc_id: 6 },
      { vendor: 'Epsilon', doc_id: 7 },
      { vendor: 'Gamma 50%', doc_id: 4 },
      { vendor: 'acme corp', doc_id: 2 },
      { vendor: null, doc_id: 5 },
    ],
    rowCount: 8,
    subsetRowCount: 8,
  },
  {
    name: 'sort groups by an alias',
    request: { ...totalByCompany, sort: { col_alias: 'total', order: 'desc' } },
    data: [
      { company_code: '2000', total: 375 },
      { company_code: '1000', total: 350.75 },
      { company_code: '3000', total: 110.5 },
    ],
    rowCount: 3,
    subsetRowCount: 3,
  },
  {
    name: 'a list of sorts',
    request: {
      group_by: ['company_code'],
      aggregate: [
        { col: 'region', fn: ['first'], alias: ['r'] },
        { col: 'amount', fn: ['sum'], alias: ['total'] },
      ],
      sort: [
        { col_alias: 'r', order: 'desc' },
        { col_alias: 'total', order: 'asc' },
      ],
    },
    data: [
      { company_code: '3000', r: 'US', total: 110.5 },
      { company_code: '1000', r: 'EU', total: 350.75 },
      { company_code: '2000', r: 'EU', total: 375 },
    ],
    rowCount: 3,
    subsetRowCount: 3,
  },
  {
    name: 'an alias named like a source column sorts and filters by the aggregate',
    request: {
      group_by: ['company_code'],
      aggregate: [{ col: 'amount', fn: ['sum'], alias: ['amount'] }],
      sort: { col_alias: 'amount', order: 'desc' },
      post_filter: [{ clauses: [{ col: 'amount', op: '>', val: 200 }] }],
    },
    data: [
      { company_code: '2000', amount: 375 },
      { company_code: '1000', amount: 350.75 },
    ],
    rowCount: 2,
    subsetRowCount: 2,
  },
];

const page = (page_number: number, page_rows: number) => ({ ...amounts, page_number, page_rows });
const amountRow = (doc_id: number, amount: number | null) => ({ doc_id, amount });

export const pageCases: ParityCase[] = [
  {
    name: 'page 0 of 3 rows',
    request: page(0, 3),
    data: [amountRow(7, 10), amountRow(3, 50.25), amountRow(4, 75)],
    rowCount: 8,
    subsetRowCount: 8,
  },
  {
    name: 'page 1 of 3 rows',
    request: page(1, 3),
    data: [amountRow(1, 100.5), amountRow(8, 100.5), amountRow(2, 200)],
    rowCount: 8,
    subsetRowCount: 8,
  },
  {
    name: 'page 2 of 3 rows: the rest',
    request: page(2, 3),
    data: [amountRow(6, 300), amountRow(5, null)],
    rowCount: 8,
    subsetRowCount: 8,
  },
  { name: 'a page past the end', request: page(3, 3), data: [], rowCount: 8, subsetRowCount: 8 },
  { name: 'page_rows 0', request: page(0, 0), data: [], rowCount: 8, subsetRowCount: 8 },
  {
    name: 'page_rows -1: all rows',
    request: { include_columns: ['doc_id'], page_rows: -1, page_number: 5 },
    data: ids(1, 2, 3, 4, 5, 6, 7, 8),
    rowCount: 8,
    subsetRowCount: 8,
  },
  {
    name: 'page_rows -1 with a maximum reads maxRows + 1 rows',
    request: { include_columns: ['doc_id'], page_rows: -1 },
    options: { maxRows: 4 },
    data: ids(1, 2, 3, 4, 5),
    rowCount: 8,
    subsetRowCount: 8,
  },
  {
    name: 'a page of groups',
    request: { ...totalByCompany, page_number: 1, page_rows: 2 },
    data: [{ company_code: '3000', total: 110.5 }],
    rowCount: 3,
    subsetRowCount: 3,
  },
  {
    name: 'page 1 of a one-row aggregate is empty',
    request: { aggregate: [{ col: 'amount', fn: ['max'], alias: ['hi'] }], page_number: 1, page_rows: 10 },
    data: [],
    rowCount: 1,
    subsetRowCount: 1,
  },
];
