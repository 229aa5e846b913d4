import { sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import { accountsMigration } from './migration-0100-accounts';
import { displayConfigVersionsMigration } from './migration-0300-display-config-versions';
import { vendorStatementsMigration } from './migration-0400-vendor-statements';
import { vatChecksMigration } from './migration-0600-vat-checks';
import { casesMigration } from './migration-0700-cases';
import { approvalLimitsMigration } from './migration-0800-approval-limits';
import { secondFactorTriesMigration } from './migration-0900-second-factor-tries';
import { extractChecksMigration } from './migration-0910-extract-checks';

/** Migrations in code, the same for PGlite and PostgreSQL. Never edit one that has shipped; add another. */
const migrations: Record<string, Migration> = {
  '0001_tenancy_users_sessions': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('clients')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema
        .createTable('systems')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('add_ons', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
        .addColumn('multi_system', 'boolean', (c) => c.notNull().defaultTo(false))
        .addColumn('last_analysis_date', 'date')
        .addColumn('min_date', 'date')
        .addColumn('max_date', 'date')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addUniqueConstraint('systems_client_name', ['client_id', 'name'])
        .execute();
      await db.schema
        .createTable('users')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('uid', 'text', (c) => c.notNull().unique())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('fname', 'text', (c) => c.notNull())
        .addColumn('lname', 'text', (c) => c.notNull())
        .addColumn('company', 'text', (c) => c.notNull())
        .addColumn('mobile', 'text')
        .addColumn('roles', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
        .addColumn('is_enabled', 'boolean', (c) => c.notNull().defaultTo(false))
        .addColumn('has_mfa', 'boolean', (c) => c.notNull().defaultTo(false))
        .addColumn('ttl_seconds', 'integer', (c) => c.notNull())
        .addColumn('expires_at', 'timestamptz')
        .addColumn('disabled_at', 'timestamptz')
        .addColumn('failed_logins', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('locked_until', 'timestamptz')
        .addColumn('current_client_id', 'integer', (c) => c.references('clients.id'))
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await db.schema
        .createTable('user_clients')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('client_id', 'integer', (c) => c.notNull().references('clients.id').onDelete('cascade'))
        .addColumn('company_codes', 'jsonb')
        .addColumn('account_groups', 'jsonb')
        .addPrimaryKeyConstraint('user_clients_pk', ['user_id', 'client_id'])
        .execute();
      await db.schema
        .createTable('sessions')
        .addColumn('id_hash', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('client_id', 'integer', (c) => c.references('clients.id'))
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull())
        .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
        .addColumn('mfa_passed', 'boolean', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();
      await db.schema
        .createTable('extract_log')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('system_id', 'integer', (c) => c.notNull().references('systems.id').onDelete('cascade'))
        .addColumn('created', 'timestamptz', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('detail', 'text')
        .execute();
      await db.schema
        .createIndex('extract_log_system')
        .on('extract_log')
        .columns(['system_id', 'created'])
        .execute();
      await db.schema
        .createTable('login_log')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('ts', 'timestamptz', (c) => c.notNull())
        .addColumn('uid', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .execute();
    },
  },
  '0100_accounts_codes_events': accountsMigration,
  '0200_session_password_fingerprint': {
    async up(db: Kysely<unknown>) {
      // sessions opened before it have none and are ended at their next call
      await db.schema.alterTable('sessions').addColumn('password_fingerprint', 'text').execute();
    },
  },
  '0300_display_config_versions': displayConfigVersionsMigration,
  '0400_vendor_statements': vendorStatementsMigration,
  '0500_user_client_systems': {
    async up(db: Kysely<unknown>) {
      // null: every system of the client, as before
      await db.schema.alterTable('user_clients').addColumn('systems', 'jsonb').execute();
    },
  },
  '0600_vat_checks': vatChecksMigration,
  '0700_cases': casesMigration,
  '0800_approval_limits': approvalLimitsMigration,
  '0900_second_factor_tries': secondFactorTriesMigration,
  '0910_extract_checks': extractChecksMigration,
};

export const migrationProvider: MigrationProvider = {
  async getMigrations() {
    return migrations;
  },
};
