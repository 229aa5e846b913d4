import { describe, it } from 'vitest';
import type { FilterClause, SummaryRequestInput } from '@spendlens/domain';
import { planSummary } from '../src/index';
import { expectGolden, type Golden } from './support/golden';
import { docs, request, system7 } from './support/planning';

const head = 'select "vendor" from "pub"."docs" where "system_id" = $1 and ';
const tail = ' order by "vendor" asc nulls last';

/** The data query of `filter` over include_columns ['vendor']: WHERE fragments per dialect. */
function expectFilter(
  filter: SummaryRequestInput['filter'],
  duckdb: string,
  params: unknown[],
  postgres = duckdb,
): void {
  const plan = planSummary(request({ include_columns: ['vendor'], filter }), docs, system7);
  const golden: Golden = {
    duckdb: head + duckdb + tail,
    postgres: head + postgres + tail,
    params: [7, ...params],
  };
  expectGolden(plan.data, golden);
}

function clause(
  col: string,
  op: FilterClause['op'],
  val?: FilterClause['val'],
): SummaryRequestInput['filter'] {
  return [{ clauses: [val === undefined ? { col, op } : { col, op, val }] }];
}

describe('planSummary: one golden per operator', () => {
  it('== on text, number (bound exactly: a whole number as bigint, a fraction as decimal), yes/no, and null', () => {
    expectFilter(clause('vendor', '==', 'x'), '"vendor" = $2', ['x']);
    expectFilter(clause('amount', '==', 10.5), '"amount" = cast($2 as decimal(3, 1))', ['10.5']);
    expectFilter(clause('qty', '==', ' 12 '), '"qty" = cast($2 as bigint)', [12]);
    expectFilter(
      clause('amount', '==', 1e-7),
      '"amount" = cast($2 as double)',
      [1e-7],
      '"amount" = cast($2 as double precision)',
    );
    expectFilter(clause('amount', '==', -0.25), '"amount" = cast($2 as decimal(3, 2))', ['-0.25']);
    expectFilter(clause('paid', '==', true), '"paid" = $2', [true]);
    expectFilter(clause('vendor', '==', 1234), '"vendor" = $2', ['1234']);
    expectFilter(clause('vendor', '==', null), '"vendor" is null', []);
  });

  it('!= is null-safe (IS DISTINCT FROM); != null is IS NOT NULL', () => {
    expectFilter(clause('vendor', '!=', 'x'), '"vendor" is distinct from $2', ['x']);
    expectFilter(clause('amount', '!=', 3), '"amount" is distinct from cast($2 as bigint)', [3]);
    expectFilter(clause('vendor', '!=', null), '"vendor" is not null', []);
  });

  it('> < >= <= on numbers, dates and date-times', () => {
    expectFilter(clause('amount', '>', '99.5'), '"amount" > cast($2 as decimal(3, 1))', ['99.5']);
    expectFilter(clause('qty', '<', 3), '"qty" < cast($2 as bigint)', [3]);
    expectFilter(clause('posting_date', '>=', '2024-02-29'), '"posting_date" >= cast($2 as date)', [
      '2024-02-29',
    ]);
    expectFilter(clause('created_at', '<=', '2024-03-01T10:00:00'), '"created_at" <= cast($2 as timestamp)', [
      '2024-03-01T10:00:00',
    ]);
  });

  it('isin: a list, a scalar, a null among the values, only null, nothing', () => {
    expectFilter(clause('vendor', 'isin', ['a', 'b']), '"vendor" in ($2, $3)', ['a', 'b']);
    expectFilter(clause('vendor', 'isin', 'a'), '"vendor" in ($2)', ['a']);
    expectFilter(clause('vendor', 'isin', ['a', null]), '("vendor" in ($2) or "vendor" is null)', ['a']);
    expectFilter(clause('vendor', 'isin', [null]), '"vendor" is null', []);
    expectFilter(clause('vendor', 'isin', []), 'false', []);
    expectFilter(
      clause('qty', 'isin', [1, '2']),
      '"qty" in (cast($2 as bigint), cast($3 as bigint))',
      [1, 2],
    );
  });

  it('isnotin keeps NULL rows unless null is in the list; an empty list keeps everything', () => {
    expectFilter(clause('vendor', 'isnotin', ['a', 'b']), '("vendor" not in ($2, $3) or "vendor" is null)', [
      'a',
      'b',
    ]);
    expectFilter(clause('vendor', 'isnotin', ['a', null]), 'not ("vendor" in ($2) or "vendor" is null)', [
      'a',
    ]);
    expectFilter(clause('vendor', 'isnotin', [null]), '"vendor" is not null', []);
    expectFilter(clause('vendor', 'isnotin', []), 'true', []);
  });

  it('the LIKE family: ILIKE, with % _ and \\ of the value escaped', () => {
    expectFilter(clause('vendor', 'contains', '50%_a\\b'), `"vendor" ilike $2 escape '\\'`, [
      '%50\\%\\_a\\\\b%',
    ]);
    expectFilter(
      clause('vendor', 'doesnotcontain', 'ab'),
      `("vendor" not ilike $2 escape '\\' or "vendor" is null)`,
      ['%ab%'],
    );
    expectFilter(clause('vendor', 'startswith', 'ab'), `"vendor" ilike $2 escape '\\'`, ['ab%']);
    expectFilter(
      clause('vendor', 'doesnotstartwith', 'a_'),
      `("vendor" not ilike $2 escape '\\' or "vendor" is null)`,
      ['a\\_%'],
    );
    expectFilter(clause('vendor', 'endswith', 'ab'), `"vendor" ilike $2 escape '\\'`, ['%ab']);
  });

  it('isnull and notnull ignore the value', () => {
    expectFilter(clause('amount', 'isnull'), '"amount" is null', []);
    expectFilter(clause('amount', 'notnull', 'ignored'), '"amount" is not null', []);
  });

  it('isinmask is a bitwise AND against a bigint mask', () => {
    expectFilter(clause('flags', 'isinmask', 6), '("flags" & cast($2 as bigint)) <> 0', [6]);
    expectFilter(clause('qty', 'isinmask', '4'), '("qty" & cast($2 as bigint)) <> 0', [4]);
  });
});

