import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresExecutor } from '../src/postgres-executor';

/** PostgreSQL at 127.0.0.1:5432 (trust auth, database test), as the query parity suite uses it. */
describe('PostgresExecutor', () => {
  let db: PostgresExecutor;
  beforeAll(async () => {
    db = await PostgresExecutor.open('postgres://postgres@127.0.0.1:5432/test', {
      poolSize: 2,
      statementTimeoutMs: 20_000,
    });
  });
  afterAll(() => db.close());

  it('cancels a read whose signal aborts, with the signal’s reason, and the pool goes on answering', async () => {
    const controller = new AbortController();
    const started = Date.now();
    const read = db.query({ sql: 'select pg_sleep(15) as slept', params: [] }, { signal: controller.signal });
    setTimeout(() => controller.abort(new Error('publish')), 200);
    await expect(read).rejects.toThrow('publish');
    expect(Date.now() - started).toBeLessThan(10_000);
    await expect(
      db.query({ sql: 'select 1 as n', params: [] }, { signal: controller.signal }),
    ).rejects.toThrow('publish');
    const done = new AbortController();
    expect(await db.query({ sql: 'select 1 as n', params: [] }, { signal: done.signal })).toEqual([{ n: 1 }]);
    done.abort();
    // both clients of the pool still answer
    expect(
      await Promise.all([
        db.query({ sql: 'select 2 as n', params: [] }),
        db.query({ sql: 'select 3 as n', params: [] }),
      ]),
    ).toEqual([[{ n: 2 }], [{ n: 3 }]]);
  });

  it('survives its idle connection being ended by the database, and connects anew', async () => {
    const one = await PostgresExecutor.open('postgres://postgres@127.0.0.1:5432/test', { poolSize: 1 });
    try {
      const [row] = await one.query({ sql: 'select pg_backend_pid() as pid', params: [] });
      const pid = Number(row!['pid']);
      expect(await db.query({ sql: 'select pg_terminate_backend($1) as ended', params: [pid] })).toEqual([
        { ended: true },
      ]);
      // the pool's 'error' event of the idle client comes now: unheard, it would end the process
      await new Promise((resolve) => setTimeout(resolve, 300));
      const [again] = await one.query({ sql: 'select pg_backend_pid() as pid', params: [] });
      expect(Number(again!['pid'])).not.toBe(pid);
    } finally {
      await one.close();
    }
  });

  it('still answers query_timeout for a statement stopped by statement_timeout', async () => {
    const short = await PostgresExecutor.open('postgres://postgres@127.0.0.1:5432/test', {
      statementTimeoutMs: 100,
    });
    try {
      const signal = new AbortController().signal;
      await expect(short.query({ sql: 'select pg_sleep(5)', params: [] }, { signal })).rejects.toMatchObject({
        code: 'query_timeout',
      });
    } finally {
      await short.close();
    }
  });
});
