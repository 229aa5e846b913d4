import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdmin } from '../src/admin/admin-cli';
import { openAppStore, type AppStore } from '../src/app-store/open-app-store';
import { loadConfig } from '../src/config';
import { startServer, type RunningServer } from '../src/server';
import { runCli } from './run-cli';
import { basic, seededDataDir } from './start-test-server';

const password = 'Admin#Pass1';

/**
 * Issue 6 item 6: the admin CLI's own code (runAdmin, as `npm run cli -- admin` calls it) against a
 * temporary DATA_DIR with the embedded app store; its effects are then checked through a real server
 * on that DATA_DIR, as a deployment would see them. No database edit anywhere. (The DATA_DIR is a copy
 * of the run's template of an empty app store — DEMO off — as a first command leaves it; a first
 * command on a new DATA_DIR: ingest-internal-error.test.ts. PGlite takes one process at a time: each
 * command opens and closes it, each server start too, so the checks of the stored rows are made on
 * the store of a server started anyway where one runs.)
 */
describe('admin CLI', () => {
  let dataDir: string;
  const env = () => ({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PORT: '0',
    LOG_LEVEL: 'silent',
    DEMO: 'off',
    // the unlock test makes 10 failures at once: above the per-minute budget that would answer 429 first
    LOGIN_FAILURES_PER_MINUTE: '100',
  });

  async function admin(args: string[], stdin = ''): Promise<string> {
    const lines: string[] = [];
    await runAdmin(args, loadConfig(env()), { readStdin: async () => stdin, print: (l) => lines.push(l) });
    return lines.join('\n');
  }

  /** Runs `work` against a real server on the DATA_DIR, then stops it (PGlite takes one process). */
  async function withServer<T>(
    work: (server: RunningServer, login: (uid: string, pw?: string) => Promise<Response>) => Promise<T>,
  ): Promise<T> {
    const server = await startServer(loadConfig(env()), { log: () => undefined });
    const login = (uid: string, pw = password) =>
      fetch(`${server.url}/api_prd/authenticate`, { headers: basic(uid, pw) });
    try {
      return await work(server, login);
    } finally {
      await server.close();
    }
  }

  /** The user's row and grants, in `store` (a server's) or in the app store opened for it. */
  async function userRow(uid: string, store?: AppStore) {
    if (!store) {
      const opened = await openAppStore({ dataDir });
      try {
        return await userRow(uid, opened);
      } finally {
        await opened.destroy();
      }
    }
    const user = await store.selectFrom('users').selectAll().where('uid', '=', uid).executeTakeFirstOrThrow();
    const grants = await store
      .selectFrom('user_clients')
      .selectAll()
      .where('user_id', '=', user.id)
      .execute();
    return { user, grants };
  }

  beforeAll(async () => {
    dataDir = await seededDataDir({ DEMO: 'off' });
  });
  afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));

  it('admin create-client and create-system: the system is listed to a viewer of the client', async () => {
    expect(await admin(['create-client', 'Acme'])).toMatch(/^Created client Acme/);
    expect(
      await admin([
        'create-system',
        'SAP-PRD',
        '--client',
        'Acme',
        '--type',
        'sap',
        '--currency',
        'USD',
        '--add-ons',
        'vim',
      ]),
    ).toMatch(/^Created system SAP-PRD/);
    await expect(admin(['create-client', 'Acme'])).rejects.toThrow(/exists already/);
    await expect(admin(['create-system', 'X', '--client', 'Nobody', '--type', 'sap'])).rejects.toThrow(
      /No client named Nobody/,
    );
    await expect(admin(['create-system', 'X', '--client', 'Acme', '--type', 'oracle'])).rejects.toThrow(
      /Unknown system type/,
    );
  });

  it('admin create-user with the password from standard input: the user signs in and sees the client’s systems', async () => {
    await expect(
      admin(
        [
          'create-user',
          'weak@acme.test',
          '--client',
          'Acme',
          '--fname',
          'W',
          '--lname',
          'K',
          '--password-stdin',
        ],
        'weak\n',
      ),
    ).rejects.toThrow(/at least 8 characters/);
    await expect(
      admin(['create-user', 'nopw@acme.test', '--client', 'Acme', '--fname', 'N', '--lname', 'P']),
    ).rejects.toThrow(/--password-stdin/);
    expect(
      await admin(
        [
          'create-user',
          'Ann@Acme.test',
          '--client',
          'Acme',
          '--fname',
          'Ann',
          '--lname',
          'Lee',
          '--roles',
          'view',
          '--ttl',
          '900',
          '--password-stdin',
        ],
        `${password}\n`,
      ),
    ).toMatch(/^Created ann@acme.test/);
    await withServer(async (server, login) => {
      const response = await login('ann@acme.test');
      expect(response.status).toBe(200);
      const body = (await response.json()) as { session_id: string; ttl: number; roles: string[] };
      expect(body.ttl).toBe(900);
      expect(body.roles).toEqual(['view']);
      const systems = await fetch(`${server.url}/api_prd/systems`, {
        headers: { authorization: `Bearer ${body.session_id}` },
      });
      expect(
        ((await systems.json()) as { name: string; currency: string }[]).map((s) => [s.name, s.currency]),
      ).toEqual([['SAP-PRD', 'USD']]);
    });
  });

  it('admin invite-user: created not enabled, with no password anyone knows', async () => {
    expect(
      await admin([
        'invite-user',
        'bob@acme.test',
        '--client',
        'Acme',
        '--fname',
        'Bob',
        '--lname',
        'Ray',
        '--mobile',
        '+441234567890',
      ]),
    ).toMatch(/^Invited bob@acme.test/);
    const { user, grants } = await userRow('bob@acme.test');
    expect(user.is_enabled).toBe(false);
    expect(user.mobile).toBe('+441234567890');
    expect(user.password_hash).toMatch(/^\$argon2id\$/);
    expect(grants).toHaveLength(1);
  });

  it('admin grant: roles and a data scope of company codes and account groups; "all" lifts a limit', async () => {
    await admin([
      'grant',
      'ann@acme.test',
      '--client',
      'Acme',
      '--roles',
      'view,upload',
      '--company-codes',
      '1000,2000',
      '--account-groups',
      'KRED',
    ]);
    const { user, grants } = await userRow('ann@acme.test');
    expect(user.roles).toEqual(['view', 'upload']);
    expect(grants.map((g) => [g.company_codes, g.account_groups])).toEqual([[['1000', '2000'], ['KRED']]]);
    await admin(['grant', 'ann@acme.test', '--client', 'Acme', '--company-codes', 'all']);
    const lifted = await userRow('ann@acme.test');
    expect(lifted.grants.map((g) => [g.company_codes, g.account_groups])).toEqual([[null, ['KRED']]]);
    await expect(admin(['grant', 'ann@acme.test', '--client', 'Acme', '--roles', 'root'])).rejects.toThrow(
      /Unknown role root/,
    );
    await expect(admin(['grant', 'nobody@acme.test', '--client', 'Acme'])).rejects.toThrow(/No user/);
  });

  /** A session of ann's, taken once she signs in again after the unlock (the disable ends it). */
  let annSession: string;

  it('admin unlock: a locked account signs in again', async () => {
    await withServer(async (_server, login) => {
      for (let i = 0; i < 10; i += 1) expect((await login('ann@acme.test', `wrong-${i}`)).status).toBe(401);
      expect((await login('ann@acme.test')).status).toBe(423);
    });
    expect(await admin(['unlock', 'ann@acme.test'])).toBe('Unlocked ann@acme.test');
    await withServer(async (_server, login) => {
      const response = await login('ann@acme.test');
      expect(response.status).toBe(200);
      annSession = ((await response.json()) as { session_id: string }).session_id;
    });
  });

  it('admin disable ends the sessions and refuses sign-in (409); enable restores it', async () => {
    await admin(['disable', 'ann@acme.test']);
    await withServer(async (server, login) => {
      expect((await userRow('ann@acme.test', server.store)).user.disabled_at).not.toBeNull();
      expect(
        (
          await fetch(`${server.url}/api_prd/checksession`, {
            headers: { authorization: `Bearer ${annSession}` },
          })
        ).status,
      ).toBe(401);
      expect((await login('ann@acme.test')).status).toBe(409);
    });
    await admin(['enable', 'ann@acme.test']);
    await withServer(async (_server, login) => expect((await login('ann@acme.test')).status).toBe(200));
  });

  it('admin expire: an expired account is refused (402); --never lifts it; a future --at is kept', async () => {
    await admin(['expire', 'ann@acme.test']);
    await withServer(async (_server, login) => expect((await login('ann@acme.test')).status).toBe(402));
    await admin(['expire', 'ann@acme.test', '--at', '2999-01-01']);
    expect(new Date((await userRow('ann@acme.test')).user.expires_at!).toISOString()).toBe(
      '2999-01-01T00:00:00.000Z',
    );
    await admin(['expire', 'ann@acme.test', '--never']);
    await withServer(async (server, login) => {
      expect((await userRow('ann@acme.test', server.store)).user.expires_at).toBeNull();
      expect((await login('ann@acme.test')).status).toBe(200);
    });
    await expect(admin(['expire', 'ann@acme.test', '--at', 'soon'])).rejects.toThrow(/not a date/);
  });

  it('admin set-password and reset-mfa end the sessions; reset-mfa sets the SMS number', async () => {
    await admin(['set-password', 'ann@acme.test', '--password-stdin'], 'Newer#Pass2\n');
    await withServer(async (server, login) => {
      expect((await login('ann@acme.test')).status).toBe(401);
      expect((await login('ann@acme.test', 'Newer#Pass2')).status).toBe(200);
      // an authenticator enrolment, for reset-mfa to clear (the session above, for it to end)
      const { user: enrolled } = await userRow('ann@acme.test', server.store);
      await server.store
        .insertInto('totp_secrets')
        .values({ user_id: enrolled.id, secret_enc: 'sealed', confirmed_at: new Date(), last_step: 0 })
        .execute();
    });
    expect(await admin(['reset-mfa', 'ann@acme.test', '--mobile', '+15550100'])).toMatch(
      /^Reset the second factor of ann@acme.test \(cleared authenticator enrolment\)/,
    );
    const store = await openAppStore({ dataDir });
    try {
      const { user } = await userRow('ann@acme.test', store);
      expect(user.mobile).toBe('+15550100');
      expect(
        await store.selectFrom('sessions').select('id_hash').where('user_id', '=', user.id).execute(),
      ).toEqual([]);
      expect(
        await store.selectFrom('totp_secrets').selectAll().where('user_id', '=', user.id).execute(),
      ).toEqual([]);
    } finally {
      await store.destroy();
    }
    await admin(['set-password', 'ann@acme.test', '--password-stdin'], `${password}\n`);
  });

  it('admin list-users, and refuses to open the embedded store while a server holds it', async () => {
    const listing = await admin(['list-users']);
    expect(listing).toContain('ann@acme.test  view,upload  enabled');
    expect(listing).toContain('bob@acme.test  view  not-enabled');
    await withServer(async () => {
      await expect(admin(['list-users'])).rejects.toThrow(/A server is running/);
    });
  });

  // the exit code of `npm run cli` in a process of its own: cli-check-extract.test.ts
  it('npm run cli -- admin: create-client, then an error exits 1 with its sentence', async () => {
    const created = await runCli(['admin', 'create-client', 'Beta'], dataDir);
    expect(created.code).toBe(0);
    expect(created.stdout).toMatch(/^Created client Beta/);
    const failed = await runCli(['admin', 'create-client', 'Beta'], dataDir);
    expect(failed.code).toBe(1);
    expect(failed.stderr).toMatch(/exists already/);
  });
});
