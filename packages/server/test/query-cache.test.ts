import fs from 'node:fs/promises';
import { summaryRequestSchema, type Row, type SummaryRequestInput } from '@spendlens/domain';
import { compile, duckdbDialect, planSummary } from '@spendlens/query';
import { findAnalysis, type Executor, type Statement } from '@spendlens/warehouse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sourceTableOf } from '../src/services/plan-within-grant';
import { createCachingExecutor } from '../src/services/query-cache';
import { makeExtract, summaryInvoiceCount } from './extract-fixtures';
import { startDemoSession, watchEngine, type TestServer } from './start-test-server';

/** An executor that answers [{ n: <calls so far> }] after `release()` is called for each query. */
function countingExecutor(rowsPerAnswer = 1) {
  let calls = 0;
  const waiting: (() => void)[] = [];
  const inner: Executor = {
    dialect: 'duckdb',
    query: (_statement: Statement) => {
      calls += 1;
      const n = calls;
      return new Promise<Row[]>((resolve) =>
        waiting.push(() => resolve(Array.from({ length: rowsPerAnswer }, () => ({ n })))),
      );
    },
    run: async () => undefined,
    transaction: (work) => work(inner),
    inInsertionOrder: (work) => work(),
    close: async () => undefined,
  };
  return { inner, calls: () => calls, releaseAll: () => waiting.splice(0).forEach((r) => r()) };
}

const statement = (sql: string, params: unknown[] = [1]): Statement => ({ sql, params });

describe('the query cache', () => {
  it('answers a repeated statement from the cache, and identical statements in flight run once', async () => {
    const engine = countingExecutor();
    const cache = createCachingExecutor(engine.inner);
    const a = cache.query(statement('select 1'));
    const b = cache.query(statement('select 1'));
    engine.releaseAll();
    expect(await a).toEqual([{ n: 1 }]);
    expect(await b).toEqual([{ n: 1 }]);
    expect(await cache.query(statement('select 1'))).toEqual([{ n: 1 }]);
    expect(engine.calls()).toBe(1);
  });

  it('keys on the bound values too: another scope is another answer', async () => {
    const engine = countingExecutor();
    const cache = createCachingExecutor(engine.inner);
    const a = cache.query(statement('select 1', [1, ['1000']]));
    const b = cache.query(statement('select 1', [1, ['2000']]));
    engine.releaseAll();
    expect([await a, await b]).toEqual([[{ n: 1 }], [{ n: 2 }]]);
  });

  it('is emptied by clear, and never keeps an answer started before the clear', async () => {
    const engine = countingExecutor();
    const cache = createCachingExecutor(engine.inner);
    const before = cache.query(statement('select 1'));
    cache.clear();
    engine.releaseAll();
    expect(await before).toEqual([{ n: 1 }]);
    const after = cache.query(statement('select 1'));
    engine.releaseAll();
    expect(await after).toEqual([{ n: 2 }]);
  });

  it('forgets only the statements a partial publish concerns, and keeps no such answer started before', async () => {
    const engine = countingExecutor();
    const cache = createCachingExecutor(engine.inner);
    const read = async (sql: string) => {
      const answer = cache.query(statement(sql));
      engine.releaseAll();
      return answer;
    };
    expect(await read('select from pub.login_log__login_log')).toEqual([{ n: 1 }]);
    expect(await read('select from pub.invoices__x')).toEqual([{ n: 2 }]);
    const inFlight = cache.query(statement('select count from pub.login_log__login_log'));
    const otherInFlight = cache.query(statement('select count from pub.invoices__x'));
    cache.forget((sql) => sql.includes('login_log__login_log'));
    engine.releaseAll();
    expect([await inFlight, await otherInFlight]).toEqual([[{ n: 3 }], [{ n: 4 }]]);
    // the login log is read again, the rest comes from the cache
    expect(await read('select from pub.login_log__login_log')).toEqual([{ n: 5 }]);
    expect(await read('select count from pub.login_log__login_log')).toEqual([{ n: 6 }]);
    expect(await read('select from pub.invoices__x')).toEqual([{ n: 2 }]);
    expect(await read('select count from pub.invoices__x')).toEqual([{ n: 4 }]);
    expect(engine.calls()).toBe(6);
  });

  it('keeps the answers a statement derives for others (a counted page, its counts), unless a clear came while it ran', async () => {
    const engine = countingExecutor();
    const cache = createCachingExecutor(engine.inner);
    const counts = statement('select counts');
    const derive = (rows: readonly Row[]) => [{ statement: counts, rows: [{ derived: rows[0]!['n']! }] }];
    const page = cache.queryDeriving(statement('select page'), derive);
    engine.releaseAll();
    expect(await page).toEqual([{ n: 1 }]);
    expect(cache.cached(counts)).toEqual([{ derived: 1 }]);
    expect(await cache.query(counts)).toEqual([{ derived: 1 }]);
    expect(engine.calls()).toBe(1);

    cache.clear();
    const cleared = cache.queryDeriving(statement('select another page'), derive);
    cache.clear();
    engine.releaseAll();
    expect(await cleared).toEqual([{ n: 2 }]);
    expect(cache.cached(counts)).toBeUndefined();
  });

  it('keeps neither long answers nor more entries than its limit (least recently used goes)', async () => {
    const long = countingExecutor(11);
    const cacheLong = createCachingExecutor(long.inner, { maxRowsPerEntry: 10 });
    for (let i = 0; i < 2; i++) {
      const q = cacheLong.query(statement('select big'));
      long.releaseAll();
      await q;
    }
    expect(long.calls()).toBe(2);
    const engine = countingExecutor();
    const cache = createCachingExecutor(engine.inner, { maxEntries: 2 });
    for (const sql of ['a', 'b', 'a', 'c', 'a', 'b']) {
      const q = cache.query(statement(sql));
      engine.releaseAll();
      await q;
    }
    // a, b run; a hit; c runs (b goes); a hit; b runs again
    expect(engine.calls()).toBe(4);
  });
});

