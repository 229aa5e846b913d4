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

afterAll(() => admin(`drop database if exists ${database} with (force)`));
