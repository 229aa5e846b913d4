import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../src/config';
import { startServer, type RunningServer } from '../src/server';
import { freshDataDir } from './data-dir-template';

export interface TestServer extends RunningServer {
  dataDir: string;
  /** Signs in and answers the session id. */
  signIn(uid: string, password?: string): Promise<string>;
  api(
    pathAndQuery: string,
    init?: { method?: string; token?: string; body?: unknown; headers?: Record<string, string> },
  ): Promise<Response>;
}

export const testDefaults: Record<string, string> = {
  NODE_ENV: 'test',
  PORT: '0',
  LOG_LEVEL: 'silent',
  DEMO_INVOICE_LINES: '3000',
  DEMO_SEED: '7',
  // the Oracle demo system only where a test asks for it (demo-oracle.test.ts)
  DEMO_ORACLE_INVOICE_LINES: '0',
  DEMO_JDE_INVOICE_LINES: '0',
  DEMO_NETSUITE_INVOICE_LINES: '0',
  DEMO_DOCUWARE_INVOICE_LINES: '0',
  // small tables, two test files per core: DuckDB's threads would only wait on each other
  DUCKDB_THREADS: '1',
  // the API tests call far faster than people: budgets lifted unless a test sets its own
  PUBLIC_CALLS_PER_MINUTE: '1000000',
  LOGIN_FAILURES_PER_MINUTE: '1000000',
  SESSION_CALLS_PER_MINUTE: '1000000',
};

/**
 * A fresh DATA_DIR holding what a test server with `env` seeds (a copy of this run's template), for
 * a test that starts its servers on a DATA_DIR of its own (given as DATA_DIR) and removes it itself.
 */
export async function seededDataDir(env: Record<string, string> = {}): Promise<string> {
  const settings = { ...testDefaults, ...env };
  return freshDataDir(testPrefix, settings, (dir) => seedDemo(settings, dir));
}

/** The prefix of the unit tests' DATA_DIRs and templates. */
export const testPrefix = 'spendlens-test-';

/** Seeds what a server with `settings` seeds into `dataDir`: starts it there and closes it. */
export async function seedDemo(settings: Record<string, string>, dataDir: string): Promise<void> {
  const seeded = await startServer(loadConfig({ ...settings, DATA_DIR: dataDir }), { log: () => undefined });
  await seeded.close();
}

/**
 * A server on a free port with a fresh DATA_DIR and a small demo system (on `clock`, when given). The
 * DATA_DIR is a copy of one seeded with the same settings earlier in the run (data-dir-template.ts),
 * unless a clock is given: then the server seeds its own. (A log stream sees what the server logs
 * from its start on: a server on a copy has nothing left to seed.)
 */
export async function startTestServer(
  env: Record<string, string> = {},
  options: { clock?: () => Date; logStream?: NodeJS.WritableStream } = {},
): Promise<TestServer> {
  const settings = { ...testDefaults, ...env };
  const dataDir =
    env['DATA_DIR'] ??
    (options.clock ? await fs.mkdtemp(path.join(os.tmpdir(), 'spendlens-test-')) : await seededDataDir(env));
  const config = loadConfig({ ...settings, DATA_DIR: dataDir });
  const server = await startServer(config, { log: () => undefined, ...options });
  const api: TestServer['api'] = (pathAndQuery, init = {}) => {
    const headers: Record<string, string> = { ...init.headers };
    if (init.token) headers['authorization'] = `Bearer ${init.token}`;
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    return fetch(`${server.url}/api_prd/${pathAndQuery}`, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers,
      ...(init.body === undefined
        ? {}
        : { body: typeof init.body === 'string' ? init.body : JSON.stringify(init.body) }),
    });
  };
  return {
    ...server,
    dataDir,
    api,
    async signIn(uid, password = 'Spendlens#2026') {
      const response = await api('authenticate', {
        headers: { authorization: `Basic ${Buffer.from(`${uid}:${password}`).toString('base64')}` },
      });
      if (response.status !== 200) throw new Error(`sign-in failed: ${response.status}`);
      // the sign-in's publish to the Login Log writes to the engines: done before the test goes on
      await server.ingest.signInsSettled();
      return ((await response.json()) as { session_id: string }).session_id;
    },
    async close() {
      await server.close();
      // a DATA_DIR given is the caller's (a restart test starts on it again)
      if (env['DATA_DIR'] === undefined) await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

export function basic(uid: string, password: string): Record<string, string> {
  return { authorization: `Basic ${Buffer.from(`${uid}:${password}`).toString('base64')}` };
}

/** A test server with the demo data, the demo viewer signed in, and the id of its system SAP-DEMO. */
export async function startDemoSession(
  env: Record<string, string> = {},
): Promise<{ server: TestServer; token: string; systemId: number }> {
  const server = await startTestServer(env);
  const token = await server.signIn('demo@spendlens.test');
  const systems = (await (await server.api('systems', { token })).json()) as { id: number; name: string }[];
  return { server, token, systemId: systems.find((s) => s.name === 'SAP-DEMO')!.id };
}

/**
 * Counts the statements the server's warehouse pool runs from now on: every read and write of the
 * pool, the data calls' timed reads included, takes a connection through this one private method.
 */
export function watchEngine(server: TestServer): { calls: () => number } {
  let calls = 0;
  const pool = server.warehouse as unknown as { withConnection: (work: unknown) => Promise<unknown> };
  const withConnection = pool.withConnection.bind(server.warehouse);
  pool.withConnection = (work) => {
    calls += 1;
    return withConnection(work);
  };
  return { calls: () => calls };
}

/** Runs `work` while the demo viewer's grant is limited to `companyCodes`, then lifts the limit. */
export async function withCompanyCodeScope<T>(
  server: TestServer,
  companyCodes: string[],
  work: () => Promise<T>,
): Promise<T> {
  const user = await server.store
    .selectFrom('users')
    .select('id')
    .where('uid', '=', 'demo@spendlens.test')
    .executeTakeFirstOrThrow();
  // as a grant change made in this process would, the server is told to read the grant again
  const scope = async (codes: string[] | null) => {
    await server.store
      .updateTable('user_clients')
      .set({ company_codes: codes === null ? null : JSON.stringify(codes) })
      .where('user_id', '=', user.id)
      .execute();
    server.forgetAccess(user.id);
  };
  await scope(companyCodes);
  try {
    return await work();
  } finally {
    await scope(null);
  }
}
