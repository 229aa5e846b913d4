import { allOfSystem1 } from './fixture';
import { ids, type ParityCase } from './parity-case';

const docIds = { include_columns: ['doc_id'] };
const totalByCompany = {
  group_by: ['company_code'],
  aggregate: [{ col: 'amount', fn: ['sum' as const], alias: ['total'] }],
};

/** Scope, pre_filter and counts (fixture.ts; answers worked out by hand). */
export const scopeCases: ParityCase[] = [
  {
    name: 'system 2 sees only its rows',
    request: docIds,
    scope: { ...allOfSystem1, systemId: 2 },
    data: ids(9, 10),
    rowCount: 2,
    subsetRowCount: 2,
  },
  {
    name: 'company codes',
    request: docIds,
    scope: { ...allOfSystem1, companyCodes: ['2000'] },
    data: ids(4, 5, 6),
    rowCount: 3,
    subsetRowCount: 3,
  },
  {
    name: 'no company codes: no rows',
    request: docIds,
    scope: { ...allOfSystem1, companyCodes: [] },
    data: [],
    rowCount: 0,
    subsetRowCount: 0,
  },
  {
    name: 'date range is half-open',
    request: docIds,
    scope: { ...allOfSystem1, dateRange: { from: '2024-03-01', to: '2024-04-01' } },
    data: ids(3, 4),
    rowCount: 2,
    subsetRowCount: 2,
  },
  {
    name: 'account groups',
    request: docIds,
    scope: { ...allOfSystem1, accountGroups: ['A2', 'A3'] },
    data: ids(3, 4, 6),
    rowCount: 3,
    subsetRowCount: 3,
  },
  {
    name: 'no account groups: no rows',
    request: docIds,
    scope: { ...allOfSystem1, accountGroups: [] },
    data: [],
    rowCount: 0,
    subsetRowCount: 0,
  },
  {
    name: 'every scope at once, then a filter',
    request: { ...docIds, filter: [{ clauses: [{ col: 'vendor', op: 'contains', val: 'acme' }] }] },
    scope: {
      systemId: 1,
      companyCodes: ['1000', '2000'],
      dateRange: { from: '2024-01-01', to: '2025-01-01' },
      accountGroups: ['A1'],
    },
    data: ids(1, 2),
    rowCount: 3,
    subsetRowCount: 2,
  },
  {
    name: 'row_count has pre_filter, subset_row_count adds filter',
    request: {
      ...docIds,
      pre_filter: [{ clauses: [{ col: 'company_code', op: 'isin', val: ['1000', '2000'] }] }],
      filter: [{ clauses: [{ col: 'amount', op: '>', val: 60 }] }],
    },
    data: ids(1, 2, 4, 6),
    rowCount: 6,
    subsetRowCount: 4,
  },
  {
    name: 'every column but system_id by default, in source order',
    request: { filter: [{ clauses: [{ col: 'doc_id', op: '==', val: 1 }] }] },
    data: [
      {
        doc_id: 1,
        company_code: '1000',
        region: 'EU',
        vendor: 'Acme Corp',
        account_group: 'A1',
        amount: 100.5,
        quantity: 1,
        rate: 0.1,
        posting_date: '2024-01-15',
        created_at: '2024-01-15T08:00:00',
        flags: 1,
        paid: true,
      },
    ],
    rowCount: 8,
    subsetRowCount: 1,
  },
];

