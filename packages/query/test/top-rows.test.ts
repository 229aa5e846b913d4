import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { summaryRequestSchema, type Row, type SummaryRequestInput } from '@spendlens/domain';
import {
  compile,
  pageOfTopRows,
  planSummary,
  planTopRows,
  topRowsByOrder,
  type Scope,
  type SelectNode,
  type SourceTable,
} from '../src/index';
import { engineOpeners, type TestEngine } from './support/engines';

/** A seeded generator (mulberry32): the same table every run. */
function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Few distinct values per column, so that ties (and whole duplicate rows) are everywhere and the
 * tie-breakers decide which rows make a page; NULLs in every column; text that orders differently
 * by case, accent and code point; NaN and the infinities; decimals, dates and timestamps.
 */
const pools = {
  vendor: ['Acme', 'acme', 'Acme ', 'Émile', 'Zeta', '😀 smile', 'ﬀ ligature', '\uFFFD', '10', '9', '', null],
  company_code: ['1000', '2000', '300', null],
  amount: ['100.50', '-3.20', '0.00', '7.05', '99999.99', null],
  rate: ['0.1', '0.0', 'NaN', 'Infinity', '-Infinity', '3.5', null],
  paid: ['true', 'false', null],
  posting_date: ['2024-01-15', '2023-12-31', '2024-02-29', '0999-05-01', null],
  created_at: ['2024-01-15 08:00:00', '2024-01-15 08:00:00.5', '2024-01-15 08:00:00.25', null],
} as const;
const ddl = {
  system_id: 'integer',
  doc_id: 'integer',
  vendor: 'varchar',
  company_code: 'varchar',
  amount: 'decimal(18,2)',
  rate: 'double precision',
  paid: 'boolean',
  posting_date: 'date',
  created_at: 'timestamp',
} as const;
const tableName = 'top_rows_docs';
const rowCount = 300;

const sourceIn = (schema: string): SourceTable => ({
  schema,
  table: tableName,
  columns: {
    system_id: { dataType: 'number' },
    doc_id: { dataType: 'number' },
    vendor: { dataType: 'string' },
    company_code: { dataType: 'string' },
    amount: { dataType: 'currency' },
    rate: { dataType: 'number' },
    paid: { dataType: 'yesno' },
    posting_date: { dataType: 'date' },
    created_at: { dataType: 'datetime' },
  },
  dateColumn: 'posting_date',
  accountGroupColumn: null,
  companyCodeColumn: 'company_code',
});
const scope: Scope = { systemId: 1, companyCodes: null, dateRange: null, accountGroups: null };

/** JSON as the API writes it, but NaN and the infinities kept apart from NULL. */
const exact = (rows: readonly Row[] | undefined) =>
  JSON.stringify(rows, (_key, v: unknown) =>
    typeof v === 'number' && !Number.isFinite(v) ? `number:${String(v)}` : v,
  );

/** Output shapes of the planner: plain rows (with whole duplicates), groups, the post-output stage. */
const shapes: Record<string, Partial<SummaryRequestInput>> = {
  'plain rows, no unique column (duplicate rows)': {
    include_columns: ['vendor', 'amount', 'rate', 'paid'],
    filter: [{ clauses: [{ col: 'company_code', op: '!=', val: '300' }] }],
  },
  'plain rows, every column': {},
  'plain rows with a computed column and negated values': {
    include_columns: ['doc_id', 'vendor', 'amount', 'posting_date'],
    computed: [{ alias: 'twice', formula: 'amount * 2' }],
    negate_value_columns: ['amount'],
  },
  'groups by vendor, NULL key kept': {
    group_by: ['vendor'],
    aggregate: [
      { col: 'amount', fn: ['sum', 'count', 'max'], alias: ['total', 'n', 'top'] },
      { col: 'rate', fn: ['min'], alias: ['min_rate'] },
      { col: 'posting_date', fn: ['min'], alias: ['first_posting'] },
    ],
    keep_groupby_nan: true,
  },
  'groups by two keys with a computed column and a rank': {
    group_by: ['paid', 'company_code'],
    aggregate: [{ col: 'amount', fn: ['sum', 'count'], alias: ['total', 'n'] }],
    computed: [{ alias: 'per_doc', formula: 'total / n' }],
    add_rank_column: { col: 'total', order: 'desc', alias: 'rank' },
    keep_groupby_nan: true,
  },
};

/** [page_rows, page_number]: inside the rows read per order (at most 30 here), and past them. */
const inside: readonly [number, number][] = [
  [7, 0],
  [7, 1],
  [7, 3],
  [10, 2],
  [30, 0],
  [1, 29],
  [15, 1],
];
const past: readonly [number, number][] = [
  [7, 4],
  [31, 0],
  [1, 30],
];