describe('data calls through the server', () => {
  let server: TestServer;
  let token: string;
  let systemId: number;
  beforeAll(async () => {
    // results of up to 100 rows are read whole and sorted in memory; bigger ones are paged by the engine
    ({ server, token, systemId } = await startDemoSession({ QUERY_CACHE_ROWS: '100' }));
  });
  afterAll(() => server.close());

  it('answer a repeated summary without the engine, and a publish empties the cache', async () => {
    const engine = watchEngine(server);
    const api = (p: string, init: { token: string; body: unknown }) => server.api(p, init);
    const first = await summaryInvoiceCount(api, token, systemId);
    // the first answer queued a background read of the rest of its result: let it end
    await server.backgroundReadsSettled();
    const calls = engine.calls();
    expect(calls).toBeGreaterThan(0);
    expect(await summaryInvoiceCount(api, token, systemId)).toBe(first);
    expect(engine.calls()).toBe(calls);

    const extract = await makeExtract({ invoiceLines: 600, seed: 99 });
    try {
      await server.ingest.ingest(systemId, extract.dir);
    } finally {
      await fs.rm(extract.root, { recursive: true, force: true });
    }
    const [expected] = await server.warehouse.query({
      sql: 'select count(*)::integer as n from canon.invoices where system_id = $1',
      params: [systemId],
    });
    expect(expected!['n']).not.toBe(first);
    expect(await summaryInvoiceCount(api, token, systemId)).toBe(expected!['n']);
  });

  it('answer the next pages of a big result on the same filters without the engine, each page exactly as SQL pages it', async () => {
    const engine = watchEngine(server);
    const page = async (page_number: number) => {
      const response = await server.api('summary', {
        token,
        body: {
          system_id: systemId,
          module: 'accounting_docs_po_nonpo_credit_reversal',
          analysis: 'invoice_distribution',
          include_columns: ['internal_invoice_id', 'common_amount'],
          filter: [{ clauses: [{ col: 'derived_document_type', op: '==', val: 'PO-INVOICE' }] }],
          sort: { col_alias: 'common_amount', order: 'desc' },
          page_rows: 8,
          page_number,
        },
      });
      expect(response.status).toBe(200);
      const answer = (await response.json()) as { data: Row[]; meta: { subset_row_count: number } };
      expect(answer.meta.subset_row_count).toBeGreaterThan(100);
      return answer.data;
    };
    const expected = await server.warehouse.query({
      sql: `select internal_invoice_id, common_amount from pub.accounting_docs_po_nonpo_credit_reversal__invoice_distribution
            where system_id = $1 and derived_document_type = 'PO-INVOICE'
            order by common_amount desc nulls last, internal_invoice_id asc nulls last limit 24`,
      params: [systemId],
    });
    expect(await page(0)).toEqual(expected.slice(0, 8));
    // the first page queued a background read (the top rows of every sort order: 25 each, as
    // QUERY_CACHE_ROWS 100 holds 4 orders of 2 columns): let it end
    await server.backgroundReadsSettled();
    const afterFirst = engine.calls();
    expect(await page(1)).toEqual(expected.slice(8, 16));
    expect(await page(2)).toEqual(expected.slice(16, 24));
    expect(engine.calls()).toBe(afterFirst);
  });

  it('answer a sort change (and any page) of a small result on the same filters from memory, as the engine orders it', async () => {
    const base = {
      system_id: systemId,
      module: 'accounting_docs_po_nonpo_credit_reversal',
      analysis: 'invoice_distribution',
      filter: [
        { clauses: [{ col: 'derived_document_type', op: 'isin', val: ['PO-INVOICE', 'NON-PO-INVOICE'] }] },
      ],
      group_by: ['vendor_id', 'vendor_name'],
      aggregate: [{ col: 'common_amount', fn: ['sum', 'count', 'max'], alias: ['value', 'invoices', 'top'] }],
      keep_groupby_nan: true,
    } satisfies SummaryRequestInput;
    const ask = async (fields: Partial<SummaryRequestInput>) => {
      const response = await server.api('summary', { token, body: { ...base, ...fields } });
      expect(response.status, JSON.stringify(fields)).toBe(200);
      return { text: await response.text(), fields };
    };
    /** The engine's own page for the same request: the planned statement run on DuckDB. */
    const fromEngine = async (fields: Partial<SummaryRequestInput>) => {
      const request = summaryRequestSchema.parse({ ...base, ...fields });
      const def = findAnalysis(request.module, String(request.analysis))!;
      const scope = { systemId, companyCodes: null, dateRange: null, accountGroups: null };
      const plan = planSummary(request, sourceTableOf(def), scope, { maxRows: 1_000_000 });
      return server.warehouse.query(compile(plan.data, duckdbDialect));
    };
    const first = await ask({ sort: { col_alias: 'value', order: 'desc' }, page_rows: 20 });
    const meta = (JSON.parse(first.text) as { meta: { row_count: number; subset_row_count: number } }).meta;
    expect(meta.subset_row_count).toBeGreaterThan(20);
    expect(meta.subset_row_count).toBeLessThanOrEqual(100);
    // the first answer queued the read of the whole result, as a user reads the page before sorting
    await server.backgroundReadsSettled();

    const engine = watchEngine(server);
    const changes: Partial<SummaryRequestInput>[] = [
      { sort: { col_alias: 'value', order: 'asc' }, page_rows: 20 },
      { sort: { col_alias: 'vendor_name', order: 'asc' }, page_rows: 20, page_number: 1 },
      { sort: { col_alias: 'vendor_name', order: 'desc' }, page_rows: 7, page_number: 2 },
      {
        sort: [
          { col_alias: 'invoices', order: 'desc' },
          { col_alias: 'top', order: 'asc' },
        ],
        page_rows: 20,
      },
      { sort: { col_alias: 'vendor_id', order: 'desc' }, page_rows: -1 },
      { page_rows: 20, page_number: 1 },
    ];
    const answers = [];
    for (const fields of changes) answers.push(await ask(fields));
    expect(engine.calls()).toBe(0);

    for (const answer of [first, ...answers]) {
      const parsed = JSON.parse(answer.text) as { data: Row[]; meta: typeof meta };
      expect(parsed.meta).toEqual(meta);
      expect(parsed.data).toEqual(await fromEngine(answer.fields));
    }
  });
});
