import { summaryRequestSchema, type SummaryRequestInput } from '@spendlens/domain';
import {
  compile,
  duckdbDialect,
  planInMemoryOrder,
  planSummary,
  type Scope,
  type SourceTable,
} from '@spendlens/query';
import { DuckDbExecutor, type Executor, type QueryOptions, type Statement } from '@spendlens/warehouse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCachingExecutor } from '../src/services/query-cache';
import { createTopRowsPages } from '../src/services/top-rows-pages';
import { createWholeResultPages } from '../src/services/whole-result-pages';

const source: SourceTable = {
  schema: 'pub',
  table: 'docs',
  columns: {
    system_id: { dataType: 'number' },
    doc_id: { dataType: 'number' },
    vendor: { dataType: 'string' },
    company_code: { dataType: 'string' },
    amount: { dataType: 'currency' },
    posting_date: { dataType: 'date' },
  },
  dateColumn: 'posting_date',
  accountGroupColumn: null,
  companyCodeColumn: 'company_code',
};
const everything: Scope = { systemId: 1, companyCodes: null, dateRange: null, accountGroups: null };
const code1000: Scope = { ...everything, companyCodes: ['1000'] };
/** The rows a result may keep in all: 4 columns, 8 orders, 25 rows per order. */
const maxRows = 200;
const fields = { include_columns: ['doc_id', 'vendor', 'amount', 'posting_date'] } as const;

const plan = (request: Partial<SummaryRequestInput>, scope: Scope = everything) =>
  planSummary(
    summaryRequestSchema.parse({ system_id: 1, module: 'm', analysis: 'a', ...fields, ...request }),
    source,
    scope,
    { maxRows: 100_000 },
  ).data;
const isTopRows = (statement: Statement) => statement.sql.startsWith('with "result_rows"');

/** `inner` with its reads of top rows counted, and held until `release` when `hold` is set. */
function watched(inner: Executor) {
  const state = { reads: 0, calls: 0, hold: false, failing: false, aborted: 0 };
  const held: (() => void)[] = [];
  let onHeld: (() => void) | null = null;
  const executor: Executor = {
    dialect: inner.dialect,
    run: (sql, params) => inner.run(sql, params),
    transaction: (work) => inner.transaction(work),
    inInsertionOrder: (work) => inner.inInsertionOrder(work),
    close: () => inner.close(),
    async query(statement: Statement, options?: QueryOptions) {
      state.calls += 1;
      if (isTopRows(statement)) {
        state.reads += 1;
        if (state.failing) throw new Error('the engine failed');
        if (state.hold) {
          await new Promise<void>((resolve, reject) => {
            held.push(resolve);
            onHeld?.();
            options?.signal?.addEventListener('abort', () => {
              state.aborted += 1;
              reject(options.signal!.reason as Error);
            });
          });
        }
      }
      return inner.query(statement, options);
    },
  };
  return {
    executor,
    state,
    /** Reads waiting for `release`. */
    held: () => held.length,
    release: () => held.splice(0).forEach((r) => r()),
    /** Resolves when a read is waiting for `release` (at once if one already is): no timing involved. */
    someHeld: () =>
      held.length > 0
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            onHeld = () => {
              onHeld = null;
              resolve();
            };
          }),
  };
}

