import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Vendor statements and statement requests (spec 03 §2.3, §3, §4). Every row carries its client and
 * system; a statement's file lives under DATA_DIR/statements under the row's `filename`, a name the
 * server made. Deleting a system removes its rows (its files are left to the operator).
 */
export const vendorStatementsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('vendor_statements')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('filename', 'text', (c) => c.notNull().unique())
      .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
      .addColumn('system_id', 'integer', (c) => c.notNull().references('systems.id').onDelete('cascade'))
      .addColumn('vendor_id', 'text', (c) => c.notNull())
      .addColumn('vendor_name', 'text')
      .addColumn('file_ext', 'text', (c) => c.notNull())
      .addColumn('size_bytes', 'bigint', (c) => c.notNull())
      .addColumn('created_date', 'timestamptz', (c) => c.notNull())
      .addColumn('statement_date', 'date', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('is_clean', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('has_grni', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('has_credits', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('received_from_name', 'text', (c) => c.notNull())
      .addColumn('received_from_email', 'text', (c) => c.notNull())
      .addColumn('business_unit', 'text', (c) => c.notNull())
      .addColumn('comments', 'text', (c) => c.notNull().defaultTo(sql`''`))
      .addColumn('uploaded_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('updated_date', 'timestamptz')
      .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addCheckConstraint('vendor_statements_file_ext', sql`file_ext in ('pdf', 'xlsx', 'docx')`)
      .execute();
    await db.schema
      .createIndex('vendor_statements_vendor')
      .on('vendor_statements')
      .columns(['system_id', 'vendor_id', 'created_date'])
      .execute();
    await db.schema
      .createTable('statement_requests')
      .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
      .addColumn('system_id', 'integer', (c) => c.notNull().references('systems.id').onDelete('cascade'))
      .addColumn('vendor_id', 'text', (c) => c.notNull())
      .addColumn('statement_request_date', 'timestamptz', (c) => c.notNull())
      .addColumn('requested_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addPrimaryKeyConstraint('statement_requests_pk', ['system_id', 'vendor_id'])
      .execute();
  },
};
