import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from './insert-user';
import { startDemoSession, type TestServer } from './start-test-server';

type Config = { modules: { name: string; displayName: string }[] } & Record<string, unknown>;

/** Spec 03 §2.10: PUT display_config keeps every saved version, and GET answers the newest. */
describe('display-config versions', () => {
  let server: TestServer;
  let token: string;
  let systemId: number;
  let viewerToken: string;
  beforeAll(async () => {
    ({ server, token: viewerToken, systemId } = await startDemoSession());
    // an editor: the view role to read the system, data_browser to change its navigation for everyone
    const editor = await insertUser(server.store, 'editor@spendlens.test', 'Editor#Pass1', {
      roles: ['view', 'data_browser'],
    });
    const grant = await server.store
      .selectFrom('user_clients as g')
      .innerJoin('users as u', 'u.id', 'g.user_id')
      .select('g.client_id')
      .where('u.uid', '=', 'demo@spendlens.test')
      .executeTakeFirstOrThrow();
    await server.store
      .insertInto('user_clients')
      .values({ user_id: editor, client_id: grant.client_id, company_codes: null, account_groups: null })
      .execute();
    await server.store
      .updateTable('users')
      .set({ current_client_id: grant.client_id })
      .where('id', '=', editor)
      .execute();
    token = await server.signIn('editor@spendlens.test', 'Editor#Pass1');
  });
  afterAll(() => server.close());

  const read = async (path: string) => {
    const response = await server.api(path, { token });
    expect(response.status).toBe(200);
    return (await response.json()) as unknown;
  };
  const put = (body: unknown) =>
    server.api(`systems/${systemId}/display_config`, { token, method: 'PUT', body });

  it('answers the generated configuration and no versions before any save', async () => {
    expect(await read(`systems/${systemId}/display_config/versions`)).toEqual([]);
    const config = (await read(`systems/${systemId}/display_config`)) as Config;
    expect(config.modules.length).toBeGreaterThan(0);
  });

  it('refuses a save by a user without the data_browser role, and stores nothing', async () => {
    const original = (await read(`systems/${systemId}/display_config`)) as Config;
    const refused = await server.api(`systems/${systemId}/display_config`, {
      token: viewerToken,
      method: 'PUT',
      body: { ...original, modules: [] },
    });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toBe(
      'Saving the display configuration needs the data_browser role: ask your administrator',
    );
    expect(await read(`systems/${systemId}/display_config/versions`)).toEqual([]);
    expect(await read(`systems/${systemId}/display_config`)).toEqual(original);
  });

  it('stores each save as a new version after the generated one, serves the newest, and keeps the older ones', async () => {
    const original = (await read(`systems/${systemId}/display_config`)) as Config;
    const renamed: Config = {
      ...original,
      modules: original.modules.map((m, i) => (i === 0 ? { ...m, displayName: 'Renamed module' } : m)),
      extra_key: { kept: true },
    };
    const first = await put(original);
    expect(first.status).toBe(200);
    // version 1 is the generated configuration, kept so that the first save can be undone
    expect(((await first.json()) as { version: number }).version).toBe(2);
    const second = await put(renamed);
    expect(((await second.json()) as { version: number }).version).toBe(3);

    const served = (await read(`systems/${systemId}/display_config`)) as Config;
    expect(served.modules[0]!.displayName).toBe('Renamed module');
    expect(served['extra_key']).toEqual({ kept: true });

    const versions = (await read(`systems/${systemId}/display_config/versions`)) as {
      version: number;
      uid: string;
      created: string;
    }[];
    expect(versions.map((v) => v.version)).toEqual([3, 2, 1]);
    expect(versions.map((v) => v.uid)).toEqual(['editor@spendlens.test', 'editor@spendlens.test', '']);
    expect(await read(`systems/${systemId}/display_config/versions/1`)).toEqual(original);
    expect(await read(`systems/${systemId}/display_config/versions/2`)).toEqual(original);

    // undo: saving version 1 again makes it the newest, as version 4
    const undo = await put(await read(`systems/${systemId}/display_config/versions/1`));
    expect(((await undo.json()) as { version: number }).version).toBe(4);
    expect(await read(`systems/${systemId}/display_config`)).toEqual(original);
  });

  it('refuses a body that is not a display configuration, and an unknown version', async () => {
    const bad = await put({ modules: 'none' });
    expect(bad.status).toBe(400);
    const missing = await server.api(`systems/${systemId}/display_config/versions/99`, { token });
    expect(missing.status).toBe(404);
    const versions = (await read(`systems/${systemId}/display_config/versions`)) as unknown[];
    expect(versions).toHaveLength(4);
  });

  it('turns the legacy date mode on for a page (legacyDateFilter) or every page (ui_params), booleans only', async () => {
    const original = (await read(`systems/${systemId}/display_config`)) as {
      modules: { name: string; displayName: string; pages: Record<string, unknown>[] }[];
      ui_params: Record<string, unknown>;
    };
    const flagged = {
      ...original,
      modules: original.modules.map((m, i) =>
        i === 0
          ? { ...m, pages: m.pages.map((p, j) => (j === 0 ? { ...p, legacyDateFilter: true } : p)) }
          : m,
      ),
      ui_params: { ...original.ui_params, legacy_date_dropdown: true },
    };
    expect((await put(flagged)).status).toBe(200);
    const served = (await read(`systems/${systemId}/display_config`)) as typeof original;
    expect(served.modules[0]!.pages[0]!['legacyDateFilter']).toBe(true);
    expect(served.ui_params['legacy_date_dropdown']).toBe(true);
    const versions = ((await read(`systems/${systemId}/display_config/versions`)) as unknown[]).length;
    const badPage = await put({
      ...original,
      modules: original.modules.map((m, i) =>
        i === 0
          ? { ...m, pages: m.pages.map((p, j) => (j === 0 ? { ...p, legacyDateFilter: 'yes' } : p)) }
          : m,
      ),
    });
    expect(badPage.status).toBe(400);
    expect(((await badPage.json()) as { message: string }).message).toContain('legacyDateFilter');
    const badParams = await put({
      ...original,
      ui_params: { ...original.ui_params, legacy_date_dropdown: 1 },
    });
    expect(badParams.status).toBe(400);
    expect(((await badParams.json()) as { message: string }).message).toContain('legacy_date_dropdown');
    // nothing stored by a refused save
    expect((await read(`systems/${systemId}/display_config/versions`)) as unknown[]).toHaveLength(versions);
    expect((await put(original)).status).toBe(200);
  });

  it('refuses a system outside the grant and a visitor without a session', async () => {
    expect((await server.api(`systems/999999/display_config/versions`, { token })).status).toBe(404);
    expect((await server.api(`systems/${systemId}/display_config/versions`)).status).toBe(401);
  });
});