for (const engineName of ['duckdb', 'postgres'] as const) {
  describe(`top rows of every sort order, cut as the engine pages them, on ${engineName}`, () => {
    let engine: TestEngine;
    let source: SourceTable;
    const plan = (fields: Partial<SummaryRequestInput>) =>
      planSummary(
        summaryRequestSchema.parse({ system_id: 1, module: 'm', analysis: 'a', ...fields }),
        source,
        scope,
        { maxRows: 100_000 },
      );
    const topOf = (data: SelectNode) => planTopRows(data, { maxRows: 100_000, maxRowsPerOrder: 30 });

    beforeAll(async () => {
      engine = await engineOpeners[engineName]();
      source = sourceIn(engine.schema);
      const columns = Object.entries(ddl);
      const name = `"${engine.schema}"."${tableName}"`;
      await engine.raw(`create table ${name} (${columns.map(([c, t]) => `"${c}" ${t}`).join(', ')})`);
      const random = seeded(11);
      const pick = <T>(pool: readonly T[]): T => pool[Math.floor(random() * pool.length)]!;
      const rows = Array.from({ length: rowCount }, (_, i) => [
        i < rowCount - 20 ? '1' : '2',
        // doc ids repeat, so that "every column" has whole duplicates too
        String(Math.floor(i / 3)),
        pick(pools.vendor),
        pick(pools.company_code),
        pick(pools.amount),
        pick(pools.rate),
        pick(pools.paid),
        pick(pools.posting_date),
        pick(pools.created_at),
      ]);
      const values = rows.map(
        (_, r) => `(${columns.map(([, t], c) => `cast($${r * columns.length + c + 1} as ${t})`).join(', ')})`,
      );
      await engine.raw(`insert into ${name} values ${values.join(', ')}`, rows.flat());
    });
    afterAll(async () => {
      await engine?.close();
    });

    it.each(Object.entries(shapes))(
      '%s: every column, both directions, every page inside the rows read equals the engine’s page',
      async (_name, shape) => {
        const first = topOf(plan({ ...shape, page_rows: 7 }).data);
        expect(first).toBeDefined();
        const answer = await engine.run(first!.statement);
        const byOrder = topRowsByOrder(first!, answer);
        const sql = compile(first!.statement, engine.dialect);
        const sorts = [
          undefined,
          ...first!.names.flatMap((col) =>
            (['asc', 'desc'] as const).map((order) => ({ col_alias: col, order })),
          ),
        ];
        let compared = 0;
        for (const sort of sorts) {
          for (const [page_rows, page_number, isInside] of [
            ...inside.map(([r, n]) => [r, n, true] as const),
            ...past.map(([r, n]) => [r, n, false] as const),
          ]) {
            const request = { ...shape, ...(sort ? { sort } : {}), page_rows, page_number };
            const data = plan(request).data;
            const top = topOf(data)!;
            // the same statement for every sort and page on the same filters: one cached answer
            expect(compile(top.statement, engine.dialect)).toEqual(sql);
            const cut = pageOfTopRows(top, data, byOrder);
            const fromEngine = await engine.run(data);
            const total = byOrder[top.orders.get(JSON.stringify(data.orderBy))!]!.length;
            // an order holding fewer rows than it may holds the whole result: every page is there
            if (isInside || total < 30) {
              expect(cut, JSON.stringify(request)).toBeDefined();
              expect(exact(cut), JSON.stringify(request)).toBe(exact(fromEngine));
              compared += 1;
            } else {
              expect(cut, JSON.stringify(request)).toBeUndefined();
            }
          }
        }
        expect(compared).toBeGreaterThanOrEqual(sorts.length * inside.length);
      },
    );

    it('a sort on two columns, or all rows at once, is not cut from the top rows', async () => {
      const fields: Partial<SummaryRequestInput> = {
        include_columns: ['vendor', 'amount'],
        filter: [{ clauses: [{ col: 'paid', op: '==', val: true }] }],
      };
      const top = topOf(plan({ ...fields, page_rows: 5 }).data)!;
      const byOrder = topRowsByOrder(top, await engine.run(top.statement));
      const twoColumns = plan({
        ...fields,
        sort: [
          { col_alias: 'vendor', order: 'asc' },
          { col_alias: 'amount', order: 'desc' },
        ],
        page_rows: 5,
      }).data;
      expect(pageOfTopRows(top, twoColumns, byOrder)).toBeUndefined();
      const everything = plan({ ...fields, page_rows: -1 }).data;
      expect(pageOfTopRows(top, everything, byOrder)).toBeUndefined();
      // the same sort on one column is there
      const one = plan({ ...fields, sort: { col_alias: 'vendor', order: 'asc' }, page_rows: 5 }).data;
      expect(exact(pageOfTopRows(top, one, byOrder))).toBe(exact(await engine.run(one)));
    });

    it('reads at most maxRows rows in all, and nothing when not one row per order fits', () => {
      const data = plan({ include_columns: ['vendor', 'amount', 'rate'], page_rows: 5 }).data;
      // three columns, two directions: six orders
      expect(planTopRows(data, { maxRows: 60, maxRowsPerOrder: 1000 })!.rowsPerOrder).toBe(10);
      expect(planTopRows(data, { maxRows: 6, maxRowsPerOrder: 1000 })!.rowsPerOrder).toBe(1);
      expect(planTopRows(data, { maxRows: 5, maxRowsPerOrder: 1000 })).toBeUndefined();
    });
  });
}
