import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { runCli as runCliHere } from '../src/cli';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

export interface CliOutcome {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * `npm run cli -- <args>` in this process (the CLI's own entry, runCli) on `dataDir`, quiet unless
 * `env` says otherwise, with `stdin` as its standard input: its exit code and output, each line
 * ended as the console ends it.
 */
export async function runCli(
  args: string[],
  dataDir: string,
  env: Record<string, string> = {},
  stdin = '',
): Promise<CliOutcome> {
  let stdout = '';
  let stderr = '';
  const code = await runCliHere(
    args,
    {
      print: (line) => (stdout += `${line}\n`),
      printError: (line) => (stderr += `${line}\n`),
      readStdin: async () => stdin,
    },
    { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env },
  );
  return { code, stdout, stderr };
}

/**
 * `npm run cli -- <args>` in its own process (tsx, from the repository root) on `dataDir`, quiet
 * unless `env` says otherwise: its exit code and output, whether it succeeded or not. Only for what
 * the process itself proves (its exit code, its standard streams); everything else runs in this
 * process through runCli.
 */
export function runCliProcess(
  args: string[],
  dataDir: string,
  env: Record<string, string> = {},
): Promise<CliOutcome> {
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
