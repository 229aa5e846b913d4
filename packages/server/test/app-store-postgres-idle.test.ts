import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openAppStore } from '../src/app-store/open-app-store';
import { adminQuery, postgresUrl } from './data-dir-template';

/**
 * The app store on PostgreSQL keeps serving when the database ends one of its idle connections (a
 * restart, pg_terminate_backend, a dropped test database): the pool connects anew instead of the
 * unheard 'error' event ending the server.
 */
describe('app store on PostgreSQL', () => {
  it('survives its idle connection being ended by the database', async () => {
    const database = `spendlens_idle_${randomBytes(6).toString('hex')}`;
    await adminQuery(`create database ${database}`);
    const store = await openAppStore({ dataDir: ':memory:', databaseUrl: postgresUrl(database) });
    try {
      const pidOf = async () =>
        Number((await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(store)).rows[0]!.pid);
      // the migrations may have left several connections: end every one of them
      await adminQuery(
        `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${database}'`,
      );
      await new Promise((resolve) => setTimeout(resolve, 300));
      const pid = await pidOf();
      expect(pid).toBeGreaterThan(0);
      expect(await store.selectFrom('users').select('id').limit(1).execute()).toBeInstanceOf(Array);
    } finally {
      await store.destroy();
      await adminQuery(`drop database if exists ${database} with (force)`);
    }
  });
});
