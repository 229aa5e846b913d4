import fs from 'node:fs/promises';
import type { Row } from '@spendlens/domain';
import type { Executor, Statement } from '@spendlens/warehouse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    ({ server, token, systemId } = await startDemoSession());
  });
  afterAll(() => server.close());

  it('answer a repeated summary without the engine, and a publish empties the cache', async () => {
    const engine = watchEngine(server);
    const api = (p: string, init: { token: string; body: unknown }) => server.api(p, init);
    const first = await summaryInvoiceCount(api, token, systemId);
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

  it('answer the next pages on the same filters from one window read once, each page exactly as SQL pages it', async () => {
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
          page_rows: 25,
          page_number,
        },
      });
      expect(response.status).toBe(200);
      return ((await response.json()) as { data: Record<string, unknown>[] }).data;
    };
    const expected = await server.warehouse.query({
      sql: `select internal_invoice_id, common_amount from pub.accounting_docs_po_nonpo_credit_reversal__invoice_distribution
            where system_id = $1 and derived_document_type = 'PO-INVOICE'
            order by common_amount desc nulls last, internal_invoice_id asc nulls last limit 75`,
      params: [systemId],
    });
    expect(await page(0)).toEqual(expected.slice(0, 25));
    const afterFirst = engine.calls();
    expect(await page(1)).toEqual(expected.slice(25, 50));
    expect(await page(2)).toEqual(expected.slice(50, 75));
    expect(engine.calls()).toBe(afterFirst);
  });
});
