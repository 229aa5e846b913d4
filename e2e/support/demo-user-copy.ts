import type { startE2eServer } from './start-e2e-server';

type E2eServer = Awaited<ReturnType<typeof startE2eServer>>;

/**
 * A copy of the demo viewer (same password and client grant) under `uid`, with `changes` (roles, a
 * mobile number …): a user whose settings a browser test may change without touching the demo's.
 */
export async function copyDemoUser(
  server: E2eServer,
  uid: string,
  changes: { roles?: string[]; mobile?: string; has_mfa?: boolean } = {},
): Promise<number> {
  const demo = await server.store
    .selectFrom('users')
    .selectAll()
    .where('uid', '=', 'demo@spendlens.test')
    .executeTakeFirstOrThrow();
  const { roles, ...rest } = changes;
  const { id } = await server.store
    .insertInto('users')
    .values({ ...demo, id: undefined, uid, ...rest, roles: JSON.stringify(roles ?? demo.roles) })
    .returning('id')
    .executeTakeFirstOrThrow();
  const grant = await server.store
    .selectFrom('user_clients')
    .select('client_id')
    .where('user_id', '=', demo.id)
    .executeTakeFirstOrThrow();
  await server.store
    .insertInto('user_clients')
    .values({ user_id: id, client_id: grant.client_id, company_codes: null, account_groups: null })
    .execute();
  return id;
}
