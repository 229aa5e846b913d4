import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll } from 'vitest';
import { describeAccountFlows } from './account-flows';

const adminUrl = 'postgres://postgres@127.0.0.1:5432/test';
const database = `spendlens_accounts_${randomBytes(6).toString('hex')}`;

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The same account flows with the app store on PostgreSQL (DATABASE_URL), in a database of their own. */
describeAccountFlows('account flows (app store on PostgreSQL)', async () => {
  await admin(`create database ${database}`);
  return { DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${database}` };
});

/**
 * Drops the test database once the server's pool has let go of it: a pool client still closing when
 * the database is dropped WITH (FORCE) receives 'terminating connection' as an unhandled error.
 */
afterAll(async () => {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    for (let i = 0; i < 50; i++) {
      const { rows } = await client.query<{ n: string }>(
        'SELECT count(*) AS n FROM pg_stat_activity WHERE datname = $1',
        [database],
      );
      if (Number(rows[0]?.n) === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await client.query(`drop database if exists ${database} with (force)`);
  } finally {
    await client.end();
  }
});
