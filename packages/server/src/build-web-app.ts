import { spawn } from 'node:child_process';
import path from 'node:path';

const script = path.resolve(import.meta.dirname, '../../../scripts/ensure-web-build.mjs');

/** Runs scripts/ensure-web-build.mjs in a child process (its output goes to ours); settles when it ends. */
export function buildWebApp(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script], { stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`building the web app failed (exit code ${String(code)})`)),
    );
  });
}
