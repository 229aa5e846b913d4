import fs from 'node:fs/promises';
import { loadConfig } from '../../packages/server/src/config';
import { startServer, type RunningServer } from '../../packages/server/src/server';
import { freshDataDir } from '../../packages/server/test/data-dir-template';

/** The browser tests sign in and query far faster than people: the budgets are lifted. */
const unlimited = {
  PUBLIC_CALLS_PER_MINUTE: '1000000',
  LOGIN_FAILURES_PER_MINUTE: '1000000',
  SESSION_CALLS_PER_MINUTE: '1000000',
};

/**
 * Settings a server reads only when it answers requests, never when it seeds its DATA_DIR: the
 * template is seeded without them, so a file that sets them shares the template of the files that do
 * not (packages/server/test/data-dir-template.ts keys templates by every other setting).
 */
const servingOnly = new Set(['CAPTCHA', 'TRANSLATION']);

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
  const settings = {
    NODE_ENV: 'test',
    PORT: '0',
    LOG_LEVEL: 'silent',
    DEMO_INVOICE_LINES: '20000',
    DEMO_ORACLE_INVOICE_LINES: '0',
    DEMO_JDE_INVOICE_LINES: '0',
    DEMO_NETSUITE_INVOICE_LINES: '0',
    DEMO_DOCUWARE_INVOICE_LINES: '0',
    ...unlimited,
    ...env,
  };
  const seeding = Object.fromEntries(Object.entries(settings).filter(([name]) => !servingOnly.has(name)));
  const dataDir = await freshDataDir('spendlens-e2e-', seeding, async (dir) => {
    const seeded = await startServer(loadConfig({ ...seeding, DATA_DIR: dir }), { log: () => undefined });
    await seeded.close();
  });
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
