import { summaryRequestSchema, type Row, type SummaryRequestInput } from '@spendlens/domain';
import { compile, duckdbDialect, planSummary, type Scope, type SourceTable } from '@spendlens/query';
import { DuckDbExecutor, type Executor } from '@spendlens/warehouse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCachingExecutor } from '../src/services/query-cache';
import { createWholeResultPages } from '../src/services/whole-result-pages';

/** A seeded generator (mulberry32): the same fixture every run. */
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
 * Values chosen to catch every way an in-memory order can differ from the engine's: NULLs, ties,
 * case and accents, a character above U+FFFF against one from U+E000 (UTF-16 and code-point order
 * disagree there), digits as text against numbers, NaN, ±Infinity and -0, decimals, dates and
 * timestamps with fractions of a second.
 */
const pools = {
  vendor: [
    'Acme',
    'acme',
    'Acme ',
    'Émile',
    'Zeta',
    'zeta',
    '😀 smile',
    'ﬀ ligature',
    '\uFFFD',
    '10',
    '9',
    '100',
    '',
    'a',
    'ab',
    null,
  ],
  code: ['1000', '2000', '300', null],
  amount: ['100.50', '100.50', '-3.20', '0.00', '7.05', '99999.99', null],
  big: ['1', '2', '2', '-7', '1000000000000', null],
  rate: ['0.1', '-0.0', '0.0', 'nan', 'inf', '-inf', '3.5', '1e-300', null],
  paid: ['true', 'false', null],
  posting: ['2024-01-15', '2023-12-31', '2024-02-29', '0999-05-01', null],
  created: [
    '2024-01-15 08:00:00',
    '2024-01-15 08:00:00.5',
    '2024-01-15 08:00:00.25',
    '2024-01-15 08:00:00.123456',
    null,
  ],
} as const;
const ddl = {
  system_id: 'integer',
  doc_id: 'integer',
  vendor: 'varchar',
  company_code: 'varchar',
  amount: 'decimal(18,2)',
  big: 'bigint',
  rate: 'double',
  paid: 'boolean',
  posting_date: 'date',
  created_at: 'timestamp',
} as const;

const source: SourceTable = {
  schema: 'pub',
  table: 'docs',
  columns: {
    system_id: { dataType: 'number' },
    doc_id: { dataType: 'number' },
    vendor: { dataType: 'string' },
    company_code: { dataType: 'string' },
    amount: { dataType: 'currency' },
    big: { dataType: 'number' },
    rate: { dataType: 'number' },
    paid: { dataType: 'yesno' },
    posting_date: { dataType: 'date' },
    created_at: { dataType: 'datetime' },
  },
  dateColumn: 'posting_date',
  accountGroupColumn: null,
  companyCodeColumn: 'company_code',
};
const scope: Scope = { systemId: 1, companyCodes: null, dateRange: null, accountGroups: null };

/** JSON as the API writes it, but NaN and the infinities kept apart from NULL: a stricter comparison. */
const exact = (rows: readonly Row[] | undefined) =>
  JSON.stringify(rows, (_key, v: unknown) =>
    typeof v === 'number' && !Number.isFinite(v) ? `number:${String(v)}` : v,
  );

/** Output shapes of the planner: plain rows, groups (with and without NULL keys), the post-output stage. */
type Shape = Partial<SummaryRequestInput>;
const shapes: Record<string, Shape> = {
  'plain rows, no unique column (duplicates possible)': {
    include_columns: ['vendor', 'amount', 'rate', 'paid'],
  },
  'plain rows, every column': {},
  'groups by vendor, NULL key kept': {
    group_by: ['vendor'],
    aggregate: [
      { col: 'amount', fn: ['sum', 'count', 'max'], alias: ['total', 'n', 'top'] },
      { col: 'rate', fn: ['mean', 'min'], alias: ['mean_rate', 'min_rate'] },
      { col: 'big', fn: ['sum'], alias: ['big_total'] },
      { col: 'posting_date', fn: ['min'], alias: ['first_posting'] },
      { col: 'created_at', fn: ['max'], alias: ['last_created'] },
      { col: 'company_code', fn: ['nunique'], alias: ['codes'] },
    ],
    keep_groupby_nan: true,
  },
  'groups by two keys, NULL keys dropped': {
    group_by: ['paid', 'company_code'],
    aggregate: [{ col: 'amount', fn: ['sum', 'count'], alias: ['total', 'n'] }],
  },
  'groups with a computed column and a rank (post-output stage)': {
    group_by: ['vendor'],
    aggregate: [{ col: 'amount', fn: ['sum', 'count'], alias: ['total', 'n'] }],
    computed: [{ alias: 'per_doc', formula: 'total / n' }],
    add_rank_column: { col: 'total', order: 'desc', alias: 'rank' },
    keep_groupby_nan: true,
  },
  'monthly bins': {
    transform: [{ type: 'date_bin', col: 'posting_date', alias: 'month', bins: 'month' }],
    group_by: ['month', 'paid'],
    aggregate: [{ col: 'rate', fn: ['sum'], alias: ['rate_sum'] }],
    keep_groupby_nan: true,
  },
};
const pages: readonly [number, number][] = [
  [-1, 0],
  [7, 0],
  [7, 1],
  [7, 5],
  [50, 1],
  [1, 13],
  [25, 40],
];

