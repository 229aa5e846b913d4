import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/**
 * `npm run cli -- <args>` in its own process (tsx, from the repository root) on `dataDir`, quiet
 * unless `env` says otherwise: its exit code and output, whether it succeeded or not.
 */
export function runCli(
  args: string[],
  dataDir: string,
  env: Record<string, string> = {},
): Promise<{ code: number; stdout: string; stderr: string }> {
  return promisify(execFile)(
    path.join(repoRoot, 'node_modules/.bin/tsx'),
    ['packages/server/src/cli.ts', ...args],
    {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env },
    },
  ).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
}
