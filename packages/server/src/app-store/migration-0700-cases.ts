import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Cases of findings, their history, the findings seen so far and the alert subscriptions (issue 23;
 * docs/cases.md). A case is keyed by its system and the finding's key (the warehouse's
 * `finding_key`, stable across re-ingests); it has no row until someone changes it (a finding without
 * a case is open).
 */
export const casesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('finding_cases')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('system_id', 'integer', (c) => c.notNull().references('systems.id').onDelete('cascade'))
      .addColumn('finding_key', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      // the analysis whose rows the finding is, `<module>/<analysis>`
      .addColumn('analysis', 'text', (c) => c.notNull())
      .addColumn('label', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('assignee', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('amount_recovered', 'double precision')
      // the finding's evidence when the case was last changed: a later ingest with other evidence
      // reopens a closed case
      .addColumn('evidence', 'text', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
      .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addUniqueConstraint('finding_cases_key', ['system_id', 'finding_key'])
      .execute();
    await db.schema
      .createTable('case_history')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('case_id', 'integer', (c) => c.notNull().references('finding_cases.id').onDelete('cascade'))
      .addColumn('at', 'timestamptz', (c) => c.notNull())
      // null: the ingest (a reopened case)
      .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('change', 'text', (c) => c.notNull())
      .addColumn('from_value', 'text')
      .addColumn('to_value', 'text')
      .addColumn('comment', 'text')
      .execute();
    await db.schema.createIndex('case_history_case').on('case_history').columns(['case_id', 'id']).execute();
    await db.schema
      .createTable('findings_seen')
      .addColumn('system_id', 'integer', (c) => c.notNull().references('systems.id').onDelete('cascade'))
      .addColumn('finding_key', 'text', (c) => c.notNull())
      .addColumn('first_seen', 'timestamptz', (c) => c.notNull())
      .addPrimaryKeyConstraint('findings_seen_key', ['system_id', 'finding_key'])
      .execute();
    await db.schema
      .createTable('alert_subscriptions')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('system_id', 'integer', (c) => c.notNull().references('systems.id').onDelete('cascade'))
      // null: every company code the user may see
      .addColumn('company_code', 'text')
      // the finding kinds, a JSON list
      .addColumn('kinds', 'jsonb', (c) => c.notNull())
      .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema
      .createIndex('alert_subscriptions_system')
      .on('alert_subscriptions')
      .columns(['system_id', 'user_id'])
      .execute();
  },
};
