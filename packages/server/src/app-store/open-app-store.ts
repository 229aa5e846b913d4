import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, Migrator, PostgresDialect } from 'kysely';
import pg from 'pg';
import { migrationProvider } from './migrations';
import { PGliteDialect } from './pglite-dialect';
import type { AppDatabase } from './schema';

export type AppStore = Kysely<AppDatabase>;

const DATE_OID = 1082;

/**
 * Opens the app store: PostgreSQL when `databaseUrl` is set, otherwise PGlite under `dataDir/app`
 * (':memory:' for a throw-away one), and applies the migrations. DATE columns answer 'YYYY-MM-DD'.
 */
export async function openAppStore(options: {
  dataDir: string | ':memory:';
  databaseUrl?: string | undefined;
}): Promise<AppStore> {
  let db: AppStore;
  if (options.databaseUrl) {
    pg.types.setTypeParser(DATE_OID, (value: string) => value);
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection ended by the database (a restart, pg_terminate_backend, a dropped database):
    // the pool forgets it and connects anew for the next statement, which fails if the database is
    // gone. Without a listener Node would end the whole server on it.
    pool.on('error', () => undefined);
    db = new Kysely<AppDatabase>({ dialect: new PostgresDialect({ pool }) });
  } else {
    let location: string | undefined;
    if (options.dataDir !== ':memory:') {
      location = path.join(options.dataDir, 'app');
      await fs.mkdir(location, { recursive: true });
    }
    const pglite = new PGlite(location, { parsers: { [DATE_OID]: (value: string) => value } });
    db = new Kysely<AppDatabase>({ dialect: new PGliteDialect(pglite) });
  }
  const { error, results } = await new Migrator({ db, provider: migrationProvider }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    await db.destroy();
    throw new Error(`App store migration failed: ${failed?.migrationName ?? ''} ${String(error)}`);
  }
  return db;
}
