import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basic, startTestServer, type TestServer } from './start-test-server';

const adminUrl = 'postgres://postgres@127.0.0.1:5432/test';

/** The same migrations and SQL on a PostgreSQL server (DATABASE_URL), in a database of its own. */
describe('app store on PostgreSQL', () => {
  const database = `spendlens_${randomBytes(6).toString('hex')}`;
  let server: TestServer;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${database}`);
    await admin.end();
    server = await startTestServer({
      DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${database}`,
      DEMO_INVOICE_LINES: '500',
    });
  });

  afterAll(async () => {
    await server?.close();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
  });

  it('signs in, lists systems and logs the sign-in', async () => {
    const token = await server.signIn('demo@spendlens.test');
    const systems = (await (await server.api('systems', { token })).json()) as {
      name: string;
      min_date: string;
    }[];
    expect(systems.map((s) => s.name)).toEqual(['SAP-DEMO']);
    expect(systems[0]!.min_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await server.api('authenticate', { headers: basic('demo@spendlens.test', 'nope') })).status).toBe(
      401,
    );
    const log = await server.store.selectFrom('login_log').select(['uid', 'status']).orderBy('id').execute();
    expect(log).toEqual([
      { uid: 'demo@spendlens.test', status: 'success' },
      { uid: 'demo@spendlens.test', status: 'failed' },
    ]);
  });
});
