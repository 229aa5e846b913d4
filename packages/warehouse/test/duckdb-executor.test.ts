import { afterAll, describe, expect, it } from 'vitest';
import { DuckDbExecutor } from '../src/duckdb-executor';

describe('DuckDbExecutor', async () => {
  const db = await DuckDbExecutor.open(':memory:');
  afterAll(() => db.close());

  it('answers JSON-safe values: numbers for BIGINT and DECIMAL, ISO dates, null', async () => {
    const rows = await db.query({
      sql: "select 42::BIGINT as big, 1.5::DECIMAL(18,2) as dec, DATE '2024-01-02' as d, TIMESTAMP '2024-01-02 03:04:05' as ts, ?::VARCHAR as s, NULL as n",
      params: ['x'],
    });
    expect(rows).toEqual([
      { big: 42, dec: 1.5, d: '2024-01-02', ts: '2024-01-02T03:04:05', s: 'x', n: null },
    ]);
  });

  it('rolls a failed transaction back and keeps the committed state', async () => {
    await db.run('create table t (x integer)');
    await db.run('insert into t values (1)');
    await expect(
      db.transaction(async (tx) => {
        await tx.run('delete from t');
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await db.query({ sql: 'select count(*) as n from t', params: [] })).toEqual([{ n: 1 }]);
    await db.transaction(async (tx) => tx.run('insert into t values (2)'));
    expect(await db.query({ sql: 'select sum(x) as s from t', params: [] })).toEqual([{ s: 3 }]);
  });

  it('stops a read that runs longer than its limit, and the pool goes on answering', async () => {
    const db = await DuckDbExecutor.open(':memory:', { poolSize: 1 });
    try {
      const reads = db.withQueryTimeout(200);
      const started = Date.now();
      await expect(
        reads.query({ sql: 'select count(*) as n from range(100000000000) a, range(10) b', params: [] }),
      ).rejects.toMatchObject({ code: 'query_timeout' });
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(await reads.query({ sql: 'select 42 as n', params: [] })).toEqual([{ n: 42 }]);
    } finally {
      await db.close();
    }
  });

  it('stops a read whose signal aborts, with the signal’s reason, and the connection goes on answering', async () => {
    const db = await DuckDbExecutor.open(':memory:', { poolSize: 1 });
    try {
      const long = { sql: 'select count(*) as n from range(100000000000) a, range(10) b', params: [] };
      for (const reads of [db, db.withQueryTimeout(60_000)]) {
        const controller = new AbortController();
        const started = Date.now();
        const read = reads.query(long, { signal: controller.signal });
        setTimeout(() => controller.abort(new Error('publish')), 100);
        await expect(read).rejects.toThrow('publish');
        expect(Date.now() - started).toBeLessThan(10_000);
        // already aborted: never starts
        await expect(reads.query(long, { signal: controller.signal })).rejects.toThrow('publish');
        // an abort after the read ended reaches no later statement on the connection
        const done = new AbortController();
        expect(await reads.query({ sql: 'select 1 as n', params: [] }, { signal: done.signal })).toEqual([
          { n: 1 },
        ]);
        done.abort();
        expect(await reads.query({ sql: 'select 42 as n', params: [] })).toEqual([{ n: 42 }]);
      }
    } finally {
      await db.close();
    }
  });
});
