#!/usr/bin/env node
// `npm test`: lint, types and the web build first (lint and types side by side, the build beside
// them), then the two vitest projects side by side — the unit and API files on their workers, the
// browser files one at a time beside them. A browser file spends most of its time waiting on the
// page, so running it after the unit files (as one vitest run does: a project of one worker goes
// last) left cores idle for minutes. Each line is prefixed with its project; the exit code is the
// first failure's. Extra arguments go to both vitest runs (e.g. a file filter).
import { spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);
// with a filter, one project may have no matching file
const extra = process.argv.length > 2 ? [...process.argv.slice(2), '--passWithNoTests'] : [];

/** Runs a command, its output lines prefixed with `label`; resolves to its exit code. */
function run(label, command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
    for (const stream of [child.stdout, child.stderr]) {
      readline
        .createInterface({ input: stream })
        .on('line', (line) => process.stdout.write(`[${label}] ${line}\n`));
    }
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

async function stage(name, jobs) {
  const started = Date.now();
  const codes = await Promise.all(jobs.map(([label, command, args]) => run(label, command, args)));
  const failed = jobs.filter((_, i) => codes[i] !== 0).map(([label]) => label);
  console.log(
    `${name}: ${failed.length ? `failed (${failed.join(', ')})` : 'passed'} in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  if (failed.length) process.exit(1);
}

await stage('lint, types, web build', [
  ['lint', bin('eslint'), ['.']],
  ['types', bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']],
  ['build', process.execPath, [path.join(root, 'scripts/ensure-web-build.mjs')]],
]);
await stage('tests', [
  ['unit', bin('vitest'), ['run', '--project', 'unit', ...extra]],
  ['e2e', bin('vitest'), ['run', '--project', 'e2e', ...extra]],
]);
