import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../packages/server/src/config';
import { startServer, type RunningServer } from '../../packages/server/src/server';

/** The browser tests sign in and query far faster than people: the budgets are lifted. */
const unlimited = {
  PUBLIC_CALLS_PER_MINUTE: '1000000',
  LOGIN_FAILURES_PER_MINUTE: '1000000',
  SESSION_CALLS_PER_MINUTE: '1000000',
};

/** The real server, in this process, on a free port with a fresh DATA_DIR and the demo data. */
export async function startE2eServer(
  env: Record<string, string> = {},
): Promise<RunningServer & { dataDir: string }> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'spendlens-e2e-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PORT: '0',
    LOG_LEVEL: 'silent',
    DEMO_INVOICE_LINES: '20000',
    ...unlimited,
    ...env,
  });
  const server = await startServer(config, { log: () => undefined });
  return {
    ...server,
    dataDir,
    async close() {
      await server.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
