import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@spendlens/domain';
import { hashPassword } from '../src/auth/passwords';
import { apiPrefix, type Access, type RouteAccess } from '../src/http/access';
import { appStores, startOn } from './app-store-variants';
import type { TestServer } from './start-test-server';

type Caller = 'view' | 'upload' | 'data_browser' | 'no role' | 'no session';
const callers: readonly Caller[] = ['view', 'upload', 'data_browser', 'no role', 'no session'];

/**
 * Routes a user without the view role may reach beyond the 'public' and 'session' ones (the account
 * calls, /mfa): reviewed one by one. The web app gives such users /contact, /downloads and /mfa only.
 */
const nonViewRoutes = new Set([
  'POST /api_prd/extracts/:system',
  // the administrator's invoice approval limits (docs/red-flags.md): the data_browser role only
  'GET /api_prd/approval_limits/:system',
  'HEAD /api_prd/approval_limits/:system',
  'PUT /api_prd/approval_limits/:system',
]);

const denials = [
  { error: 'unauthorised', message: 'Not signed in' },
  { error: 'unauthorised', message: 'The second factor is required' },
  { error: 'forbidden', message: 'Forbidden' },
];

function expected(access: Access, caller: Caller): 'allowed' | 401 | 403 {
  if (access === 'public') return 'allowed';
  if (caller === 'no session') return 401;
  if (access === 'session') return 'allowed';
  const roles: readonly Role[] = typeof access === 'string' ? [access] : access.anyRole;
  return roles.some((r) => r === caller) ? 'allowed' : 403;
}

describe.each(appStores)('security: deny by default (app store %s)', (kind) => {
  let server: TestServer;
  let systemId: number;
  const tokens = new Map<Caller, string>();

  beforeAll(async () => {
    server = await startOn(kind, { DEMO_INVOICE_LINES: '500' });
    await server.store
      .insertInto('users')
      .values({
        uid: 'norole@spendlens.test',
        password_hash: await hashPassword('Spendlens#2026'),
        fname: 'N',
        lname: 'R',
        company: 'Demo Group',
        mobile: null,
        roles: JSON.stringify([]),
        is_enabled: true,
        has_mfa: false,
        ttl_seconds: 1800,
        expires_at: null,
        disabled_at: null,
        locked_until: null,
        current_client_id: null,
      })
      .execute();
    tokens.set('view', await server.signIn('demo@spendlens.test'));
    tokens.set('upload', await server.signIn('upload@spendlens.test'));
    tokens.set('data_browser', await server.signIn('admin@spendlens.test'));
    tokens.set('no role', await server.signIn('norole@spendlens.test'));
    const systems = (await (await server.api('systems', { token: tokens.get('view')! })).json()) as {
      id: number;
    }[];
    systemId = systems[0]!.id;
  });
  afterAll(() => server?.close());

  const apiRoutes = (): RouteAccess[] => server.app.accessTable.filter((r) => r.url.startsWith(apiPrefix));

  it('every route declares who may call it: the route table has no /api_prd route without a declaration', () => {
    expect(apiRoutes().length).toBeGreaterThan(20);
    for (const route of server.app.accessTable) {
      expect(server.app.hasRoute({ method: route.method as 'GET', url: route.url })).toBe(true);
      if (route.url.startsWith(apiPrefix)) expect(route.access, `${route.method} ${route.url}`).toBeDefined();
    }
    // nothing is reachable outside the table: an undeclared path is a JSON 404
    expect(server.app.printRoutes({ commonPrefix: false })).toContain('/api_prd/summary (POST)');
  });

  it('deny by default: every route against every role (view, upload, data_browser, no role, no session) answers as declared', async () => {
    // logout last: it ends the session it is called with
    const routes = [...apiRoutes()].sort(
      (a, b) => Number(a.url.endsWith('/logout')) - Number(b.url.endsWith('/logout')),
    );
    const failures: string[] = [];
    for (const route of routes) {
      // HEAD routes are Fastify's copies of the GET routes, with the same declaration (checked below)
      if (route.method === 'HEAD') {
        const get = routes.find((r) => r.method === 'GET' && r.url === route.url);
        expect(get?.access).toEqual(route.access);
        continue;
      }
      const url = route.url
        .replace(':system', String(systemId))
        .replace(/:[A-Za-z_]+/g, '1')
        .replace('*', 'x');
      for (const caller of callers) {
        const token = tokens.get(caller);
        const response = await server.app.inject({
          method: route.method as 'GET',
          url,
          headers: token ? { authorization: `Bearer ${token}` } : {},
          ...(route.method === 'GET' || route.method === 'HEAD' ? {} : { payload: {} }),
        });
        let body: unknown = null;
        try {
          body = response.json();
        } catch {
          // HEAD, HTML and files: no JSON envelope, so no denial of the access check
        }
        const denied =
          (response.statusCode === 401 || response.statusCode === 403) &&
          denials.some((d) => JSON.stringify(d) === JSON.stringify(body));
        const want = expected(route.access!, caller);
        const ok = want === 'allowed' ? !denied : denied && response.statusCode === want;
        if (!ok)
          failures.push(`${route.method} ${route.url} as ${caller}: ${response.statusCode} (want ${want})`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('users without view reach only the account calls (contact, mfa) and downloads: no data route', () => {
    for (const route of apiRoutes()) {
      const access = route.access!;
      if (access === 'public' || access === 'session') continue;
      const key = `${route.method} ${route.url}`;
      for (const caller of ['upload', 'data_browser', 'no role'] as const) {
        if (expected(access, caller) === 'allowed')
          expect(nonViewRoutes.has(key), `${key} as ${caller}`).toBe(true);
      }
    }
  });
});