/** Grouping, every aggregate, post_filter (fixture.ts: 1000 → docs 1-3, 2000 → 4-6, 3000 → 7-8). */
export const groupCases: ParityCase[] = [
  {
    name: 'every aggregate by company code',
    request: {
      group_by: ['company_code'],
      aggregate: [
        {
          col: 'amount',
          fn: ['count', 'sum', 'mean', 'min', 'max', 'median'],
          alias: ['n', 'total', 'avg', 'lo', 'hi', 'med'],
        },
        { col: 'vendor', fn: ['nunique'], alias: ['vendors'] },
        { col: 'region', fn: ['first'], alias: ['region'] },
      ],
    },
    data: [
      {
        company_code: '1000',
        n: 3,
        total: 350.75,
        avg: 350.75 / 3,
        lo: 50.25,
        hi: 200,
        med: 100.5,
        vendors: 3,
        region: 'EU',
      },
      {
        company_code: '2000',
        n: 2,
        total: 375,
        avg: 187.5,
        lo: 75,
        hi: 300,
        med: 187.5,
        vendors: 2,
        region: 'EU',
      },
      {
        company_code: '3000',
        n: 2,
        total: 110.5,
        avg: 55.25,
        lo: 10,
        hi: 100.5,
        med: 55.25,
        vendors: 2,
        region: 'US',
      },
    ],
    rowCount: 3,
    subsetRowCount: 3,
  },
  {
    name: 'aggregates without group_by: one row',
    request: {
      aggregate: [
        { col: 'amount', fn: ['sum', 'count'], alias: ['total', 'amounts'] },
        { col: 'doc_id', fn: ['count'], alias: ['docs'] },
        { col: 'posting_date', fn: ['min'], alias: ['first_posting'] },
        { col: 'created_at', fn: ['max'], alias: ['last_created'] },
        { col: 'quantity', fn: ['median'], alias: ['median_qty'] },
      ],
    },
    data: [
      {
        total: 836.25,
        amounts: 7,
        docs: 8,
        first_posting: '2023-12-31',
        last_created: '2024-06-30T18:00:00',
        median_qty: 3,
      },
    ],
    rowCount: 1,
    subsetRowCount: 1,
  },
  {
    name: 'groups with a NULL key dropped by default (keep_groupby_nan false)',
    request: {
      group_by: ['region', 'account_group'],
      aggregate: [{ col: 'doc_id', fn: ['count'], alias: ['n'] }],
    },
    data: [
      { region: 'EU', account_group: 'A1', n: 3 },
      { region: 'EU', account_group: 'A2', n: 2 },
      { region: 'EU', account_group: 'A3', n: 1 },
      { region: 'US', account_group: 'A1', n: 1 },
    ],
    rowCount: 4,
    subsetRowCount: 4,
  },
  {
    name: 'two group columns, NULL group last (keep_groupby_nan)',
    request: {
      group_by: ['region', 'account_group'],
      aggregate: [{ col: 'doc_id', fn: ['count'], alias: ['n'] }],
      keep_groupby_nan: true,
    },
    data: [
      { region: 'EU', account_group: 'A1', n: 3 },
      { region: 'EU', account_group: 'A2', n: 2 },
      { region: 'EU', account_group: 'A3', n: 1 },
      { region: 'US', account_group: 'A1', n: 1 },
      { region: 'US', account_group: null, n: 1 },
    ],
    rowCount: 5,
    subsetRowCount: 5,
  },
  {
    name: 'group_by alone: distinct groups; counts before and after filter',
    request: {
      group_by: ['vendor'],
      filter: [{ clauses: [{ col: 'company_code', op: '==', val: '1000' }] }],
      keep_groupby_nan: true,
    },
    data: [{ vendor: 'Acme Corp' }, { vendor: 'Beta_Supplies' }, { vendor: 'acme corp' }],
    rowCount: 7,
    subsetRowCount: 3,
  },
  {
    name: 'every aggregate by company code over filtered rows: a group without any is left out',
    request: {
      group_by: ['company_code'],
      filter: [{ clauses: [{ col: 'vendor', op: 'contains', val: 'acme' }] }],
      aggregate: [
        {
          col: 'amount',
          fn: ['count', 'sum', 'mean', 'min', 'max', 'median'],
          alias: ['n', 'total', 'avg', 'lo', 'hi', 'med'],
        },
        { col: 'vendor', fn: ['nunique'], alias: ['vendors'] },
        { col: 'region', fn: ['first'], alias: ['region'] },
      ],
    },
    data: [
      {
        company_code: '1000',
        n: 2,
        total: 300.5,
        avg: 150.25,
        lo: 100.5,
        hi: 200,
        med: 150.25,
        vendors: 2,
        region: 'EU',
      },
      {
        company_code: '3000',
        n: 1,
        total: 100.5,
        avg: 100.5,
        lo: 100.5,
        hi: 100.5,
        med: 100.5,
        vendors: 1,
        region: 'US',
      },
    ],
    rowCount: 3,
    subsetRowCount: 2,
  },
  {
    name: 'a NULL group kept (keep_groupby_nan) after a filter',
    request: {
      group_by: ['account_group'],
      filter: [{ clauses: [{ col: 'region', op: '==', val: 'US' }] }],
      aggregate: [{ col: 'doc_id', fn: ['count'], alias: ['n'] }],
      keep_groupby_nan: true,
    },
    data: [
      { account_group: 'A1', n: 1 },
      { account_group: null, n: 1 },
    ],
    rowCount: 4,
    subsetRowCount: 2,
  },
  {
    name: 'second page of filtered groups, sorted by a sum',
    request: {
      group_by: ['vendor'],
      filter: [{ clauses: [{ col: 'company_code', op: 'isin', val: ['1000', '2000'] }] }],
      aggregate: [{ col: 'amount', fn: ['sum'], alias: ['total'] }],
      sort: { col_alias: 'total', order: 'desc' },
      page_rows: 2,
      page_number: 1,
    },
    // 300 Delta\Corp, 200 acme corp | 100.5 Acme Corp, 75 Gamma 50% | 50.25 Beta_Supplies
    data: [
      { vendor: 'Acme Corp', total: 100.5 },
      { vendor: 'Gamma 50%', total: 75 },
    ],
    rowCount: 6,
    subsetRowCount: 5,
  },
  {
    name: 'post_filter on an alias',
    request: { ...totalByCompany, post_filter: [{ clauses: [{ col: 'total', op: '>', val: 200 }] }] },
    data: [
      { company_code: '1000', total: 350.75 },
      { company_code: '2000', total: 375 },
    ],
    rowCount: 2,
    subsetRowCount: 2,
  },
  {
    name: 'post_filter after filter: both counts keep it',
    request: {
      ...totalByCompany,
      filter: [{ clauses: [{ col: 'amount', op: '<', val: 250 }] }],
      post_filter: [{ clauses: [{ col: 'total', op: '>', val: 200 }] }],
    },
    data: [{ company_code: '1000', total: 350.75 }],
    rowCount: 2,
    subsetRowCount: 1,
  },
  {
    name: 'post_filter on a group column',
    request: {
      ...totalByCompany,
      post_filter: [{ clauses: [{ col: 'company_code', op: 'isnotin', val: ['2000'] }] }],
    },
    data: [
      { company_code: '1000', total: 350.75 },
      { company_code: '3000', total: 110.5 },
    ],
    rowCount: 2,
    subsetRowCount: 2,
  },
  {
    name: 'post_filter with LIKE on a first() alias',
    request: {
      group_by: ['company_code'],
      aggregate: [{ col: 'region', fn: ['first'], alias: ['r'] }],
      post_filter: [{ clauses: [{ col: 'r', op: 'startswith', val: 'u' }] }],
    },
    data: [{ company_code: '3000', r: 'US' }],
    rowCount: 1,
    subsetRowCount: 1,
  },
  {
    name: 'post_filter on plain rows',
    request: {
      include_columns: ['doc_id', 'amount'],
      post_filter: [{ clauses: [{ col: 'amount', op: '>', val: 150 }] }],
    },
    data: [
      { doc_id: 2, amount: 200 },
      { doc_id: 6, amount: 300 },
    ],
    rowCount: 2,
    subsetRowCount: 2,
  },
];