describe('top rows of every sort order, read after a big result’s first page', () => {
  let engine: DuckDbExecutor;
  let total: number;
  beforeAll(async () => {
    engine = await DuckDbExecutor.open(':memory:');
    await engine.run('create schema pub');
    await engine.run(
      'create table pub.docs (system_id integer, doc_id integer, vendor varchar, company_code varchar, amount decimal(18,2), posting_date date)',
    );
    // ties everywhere (few vendors, amounts and dates), NULLs in every column but the id
    await engine.run(`insert into pub.docs
      select 1, i,
        case when i % 7 = 0 then null else 'vendor ' || (i % 5) end,
        case when i % 3 = 0 then '1000' else '2000' end,
        case when i % 11 = 0 then null else ((i * 37) % 13) * 10.5 end,
        case when i % 13 = 0 then null else date '2024-01-01' + (i % 9)::integer end
      from range(1, 601) t(i)`);
    total = 600;
  });
  afterAll(() => engine.close());

  it('cuts every sort and page inside the rows read as the engine pages them, without the engine', async () => {
    const engineReads = watched(engine);
    const cache = createCachingExecutor(engineReads.executor, { maxRowsPerEntry: maxRows });
    const pages = createTopRowsPages({ warehouse: cache, maxRows, maxRowsPerOrder: 1000, startDelayMs: 0 });
    const first = plan({ sort: { col_alias: 'amount', order: 'desc' }, page_rows: 10 });
    expect(pages.rowsOf(first)).toBeUndefined();
    pages.readLater(first, total);
    // queued once, however many sorts and pages on the same filters ask
    pages.readLater(plan({ page_rows: 5, page_number: 3 }), total);
    await pages.settled();
    expect(engineReads.state.reads).toBe(1);

    let compared = 0;
    for (const col of fields.include_columns) {
      for (const order of ['asc', 'desc'] as const) {
        for (const [page_rows, page_number] of [
          [10, 0],
          [10, 1],
          [5, 4],
          [25, 0],
          [1, 24],
        ]) {
          const data = plan({ sort: { col_alias: col, order }, page_rows, page_number });
          const cut = pages.rowsOf(data);
          expect(cut, JSON.stringify({ col, order, page_rows, page_number })).toEqual(
            await engine.query(compile(data, duckdbDialect)),
          );
          compared += 1;
        }
        // past the 25 rows read per order: the engine answers
        expect(
          pages.rowsOf(plan({ sort: { col_alias: col, order }, page_rows: 10, page_number: 2 })),
        ).toBeUndefined();
      }
    }
    expect(compared).toBe(4 * 2 * 5);
    // a sort on two columns is not one of the orders read
    const two = plan({
      sort: [
        { col_alias: 'vendor', order: 'asc' },
        { col_alias: 'amount', order: 'asc' },
      ],
      page_rows: 10,
    });
    expect(pages.rowsOf(two)).toBeUndefined();
  });

  it('reads a result short enough to be read whole as a whole (no top rows), and no top rows with QUERY_TOP_ROWS=0', async () => {
    const engineReads = watched(engine);
    const cache = createCachingExecutor(engineReads.executor);
    const wholeResults = createWholeResultPages({ warehouse: cache, maxRows });
    const pages = createTopRowsPages({
      warehouse: cache,
      maxRows,
      maxRowsPerOrder: 1000,
      startDelayMs: 0,
      wholeStatementOf: (data) => wholeResults.wholeStatementOf(data),
    });
    const short = plan({ filter: [{ clauses: [{ col: 'doc_id', op: '<=', val: 150 }] }], page_rows: 10 });
    pages.readLater(short, 150);
    await pages.settled();
    expect(engineReads.state.reads).toBe(0);
    // the statement whole-result-pages.ts reads, now cached: its pages come without the engine
    const whole = compile(planInMemoryOrder(short, maxRows)!.whole, duckdbDialect);
    expect(cache.cached(whole)).toHaveLength(150);
    const calls = engineReads.state.calls;
    expect(await wholeResults.rowsOf(short, 150)).toEqual(await engine.query(compile(short, duckdbDialect)));
    expect(engineReads.state.calls).toBe(calls);
    // nor any result when no top rows are to be read (QUERY_TOP_ROWS=0)
    const none = createTopRowsPages({
      warehouse: createCachingExecutor(engineReads.executor),
      maxRows,
      maxRowsPerOrder: 0,
    });
    none.readLater(plan({ page_rows: 10 }), total);
    await none.settled();
    expect(engineReads.state.reads).toBe(0);
  });

  it('keeps each scope’s rows apart: another company-code scope is another read', async () => {
    const engineReads = watched(engine);
    const cache = createCachingExecutor(engineReads.executor, { maxRowsPerEntry: maxRows });
    const pages = createTopRowsPages({ warehouse: cache, maxRows, maxRowsPerOrder: 1000, startDelayMs: 0 });
    const sorted = (scope: Scope) =>
      plan({ sort: { col_alias: 'vendor', order: 'desc' }, page_rows: 10 }, scope);
    pages.readLater(sorted(everything), total);
    await pages.settled();
    expect(pages.rowsOf(sorted(everything))).toBeDefined();
    expect(pages.rowsOf(sorted(code1000))).toBeUndefined();
    pages.readLater(sorted(code1000), total);
    await pages.settled();
    expect(engineReads.state.reads).toBe(2);
    for (const scope of [everything, code1000]) {
      expect(pages.rowsOf(sorted(scope))).toEqual(await engine.query(compile(sorted(scope), duckdbDialect)));
    }
    expect(pages.rowsOf(sorted(code1000))).not.toEqual(pages.rowsOf(sorted(everything)));
  });

  it('gives way to a user’s read: stopped when one starts, and read again once the engine is free of them', async () => {
    const engineReads = watched(engine);
    const cache = createCachingExecutor(engineReads.executor, { maxRowsPerEntry: maxRows });
    const pages = createTopRowsPages({ warehouse: cache, maxRows, maxRowsPerOrder: 1000, startDelayMs: 0 });
    const sorted = plan({ sort: { col_alias: 'amount', order: 'desc' }, page_rows: 10 });
    engineReads.state.hold = true;
    pages.readLater(sorted, total);
    await engineReads.someHeld();
    engineReads.state.hold = false;
    // a user's read starts: the background read stops
    const user = cache.query({ sql: 'select count(*) as n from pub.docs where doc_id > $1', params: [1] });
    expect(await user).toEqual([{ n: total - 1 }]);
    await pages.settled();
    expect(engineReads.state.aborted).toBe(1);
    // and ran again once the user's read had ended
    expect(engineReads.state.reads).toBe(2);
    expect(pages.rowsOf(sorted)).toEqual(await engine.query(compile(sorted, duckdbDialect)));
  });

  it('on clear (a publish), stops the running read, drops the queued ones and keeps nothing', async () => {
    const engineReads = watched(engine);
    const cache = createCachingExecutor(engineReads.executor, { maxRowsPerEntry: maxRows });
    const pages = createTopRowsPages({ warehouse: cache, maxRows, maxRowsPerOrder: 1000, startDelayMs: 0 });
    engineReads.state.hold = true;
    const filtered = (code: string) =>
      plan({ filter: [{ clauses: [{ col: 'company_code', op: '==', val: code }] }], page_rows: 10 });
    pages.readLater(filtered('1000'), total);
    pages.readLater(filtered('2000'), total);
    await engineReads.someHeld();
    expect(engineReads.state.reads).toBe(1);
    cache.clear();
    pages.clear();
    await pages.settled();
    expect(engineReads.state.aborted).toBe(1);
    // the second read was dropped, the first kept nothing
    expect(engineReads.state.reads).toBe(1);
    expect(pages.rowsOf(filtered('1000'))).toBeUndefined();
    // asked again after the publish: read again
    engineReads.state.hold = false;
    pages.readLater(filtered('1000'), total);
    await pages.settled();
    expect(engineReads.state.reads).toBe(2);
    expect(pages.rowsOf(filtered('1000'))).toEqual(
      await engine.query(compile(filtered('1000'), duckdbDialect)),
    );
  });

  it('runs one read at a time, keeps at most 8 waiting (the oldest dropped), and tries a failed read again only after a publish', async () => {
    const engineReads = watched(engine);
    const cache = createCachingExecutor(engineReads.executor, { maxRowsPerEntry: maxRows });
    const pages = createTopRowsPages({ warehouse: cache, maxRows, maxRowsPerOrder: 1000, startDelayMs: 0 });
    engineReads.state.hold = true;
    const above = (n: number) =>
      plan({ filter: [{ clauses: [{ col: 'doc_id', op: '>', val: n }] }], page_rows: 10 });
    for (let n = 0; n < 12; n++) pages.readLater(above(n), total);
    // Waits on the reads themselves, not on time: each round lets the one running read finish.
    for (let round = 0; round < 9; round++) {
      await engineReads.someHeld();
      expect(engineReads.held()).toBe(1);
      engineReads.release();
    }
    // Any read past the 9 expected would run unheld and show in the count below.
    engineReads.state.hold = false;
    engineReads.release();
    await pages.settled();
    // the first ran at once; of the 11 queued behind it, the 3 oldest were dropped
    expect(engineReads.state.reads).toBe(9);
    expect(pages.rowsOf(above(0))).toBeDefined();
    expect(pages.rowsOf(above(1))).toBeUndefined();
    expect(pages.rowsOf(above(4))).toBeDefined();

    engineReads.state.hold = false;
    engineReads.state.failing = true;
    const failing = plan({
      filter: [{ clauses: [{ col: 'vendor', op: '==', val: 'vendor 1' }] }],
      page_rows: 10,
    });
    pages.readLater(failing, total);
    await pages.settled();
    pages.readLater(failing, total);
    await pages.settled();
    expect(engineReads.state.reads).toBe(10);
    pages.clear();
    pages.readLater(failing, total);
    await pages.settled();
    expect(engineReads.state.reads).toBe(11);
  });
});
