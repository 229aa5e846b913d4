import { describe, it } from 'vitest';
import type { FilterClause, SummaryRequest, SummaryRequestInput } from '@spendlens/domain';
import { planSummary } from '../src/index';
import { docs, expectDomainError, request, system7 } from './support/planning';

function plan(fields: Partial<SummaryRequestInput>): void {
  planSummary(request(fields), docs, system7);
}

function filterOn(clause: FilterClause): Partial<SummaryRequestInput> {
  return { filter: [{ clauses: [clause] }] };
}

const grouped: Partial<SummaryRequestInput> = {
  group_by: ['company_code'],
  aggregate: [{ col: 'amount', fn: ['sum'], alias: ['total'] }],
};

describe('planSummary: every name is checked (unknown_column)', () => {
  it.each([
    ['filter', filterOn({ col: 'nope', op: '==', val: 1 })],
    ['pre_filter', { pre_filter: [{ clauses: [{ col: 'nope', op: 'isnull' }] }] }],
    ['post_filter', { ...grouped, post_filter: [{ clauses: [{ col: 'nope', op: '>', val: 1 }] }] }],
    ['group_by', { group_by: ['nope'] }],
    ['aggregate col', { aggregate: [{ col: 'nope', fn: ['count'], alias: ['n'] }] }],
    ['include_columns', { include_columns: ['vendor', 'nope'] }],
    ['include_columns when grouped', { ...grouped, include_columns: ['nope'] }],
    ['sort', { sort: { col_alias: 'nope', order: 'asc' } }],
  ] as [string, Partial<SummaryRequestInput>][])('%s', (_, fields) => {
    expectDomainError(() => plan(fields), 'unknown_column', 'Unknown column: nope');
  });

  it('post_filter and sort name output columns, not source columns', () => {
    expectDomainError(
      () => plan({ ...grouped, sort: { col_alias: 'vendor', order: 'asc' } }),
      'unknown_column',
      'vendor',
    );
    expectDomainError(
      () => plan({ ...grouped, post_filter: [{ clauses: [{ col: 'amount', op: '>', val: 1 }] }] }),
      'unknown_column',
      'amount',
    );
    expectDomainError(
      () =>
        plan({ include_columns: ['vendor'], post_filter: [{ clauses: [{ col: 'amount', op: 'isnull' }] }] }),
      'unknown_column',
      'amount',
    );
  });

  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty'])(
    'inherited property %s is unknown',
    (name) => {
      expectDomainError(() => plan(filterOn({ col: name, op: 'isnull' })), 'unknown_column', name);
    },
  );
});

describe('planSummary: operators, values and functions fit the column (bad_request)', () => {
  it.each([
    ['> on a string', { col: 'vendor', op: '>', val: 'a' }, 'does not apply'],
    ['<= on yes/no', { col: 'paid', op: '<=', val: true }, 'does not apply'],
    ['contains on a number', { col: 'amount', op: 'contains', val: '1' }, 'does not apply'],
    ['startswith on a date', { col: 'posting_date', op: 'startswith', val: '2024' }, 'does not apply'],
    ['isinmask on a string', { col: 'vendor', op: 'isinmask', val: 1 }, 'does not apply'],
    ['isinmask with a fraction', { col: 'flags', op: 'isinmask', val: 1.5 }, 'non-negative integer'],
    ['isinmask with a negative mask', { col: 'flags', op: 'isinmask', val: -1 }, 'non-negative integer'],
    ['isinmask with a list', { col: 'flags', op: 'isinmask', val: [1, 2] }, 'needs one value'],
    ['a word for a number', { col: 'amount', op: '==', val: 'abc' }, 'must be a number'],
    ['a boolean for a number', { col: 'qty', op: 'isin', val: [true] }, 'must be a number'],
    ['an impossible date', { col: 'posting_date', op: '==', val: '2023-02-29' }, 'must be a date'],
    ['a local date format', { col: 'posting_date', op: '>', val: '15/03/2024' }, 'must be a date'],
    [
      'a date-time for a date',
      { col: 'posting_date', op: '>', val: '2024-03-15T10:00:00' },
      'must be a date',
    ],
    ['a bad date-time', { col: 'created_at', op: '<', val: '2024-13-01' }, 'must be a date'],
    ['a boolean for text', { col: 'vendor', op: '==', val: false }, 'must be a string'],
    ['a boolean LIKE value', { col: 'vendor', op: 'contains', val: true }, 'text value'],
    ['a list for ==', { col: 'vendor', op: '==', val: ['a'] }, 'needs one value'],
    ['no value for ==', { col: 'vendor', op: '==' }, 'needs one value'],
    ['no value for isin', { col: 'vendor', op: 'isin' }, 'needs a list'],
    ['null for >', { col: 'amount', op: '>', val: null }, 'not null'],
  ] as [string, FilterClause, string][])('%s', (_, clause, message) => {
    expectDomainError(() => plan(filterOn(clause)), 'bad_request', message);
  });

  it.each([
    ['sum', 'vendor'],
    ['mean', 'posting_date'],
    ['median', 'created_at'],
    ['min', 'paid'],
    ['max', 'paid'],
  ] as const)('%s on %s', (fn, col) => {
    expectDomainError(
      () => plan({ aggregate: [{ col, fn: [fn], alias: ['x'] }] }),
      'bad_request',
      `Function ${fn} does not apply`,
    );
  });

  it('aliases must be unique and distinct from the group columns', () => {
    expectDomainError(
      () => plan({ aggregate: [{ col: 'amount', fn: ['sum', 'max'], alias: ['x', 'x'] }] }),
      'bad_request',
      'Duplicate output column: x',
    );
    expectDomainError(
      () => plan({ group_by: ['vendor'], aggregate: [{ col: 'vendor', fn: ['count'], alias: ['vendor'] }] }),
      'bad_request',
      'Duplicate output column: vendor',
    );
  });

  it('values outside the allow-lists (a request that skipped the boundary) are refused', () => {
    const valid = request({});
    const run = (patch: Record<string, unknown>) => () =>
      planSummary({ ...valid, ...patch } as SummaryRequest, docs, system7);
    expectDomainError(
      run({
        filter: [
          { clause_connector: '&', group_connector: '&', clauses: [{ col: 'vendor', op: 'like', val: 'x' }] },
        ],
      }),
      'bad_request',
      'Unknown operator: like',
    );
    expectDomainError(
      run({
        filter: [
          { clause_connector: 'xor', group_connector: '&', clauses: [{ col: 'vendor', op: 'isnull' }] },
        ],
      }),
      'bad_request',
      'Unknown connector',
    );
    expectDomainError(
      run({ aggregate: [{ col: 'amount', fn: ['stddev'], alias: ['s'] }] }),
      'bad_request',
      'Unknown aggregate function: stddev',
    );
    expectDomainError(
      run({ sort: { col_alias: 'vendor', order: 'sideways' } }),
      'bad_request',
      'Unknown sort order',
    );
    expectDomainError(
      run({ aggregate: [{ col: 'amount', fn: ['sum', 'max'], alias: ['s'] }] }),
      'bad_request',
      'same length',
    );
    expectDomainError(run({ page_number: -1 }), 'bad_request', 'page_number');
    expectDomainError(run({ page_rows: 2.5 }), 'bad_request', 'page_rows');
    expectDomainError(
      run({ page_rows: 10, page_number: Number.MAX_SAFE_INTEGER }),
      'bad_request',
      'too large',
    );
  });
});
