import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { adminQuery, freshPostgresStores, postgresUrl } from './data-dir-template';
import { seedDemo, startTestServer, testDefaults, type TestServer } from './start-test-server';

/** The app stores a security test runs on: embedded PGlite, and PostgreSQL (DATABASE_URL). */
export const appStores = ['PGlite', 'PostgreSQL'] as const;
export type AppStoreKind = (typeof appStores)[number];

/**
 * startTestServer on the given app store; on PostgreSQL in a database of its own (a copy of this
 * run's seeded template, data-dir-template.ts), dropped at close, so test files never share rows.
 */
/** The prefix of the PostgreSQL test servers' DATA_DIRs and templates. */
export const postgresPrefix = 'spendlens-pg-';

export async function startOn(
  kind: AppStoreKind,
  env: Record<string, string> = {},
  options: { clock?: () => Date } = {},
): Promise<TestServer> {
  if (kind === 'PGlite') return startTestServer(env, options);
  const database = `spendlens_sec_${randomBytes(6).toString('hex')}`;
  const settings = { ...testDefaults, ...env };
  // a server on its own clock seeds its own stores, as startTestServer's does
  const { dataDir, databaseUrl } = options.clock
    ? {
        dataDir: await fs.mkdtemp(path.join(os.tmpdir(), 'spendlens-pg-')),
        databaseUrl: await adminQuery(`create database ${database}`).then(() => postgresUrl(database)),
      }
    : await freshPostgresStores(postgresPrefix, settings, database, (dir, url) =>
        seedDemo({ ...settings, DATABASE_URL: url }, dir),
      );
  const server = await startTestServer({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir, ...env }, options);
  return {
    ...server,
    async close() {
      await server.close();
      await fs.rm(dataDir, { recursive: true, force: true });
      await adminQuery(`drop database if exists ${database} with (force)`);
    },
  };
}
