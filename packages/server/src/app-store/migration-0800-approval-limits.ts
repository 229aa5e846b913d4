import type { Kysely, Migration } from 'kysely';

/**
 * The invoice approval limits per system and company code (the split-invoices red flag;
 * docs/red-flags.md): set by an administrator (PUT /api_prd/approval_limits/:system), copied into the
 * warehouse as canon.approval_limits at each ingest and whenever they are saved. A company code
 * without a row has the default limit.
 */
export const approvalLimitsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('approval_limits')
      .addColumn('system_id', 'integer', (c) => c.notNull().references('systems.id').onDelete('cascade'))
      .addColumn('company_code', 'text', (c) => c.notNull())
      // in the company code's currency
      .addColumn('approval_limit', 'numeric(18, 2)', (c) => c.notNull())
      .addColumn('window_days', 'integer', (c) => c.notNull())
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
      .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addPrimaryKeyConstraint('approval_limits_pk', ['system_id', 'company_code'])
      .execute();
  },
};
