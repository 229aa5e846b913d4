import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Issue 34: the names a system had before it was renamed (an extract whose manifest names one of them
 * still loads into it; `admin system-renamed`), the reason of each failed ingest in the extraction
 * log (the problems of a refused extract, the reference of an internal error), and every internal
 * error under its reference with its cause (`admin error <reference>`).
 */
export const extractChecksMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('systems')
      .addColumn('former_names', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
      .execute();
    await db.schema.alterTable('extract_log').addColumn('problems', 'jsonb').execute();
    await db.schema.alterTable('extract_log').addColumn('reference', 'text').execute();
    await db.schema
      .createTable('internal_errors')
      .addColumn('reference', 'text', (c) => c.primaryKey())
      .addColumn('created', 'timestamptz', (c) => c.notNull())
      // what failed: 'http GET /api_prd/…', 'ingest of system 3', …
      .addColumn('context', 'text', (c) => c.notNull())
      // the sentence the caller was given
      .addColumn('message', 'text', (c) => c.notNull())
      // the cause chain: [{ name, message, stack }]
      .addColumn('causes', 'jsonb', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('internal_errors_created').on('internal_errors').column('created').execute();
  },
};
