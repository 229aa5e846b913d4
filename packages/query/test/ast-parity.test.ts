import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Row } from '@spendlens/domain';
import {
  aggregate,
  and,
  binary,
  call,
  caseWhen,
  cast,
  column,
  cte,
  derivedTable,
  inList,
  isNull,
  literal,
  negate,
  orderBy,
  select,
  selection,
  star,
  subquery,
  table,
  unionAll,
  value,
  when,
  type ExpressionNode,
  type SelectNode,
} from '../src/index';
import { engineOpeners, type TestEngine } from './support/engines';
import { fixtureTable } from './support/fixture';

/**
 * Compiler features the summary planner does not use yet, executed on both engines over the
 * fixture (support/fixture.ts), with exact answers. Their golden SQL is in compiler.test.ts.
 */
interface AstCase {
  name: string;
  build: (schema: string) => SelectNode;
  rows: Row[];
}

const system1 = binary('=', column('system_id'), value(1));
const where = (...conditions: ExpressionNode[]) => and(system1, ...conditions);
const byDoc = [orderBy(column('doc_id'))];

const cases: AstCase[] = [
  {
    name: 'a common table expression',
    build: (schema) =>
      select({
        with: [
          cte(
            'big',
            select({
              selections: [selection(column('doc_id'))],
              from: table(fixtureTable, schema),
              where: where(binary('>', column('amount'), value(100))),
            }),
          ),
        ],
        selections: [selection(aggregate('count', star), 'n')],
        from: table('big'),
      }),
    rows: [{ n: 4 }],
  },
  {
    name: 'union all of a top-N, a filtered query and a numbered window',
    build: (schema) => {
      const docs = table(fixtureTable, schema);
      const cheapest = select({
        selections: [selection(literal(0), 'part'), selection(column('doc_id'))],
        from: docs,
        where: system1,
        orderBy: [orderBy(column('amount'), 'asc', 'first'), orderBy(column('doc_id'), 'desc')],
        limit: value(2),
      });
      const us = select({
        selections: [selection(literal(1), 'part'), selection(column('doc_id'))],
        from: docs,
        where: where(binary('=', column('region'), value('US'))),
      });
      return select({
        selections: [selection(column('part')), selection(column('doc_id'))],
        from: unionAll([cheapest, us], 'parts'),
        orderBy: [orderBy(column('part')), orderBy(column('doc_id'))],
      });
    },
    rows: [
      { part: 0, doc_id: 5 },
      { part: 0, doc_id: 7 },
      { part: 1, doc_id: 7 },
      { part: 1, doc_id: 8 },
    ],
  },
  {
    name: 'a scalar subquery',
    build: (schema) => {
      const max = select({
        selections: [selection(aggregate('max', column('amount')))],
        from: table(fixtureTable, schema),
        where: system1,
      });
      return select({
        selections: [selection(column('doc_id'))],
        from: table(fixtureTable, schema),
        where: where(binary('=', column('amount'), subquery(max))),
      });
    },
    rows: [{ doc_id: 6 }],
  },
  {
    name: 'CASE with bound results',
    build: (schema) =>
      select({
        selections: [
          selection(column('doc_id')),
          selection(
            caseWhen(
              [
                when(binary('>=', column('amount'), value(100)), value('big')),
                when(isNull(column('amount')), value('none')),
              ],
              value('small'),
            ),
            'size',
          ),
        ],
        from: table(fixtureTable, schema),
        where: system1,
        orderBy: byDoc,
      }),
    rows: ['big', 'big', 'small', 'small', 'none', 'big', 'small', 'big'].map((size, i) => ({
      doc_id: i + 1,
      size,
    })),
  },
  {
    name: 'scalar functions, unary minus and casts',
    build: (schema) =>
      select({
        selections: [
          selection(column('doc_id')),
          selection(call('lower', [column('vendor')]), 'l'),
          selection(call('upper', [column('vendor')]), 'u'),
          selection(call('abs', [negate(column('quantity'))]), 'q'),
          selection(call('coalesce', [cast(column('amount'), 'double'), cast(value(0), 'double')]), 'c'),
          selection(cast(column('doc_id'), 'text'), 't'),
          selection(cast(value('7'), 'bigint'), 'b'),
        ],
        from: table(fixtureTable, schema),
        where: where(inList(column('doc_id'), [value(2), value(5)])),
        orderBy: byDoc,
      }),
    rows: [
      { doc_id: 2, l: 'acme corp', u: 'ACME CORP', q: 2, c: 200, t: '2', b: 7 },
      { doc_id: 5, l: null, u: null, q: null, c: 0, t: '5', b: 7 },
    ],
  },
  {
    name: 'select distinct',
    build: (schema) =>
      select({
        distinct: true,
        selections: [selection(column('region'))],
        from: table(fixtureTable, schema),
        where: system1,
        orderBy: [orderBy(column('region'), 'desc')],
      }),
    rows: [{ region: 'US' }, { region: 'EU' }],
  },
  {
    name: 'IS NOT DISTINCT FROM a bound NULL',
    build: (schema) =>
      select({
        selections: [selection(column('doc_id'))],
        from: table(fixtureTable, schema),
        where: where(binary('is not distinct from', column('paid'), value(null))),
        orderBy: byDoc,
      }),
    rows: [{ doc_id: 4 }, { doc_id: 7 }],
  },
  {
    name: 'a derived table with qualified columns',
    build: (schema) =>
      select({
        selections: [selection(column('doc_id', 'd'))],
        from: derivedTable(
          select({
            selections: [selection(column('doc_id'))],
            from: table(fixtureTable, schema),
            where: system1,
          }),
          'd',
        ),
        where: binary('>', column('doc_id', 'd'), value(6)),
        orderBy: [orderBy(column('doc_id', 'd'), 'desc')],
      }),
    rows: [{ doc_id: 8 }, { doc_id: 7 }],
  },
  {
    name: 'literals',
    build: (schema) =>
      select({
        selections: [
          selection(literal(true), 'y'),
          selection(literal(null), 'z'),
          selection(literal(0.5), 'h'),
        ],
        from: table(fixtureTable, schema),
        where: where(binary('=', column('doc_id'), value(1))),
      }),
    rows: [{ y: true, z: null, h: 0.5 }],
  },
];

for (const engineName of ['duckdb', 'postgres'] as const) {
  describe(`compiler features on ${engineName}`, () => {
    let engine: TestEngine;
    beforeAll(async () => {
      engine = await engineOpeners[engineName]();
    });
    afterAll(async () => {
      await engine?.close();
    });

    for (const c of cases) {
      it(c.name, async () => {
        expect(await engine.run(c.build(engine.schema))).toEqual(c.rows);
      });
    }
  });
}
