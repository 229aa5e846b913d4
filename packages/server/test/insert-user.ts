import type { AppStore } from '../src/app-store/open-app-store';
import { hashPassword } from '../src/auth/passwords';

/** Inserts an enabled user without MFA, grants or client (override any column); answers its id. */
export async function insertUser(
  store: AppStore,
  uid: string,
  password: string,
  overrides: { roles?: string[]; ttl_seconds?: number } = {},
): Promise<number> {
  const row = await store
    .insertInto('users')
    .values({
      uid,
      password_hash: await hashPassword(password),
      fname: 'T',
      lname: 'U',
      company: 'Demo Group',
      mobile: null,
      roles: JSON.stringify(overrides.roles ?? ['view']),
      is_enabled: true,
      has_mfa: false,
      ttl_seconds: overrides.ttl_seconds ?? 1800,
      expires_at: null,
      disabled_at: null,
      locked_until: null,
      current_client_id: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
