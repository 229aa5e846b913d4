import { type Kysely, type Migration } from 'kysely';

/** Every saved display configuration of a system, kept so an edit can be undone (spec 03 §2.10). */
export const displayConfigVersionsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('display_config_versions')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('system_id', 'integer', (c) => c.notNull().references('systems.id').onDelete('cascade'))
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('config', 'jsonb', (c) => c.notNull())
      .addColumn('created', 'timestamptz', (c) => c.notNull())
      .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addUniqueConstraint('display_config_versions_system_version', ['system_id', 'version'])
      .execute();
  },
};