describe('whole results ordered and paged in memory', () => {
  let engine: DuckDbExecutor;
  let cached: Executor;
  const plan = (fields: Shape) =>
    planSummary(
      summaryRequestSchema.parse({ system_id: 1, module: 'm', analysis: 'a', ...fields }),
      source,
      scope,
      { maxRows: 100_000 },
    );
  const countOf = async (fields: Shape) =>
    Number(Object.values((await engine.query(compile(plan(fields).subsetRowCount, duckdbDialect)))[0]!)[0]);

  beforeAll(async () => {
    engine = await DuckDbExecutor.open(':memory:');
    await engine.run('create schema pub');
    const columns = Object.entries(ddl);
    await engine.run(`create table pub.docs (${columns.map(([c, t]) => `${c} ${t}`).join(', ')})`);
    const random = seeded(5);
    const pick = <T>(pool: readonly T[]): T => pool[Math.floor(random() * pool.length)]!;
    for (let doc = 1; doc <= 400; doc++) {
      const values = [
        doc > 380 ? '2' : '1',
        String(doc),
        pick(pools.vendor),
        pick(pools.code),
        pick(pools.amount),
        pick(pools.big),
        pick(pools.rate),
        pick(pools.paid),
        pick(pools.posting),
        pick(pools.created),
      ];
      await engine.run(
        `insert into pub.docs values (${columns.map(([, t], i) => `cast($${i + 1} as ${t})`).join(', ')})`,
        values,
      );
    }
    cached = createCachingExecutor(engine);
  });
  afterAll(() => engine.close());

  it.each(Object.entries(shapes))(
    '%s: every sort and page equals the engine’s, byte for byte',
    async (_name, shape) => {
      const inMemory = createWholeResultPages({ warehouse: cached, maxRows: 10_000 });
      const outputs = Object.keys(
        (await engine.query(compile(plan({ ...shape, page_rows: 1 }).data, duckdbDialect)))[0]!,
      );
      const random = seeded(outputs.length);
      const sorts: SummaryRequestInput['sort'][] = [
        undefined,
        ...outputs.flatMap((col) => (['asc', 'desc'] as const).map((order) => ({ col_alias: col, order }))),
        ...Array.from({ length: 4 }, () =>
          [...outputs]
            .sort(() => random() - 0.5)
            .slice(0, 2)
            .map((col) => ({ col_alias: col, order: random() < 0.5 ? ('asc' as const) : ('desc' as const) })),
        ),
      ];
      const count = await countOf(shape);
      expect(count).toBeGreaterThan(1);
      let compared = 0;
      for (const sort of sorts) {
        for (const [page_rows, page_number] of pages) {
          const request = { ...shape, ...(sort ? { sort } : {}), page_rows, page_number };
          const data = plan(request).data;
          const fromEngine = await engine.query(compile(data, duckdbDialect));
          const fromMemory = await inMemory.rowsOf(data, count);
          expect(fromMemory, JSON.stringify(request)).toBeDefined();
          expect(exact(fromMemory), JSON.stringify(request)).toBe(exact(fromEngine));
          compared += 1;
        }
      }
      expect(compared).toBe(sorts.length * pages.length);
    },
  );

  it('leaves to the engine what it cannot order exactly in memory', async () => {
    const inMemory = createWholeResultPages({ warehouse: cached, maxRows: 10_000 });
    const byVendor = plan({
      group_by: ['vendor'],
      aggregate: [{ col: 'amount', fn: ['sum'], alias: ['total'] }],
      page_rows: 5,
    }).data;
    const count = await countOf({
      group_by: ['vendor'],
      aggregate: [{ col: 'amount', fn: ['sum'], alias: ['total'] }],
    });
    expect(await inMemory.rowsOf(byVendor, count)).toBeDefined();
    // more rows than it may hold whole
    const small = createWholeResultPages({ warehouse: cached, maxRows: count - 1 });
    expect(await small.rowsOf(byVendor, count)).toBeUndefined();
    // an engine whose text order follows a collation
    const postgres = createWholeResultPages({
      warehouse: { ...cached, dialect: 'postgres' },
      maxRows: 10_000,
    });
    expect(await postgres.rowsOf(byVendor, count)).toBeUndefined();
  });

  it('leaves to the engine numbers a JS number cannot keep apart: a wide DECIMAL, a BIGINT beyond 2^53', async () => {
    const db = await DuckDbExecutor.open(':memory:');
    try {
      await db.run('create schema pub');
      await db.run(
        'create table pub.docs (system_id integer, doc_id integer, amount decimal(38,2), big bigint)',
      );
      // 2^53 + 1 and 2^53 are one JS number; so are these two decimals
      await db.run(`insert into pub.docs values
        (1, 1, 900719925474099.93, 9007199254740993), (1, 2, 900719925474099.92, 9007199254740992)`);
      const wide: SourceTable = {
        schema: 'pub',
        table: 'docs',
        columns: {
          system_id: { dataType: 'number' },
          doc_id: { dataType: 'number' },
          amount: { dataType: 'currency' },
          big: { dataType: 'number' },
        },
        dateColumn: null,
        accountGroupColumn: null,
        companyCodeColumn: 'doc_id',
      };
      const pages = createWholeResultPages({ warehouse: db, maxRows: 10_000 });
      for (const col of ['amount', 'big']) {
        const request = summaryRequestSchema.parse({
          system_id: 1,
          module: 'm',
          analysis: 'a',
          include_columns: [col],
          sort: { col_alias: col, order: 'asc' },
        });
        expect(await pages.rowsOf(planSummary(request, wide, scope).data, 2)).toBeUndefined();
      }
      const ids = summaryRequestSchema.parse({
        system_id: 1,
        module: 'm',
        analysis: 'a',
        include_columns: ['doc_id'],
      });
      expect(await pages.rowsOf(planSummary(ids, wide, scope).data, 2)).toEqual([
        { doc_id: 1 },
        { doc_id: 2 },
      ]);
    } finally {
      await db.close();
    }
  });
});