describe('planSummary: connectors and parentheses', () => {
  it('clauses of a group are joined by its clause_connector', () => {
    expectFilter(
      [
        {
          clause_connector: '|',
          clauses: [
            { col: 'vendor', op: '==', val: 'a' },
            { col: 'qty', op: '>', val: 2 },
          ],
        },
      ],
      '("vendor" = $2 or "qty" > cast($3 as bigint))',
      ['a', 2],
    );
  });

  it('groups fold left to right: [g1, | g2, & g3] is ((g1 or g2) and g3)', () => {
    expectFilter(
      [
        {
          clauses: [
            { col: 'vendor', op: '==', val: 'a' },
            { col: 'paid', op: '==', val: true },
          ],
        },
        { group_connector: '|', clauses: [{ col: 'vendor', op: '==', val: 'b' }] },
        { group_connector: '&', clauses: [{ col: 'company_code', op: '==', val: 'c' }] },
      ],
      '((("vendor" = $2 and "paid" = $3) or "vendor" = $4) and "company_code" = $5)',
      ['a', true, 'b', 'c'],
    );
  });

  it('consecutive groups with one connector share a list; the first group_connector is ignored', () => {
    expectFilter(
      [
        { group_connector: '|', clauses: [{ col: 'vendor', op: '==', val: 'a' }] },
        {
          group_connector: '|',
          clause_connector: '|',
          clauses: [
            { col: 'vendor', op: '==', val: 'b' },
            { col: 'vendor', op: 'isnull' },
          ],
        },
        { group_connector: '|', clauses: [{ col: 'vendor', op: '==', val: 'c' }] },
      ],
      '("vendor" = $2 or ("vendor" = $3 or "vendor" is null) or "vendor" = $4)',
      ['a', 'b', 'c'],
    );
  });

  it('groups without clauses are left out; an empty filter filters nothing', () => {
    expectFilter(
      [
        { clauses: [] },
        { group_connector: '|', clauses: [{ col: 'vendor', op: '==', val: 'a' }] },
        { clauses: [] },
      ],
      '"vendor" = $2',
      ['a'],
    );
    const plan = planSummary(
      request({ include_columns: ['vendor'], filter: [{ clauses: [] }] }),
      docs,
      system7,
    );
    expectGolden(plan.data, {
      duckdb: 'select "vendor" from "pub"."docs" where "system_id" = $1 order by "vendor" asc nulls last',
      postgres: 'select "vendor" from "pub"."docs" where "system_id" = $1 order by "vendor" asc nulls last',
      params: [7],
    });
  });
});
