import type { Kysely, Migration } from 'kysely';

/**
 * The second factor's guess limits (issue 34): the codes tried in each sign-in attempt (its session
 * before the second factor) and, per account, the codes tried since the last passed second factor
 * with the lock they lead to (docs/security.md). Kept apart from the password's failed_logins and
 * locked_until: a right password or a password reset clears those, and must not give new guesses.
 */
export const secondFactorTriesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('sessions')
      .addColumn('mfa_tries', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .alterTable('users')
      .addColumn('mfa_tries', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable('users').addColumn('mfa_locked_until', 'timestamptz').execute();
  },
};
