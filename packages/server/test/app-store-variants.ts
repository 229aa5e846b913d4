import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startTestServer, type TestServer } from './start-test-server';

const adminUrl = 'postgres://postgres@127.0.0.1:5432/test';

/** The app stores a security test runs on: embedded PGlite, and PostgreSQL (DATABASE_URL). */
export const appStores = ['PGlite', 'PostgreSQL'] as const;
export type AppStoreKind = (typeof appStores)[number];

/**
 * startTestServer on the given app store; on PostgreSQL in a database of its own, dropped at close,
 * so test files never share rows.
 */
export async function startOn(
  kind: AppStoreKind,
  env: Record<string, string> = {},
  options: { clock?: () => Date } = {},
): Promise<TestServer> {
  if (kind === 'PGlite') return startTestServer(env, options);
  const database = `spendlens_sec_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${database}`);
  await admin.end();
  const server = await startTestServer(
    {
      DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${database}`,
      ...env,
    },
    options,
  );
  return {
    ...server,
    async close() {
      await server.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${database} with (force)`);
      await cleanup.end();
    },
  };
}
