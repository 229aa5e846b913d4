import fs from 'node:fs/promises';
import { loadConfig } from '../../packages/server/src/config';
import { startServer, type RunningServer } from '../../packages/server/src/server';
import { freshDataDir } from '../../packages/server/test/data-dir-template';
import { seedDemo } from '../../packages/server/test/start-test-server';

/** The browser tests sign in and query far faster than people: the budgets are lifted. */
const unlimited = {
  PUBLIC_CALLS_PER_MINUTE: '1000000',
  LOGIN_FAILURES_PER_MINUTE: '1000000',
  SESSION_CALLS_PER_MINUTE: '1000000',
};

/** The settings of a browser test's server unless a test sets its own. */
export const e2eDefaults: Record<string, string> = {
  NODE_ENV: 'test',
  PORT: '0',
  LOG_LEVEL: process.env['E2E_LOG_LEVEL'] ?? 'silent',
  DEMO_INVOICE_LINES: '20000',
  DEMO_ORACLE_INVOICE_LINES: '0',
  DEMO_JDE_INVOICE_LINES: '0',
  DEMO_NETSUITE_INVOICE_LINES: '0',
  DEMO_DOCUWARE_INVOICE_LINES: '0',
  // small tables, two test files per core: DuckDB's threads would only wait on each other
  DUCKDB_THREADS: '1',
  ...unlimited,
};

/** The prefix of the browser tests' DATA_DIRs and templates. */
export const e2ePrefix = 'spendlens-e2e-';

/**
 * The real server, in this process, on a free port with a fresh DATA_DIR and the demo data (a copy of
 * the one seeded with the same settings earlier in the run: packages/server/test/data-dir-template.ts).
 */
export async function startE2eServer(
  env: Record<string, string> = {},
  options: {
    /** The server's clock (sessions, time-outs): a test moves it with the browser's fake clock. */
    clock?: () => Date;
  } = {},
): Promise<RunningServer & { dataDir: string }> {
  const settings = { ...e2eDefaults, ...env };
  const dataDir = await freshDataDir(e2ePrefix, settings, (dir) => seedDemo(settings, dir));
  const config = loadConfig({ ...settings, DATA_DIR: env['DATA_DIR'] ?? dataDir });
  const server = await startServer(config, {
    log: () => undefined,
    ...(options.clock ? { clock: options.clock } : {}),
  });
  return {
    ...server,
    dataDir,
    async close() {
      await server.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
