import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Self-service accounts (issue 6): e-mailed and SMS codes, captcha tokens, TOTP secrets, usage events
 * and contact messages. Codes and tokens are stored as their SHA-256 only.
 */
export const accountsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('users')
      .addColumn('activation_pending', 'boolean', (c) => c.notNull().defaultTo(false))
      .execute();
    await db.schema
      .createTable('account_codes')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('purpose', 'text', (c) => c.notNull())
      .addColumn('code_hash', 'text', (c) => c.notNull())
      // the sign-in attempt (session) an SMS passcode was sent for
      .addColumn('session_hash', 'text')
      .addColumn('created_at', 'timestamptz', (c) => c.notNull())
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .addColumn('used_at', 'timestamptz')
      .addColumn('failed_attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createIndex('account_codes_user_purpose')
      .on('account_codes')
      .columns(['user_id', 'purpose'])
      .execute();
    await db.schema
      .createTable('captcha_tokens')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
      .addColumn('used_at', 'timestamptz')
      .execute();
    await db.schema
      .createTable('totp_secrets')
      .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('secret_enc', 'text', (c) => c.notNull())
      .addColumn('confirmed_at', 'timestamptz')
      .addColumn('last_step', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createTable('ui_events')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('ts', 'timestamptz', (c) => c.notNull())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('event', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
      .execute();
    await db.schema
      .createTable('contact_messages')
      .addColumn('id', 'serial', (c) => c.primaryKey())
      .addColumn('ts', 'timestamptz', (c) => c.notNull())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('message', 'text', (c) => c.notNull())
      .execute();
  },
};
