import type { Kysely, Migration } from 'kysely';

/**
 * The VAT number checks answered by a register (spec 03 §2.6; docs/vat-check.md): one row per real
 * check, kept as the proof of what the register said and when, per client. An outage or an offline
 * format check is not a check and stores nothing.
 */
export const vatChecksMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('vat_checks')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
      // country code and number, no separators: DE136695976, EL094012834
      .addColumn('vat_number', 'text', (c) => c.notNull())
      .addColumn('checked_at', 'timestamptz', (c) => c.notNull())
      .addColumn('valid', 'boolean', (c) => c.notNull())
      .addColumn('name', 'text')
      .addColumn('address', 'text')
      .addColumn('request_identifier', 'text')
      // the register's own date of the check, as it wrote it
      .addColumn('request_date', 'text')
      // the register that answered: 'vies'
      .addColumn('source', 'text', (c) => c.notNull())
      .addColumn('checked_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .execute();
    await db.schema
      .createIndex('vat_checks_number')
      .on('vat_checks')
      .columns(['client_id', 'vat_number', 'checked_at'])
      .execute();
  },
};
