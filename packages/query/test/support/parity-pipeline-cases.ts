import type { ParityCase } from './parity-case';

/**
 * The steps of ARCHITECTURE §4 beyond filter and group: computed columns, transforms, lookups,
 * pre_group_by, cluster_key, drop_duplicate_columns, keep_groupby_nan, negation, the rank column.
 * Answers worked out by hand from fixture.ts (system 1: documents 1-8).
 */
export const pipelineCases: ParityCase[] = [
  {
    name: 'computed after aggregation: average price per company code, division in double precision',
    request: {
      group_by: ['company_code'],
      aggregate: [
        { col: 'amount', fn: ['sum'], alias: ['total'] },
        { col: 'quantity', fn: ['sum'], alias: ['qty'] },
      ],
      computed: [{ alias: 'avg_price', formula: 'total / qty' }],
      sort: { col_alias: 'company_code', order: 'asc' },
    },
    data: [
      { company_code: '1000', total: 350.75, qty: 8, avg_price: 43.84375 },
      { company_code: '2000', total: 375, qty: 13, avg_price: 375 / 13 },
      { company_code: '3000', total: 110.5, qty: 5, avg_price: 22.1 },
    ],
    rowCount: 3,
    subsetRowCount: 3,
  },
  {
    name: 'computed before aggregation can be filtered on (amount × quantity > 300)',
    request: {
      compute_before_aggregate: true,
      computed: [{ alias: 'line_value', formula: 'amount * quantity' }],
      include_columns: ['doc_id', 'line_value'],
      filter: [{ clauses: [{ col: 'line_value', op: '>', val: 300 }] }],
    },
    data: [
      { doc_id: 2, line_value: 400 },
      { doc_id: 6, line_value: 3000 },
      { doc_id: 8, line_value: 402 },
    ],
    rowCount: 8,
    subsetRowCount: 3,
  },
  {
    name: 'bin transform: lower edge inclusive, the last bin closed, NULL outside (kept with keep_groupby_nan)',
    request: {
      transform: [
        {
          type: 'bin',
          col: 'amount',
          alias: 'band',
          bins: [0, 100, 200, 1000],
          labels: ['low', 'mid', 'high'],
        },
      ],
      group_by: ['band'],
      aggregate: [{ col: 'doc_id', fn: ['count'], alias: ['n'] }],
      keep_groupby_nan: true,
    },
    data: [
      { band: 'high', n: 2 },
      { band: 'low', n: 3 },
      { band: 'mid', n: 2 },
      { band: null, n: 1 },
    ],
    rowCount: 4,
    subsetRowCount: 4,
  },
  {
    name: 'date_bin by quarter: the first day of the quarter; the undated row dropped',
    request: {
      transform: [{ type: 'date_bin', col: 'posting_date', alias: 'quarter', bins: 'quarter' }],
      group_by: ['quarter'],
      aggregate: [{ col: 'doc_id', fn: ['count'], alias: ['n'] }],
    },
    data: [
      { quarter: '2023-10-01', n: 1 },
      { quarter: '2024-01-01', n: 4 },
      { quarter: '2024-04-01', n: 2 },
    ],
    rowCount: 3,
    subsetRowCount: 3,
  },
  {
    name: 'dynamic_bin: three equal-width bins from the least to the greatest quantity (1 … 10)',
    request: {
      transform: [{ type: 'dynamic_bin', col: 'quantity', alias: 'qty_bin', bins: 3 }],
      group_by: ['qty_bin'],
      aggregate: [{ col: 'doc_id', fn: ['count'], alias: ['n'] }],
    },
    data: [
      { qty_bin: 1, n: 4 },
      { qty_bin: 2, n: 2 },
      { qty_bin: 3, n: 1 },
    ],
    rowCount: 3,
    subsetRowCount: 3,
  },
  {
    name: 'nunique transform: distinct non-null vendors of each row’s company code',
    request: {
      transform: [{ type: 'nunique', col: 'vendor', alias: 'vendors_in_cc', group_by: ['company_code'] }],
      include_columns: ['doc_id', 'vendors_in_cc'],
    },
    data: [
      { doc_id: 1, vendors_in_cc: 3 },
      { doc_id: 2, vendors_in_cc: 3 },
      { doc_id: 3, vendors_in_cc: 3 },
      { doc_id: 4, vendors_in_cc: 2 },
      { doc_id: 5, vendors_in_cc: 2 },
      { doc_id: 6, vendors_in_cc: 2 },
      { doc_id: 7, vendors_in_cc: 2 },
      { doc_id: 8, vendors_in_cc: 2 },
    ],
    rowCount: 8,
    subsetRowCount: 8,
  },
  {
    name: 'lookup: region codes to names, a default for the rest',
    request: {
      lookup: [
        {
          col: 'region',
          alias: 'region_name',
          values: { EU: 'Europe', US: 'United States' },
          default: 'Other',
        },
      ],
      group_by: ['region_name'],
      aggregate: [{ col: 'doc_id', fn: ['count'], alias: ['n'] }],
    },
    data: [
      { region_name: 'Europe', n: 6 },
      { region_name: 'United States', n: 2 },
    ],
    rowCount: 2,
    subsetRowCount: 2,
  },
  {
    name: 'negated totals, post_filter on the negated values, then a rank over what is left',
    request: {
      group_by: ['vendor'],
      aggregate: [{ col: 'amount', fn: ['sum'], alias: ['total'] }],
      negate_value_columns: ['total'],
      post_filter: [{ clauses: [{ col: 'total', op: '<', val: -60 }] }],
      add_rank_column: { col: 'total', order: 'asc', alias: 'spend_rank' },
      sort: { col_alias: 'spend_rank', order: 'asc' },
    },
    data: [
      { vendor: 'Delta\\Corp', total: -300, spend_rank: 1 },
      { vendor: 'Acme Corp', total: -201, spend_rank: 2 },
      { vendor: 'acme corp', total: -200, spend_rank: 3 },
      { vendor: 'Gamma 50%', total: -75, spend_rank: 4 },
    ],
    rowCount: 4,
    subsetRowCount: 4,
  },
  {
    name: 'drop_duplicate_columns keeps the first row (lowest doc_id) of each vendor, after the filter',
    request: {
      include_columns: ['doc_id', 'vendor'],
      drop_duplicate_columns: ['vendor'],
      filter: [{ clauses: [{ col: 'company_code', op: 'isin', val: ['1000', '3000'] }] }],
    },
    data: [
      { doc_id: 1, vendor: 'Acme Corp' },
      { doc_id: 2, vendor: 'acme corp' },
      { doc_id: 3, vendor: 'Beta_Supplies' },
      { doc_id: 7, vendor: 'Epsilon' },
    ],
    rowCount: 7,
    subsetRowCount: 4,
  },
  {
    name: 'cluster_key: a filter matching one row keeps its whole cluster',
    request: {
      include_columns: ['doc_id', 'account_group'],
      cluster_key: 'account_group',
      filter: [{ clauses: [{ col: 'doc_id', op: '==', val: 3 }] }],
    },
    data: [
      { doc_id: 3, account_group: 'A2' },
      { doc_id: 4, account_group: 'A2' },
    ],
    rowCount: 8,
    subsetRowCount: 2,
  },
  {
    name: 'pre_group_by: vendors per number of documents (the null vendor dropped)',
    request: {
      pre_group_by: {
        group_by: ['vendor'],
        aggregate: [{ col: 'doc_id', fn: ['count'], alias: ['documents'] }],
      },
      group_by: ['documents'],
      aggregate: [{ col: 'vendor', fn: ['count'], alias: ['vendors'] }],
    },
    data: [
      { documents: 1, vendors: 5 },
      { documents: 2, vendors: 1 },
    ],
    rowCount: 2,
    subsetRowCount: 2,
  },
  {
    name: 'totals of groups: sums and counts add up, the greatest is the greatest, a mean is of all the rows (not a sum of means)',
    request: {
      group_by: ['company_code'],
      aggregate: [
        { col: 'amount', fn: ['sum', 'count', 'mean', 'max'], alias: ['total', 'n', 'avg', 'most'] },
      ],
      sort: { col_alias: 'company_code', order: 'asc' },
    },
    data: [
      { company_code: '1000', total: 350.75, n: 3, avg: 350.75 / 3, most: 200 },
      { company_code: '2000', total: 375, n: 2, avg: 187.5, most: 300 },
      { company_code: '3000', total: 110.5, n: 2, avg: 55.25, most: 100.5 },
    ],
    rowCount: 3,
    subsetRowCount: 3,
    totals: { total: 836.25, n: 7, avg: 836.25 / 7, most: 300 },
  },
  {
    name: 'totals of groups with a filter (one scan, each aggregate filtered): the mean of the rows meeting it',
    request: {
      group_by: ['company_code'],
      aggregate: [
        { col: 'amount', fn: ['sum', 'count', 'mean', 'max'], alias: ['total', 'n', 'avg', 'most'] },
      ],
      filter: [{ clauses: [{ col: 'quantity', op: '>', val: 1 }] }],
      sort: { col_alias: 'company_code', order: 'asc' },
    },
    data: [
      { company_code: '1000', total: 250.25, n: 2, avg: 125.125, most: 200 },
      { company_code: '2000', total: 375, n: 2, avg: 187.5, most: 300 },
      { company_code: '3000', total: 100.5, n: 1, avg: 100.5, most: 100.5 },
    ],
    rowCount: 3,
    subsetRowCount: 3,
    totals: { total: 725.75, n: 5, avg: 145.15, most: 300 },
  },
  ...(['asc', 'desc'] as const).map((order): ParityCase => ({
    name: `sorted by a bin transform ${order}: in the order of its bins, not alphabetically, NULL last`,
    request: {
      transform: [
        {
          type: 'bin',
          col: 'amount',
          alias: 'band',
          bins: [0, 100, 200, 1000],
          labels: ['low', 'mid', 'high'],
        },
      ],
      group_by: ['band'],
      aggregate: [{ col: 'doc_id', fn: ['count'], alias: ['n'] }],
      keep_groupby_nan: true,
      sort: { col_alias: 'band', order },
    },
    data: [
      ...(order === 'asc'
        ? [
            { band: 'low', n: 3 },
            { band: 'mid', n: 2 },
            { band: 'high', n: 2 },
          ]
        : [
            { band: 'high', n: 2 },
            { band: 'mid', n: 2 },
            { band: 'low', n: 3 },
          ]),
      { band: null, n: 1 },
    ],
    rowCount: 4,
    subsetRowCount: 4,
  })),
];
