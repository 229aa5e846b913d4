#!/usr/bin/env node
// `npm test`: lint, types and the web build first (lint and types side by side, the build beside
// them), then the two vitest projects side by side — the unit and API files on their workers, the
// browser files one at a time beside them. A browser file spends most of its time waiting on the
// page, so running it after the unit files (as one vitest run does: a project of one worker goes
// last) left cores idle for minutes. Each line is prefixed with its project; the exit code is the
// first failure's. Extra arguments go to both vitest runs (e.g. a file filter).
//
// The two runs' lines interleave, so a failed run's report can sit thousands of lines above the end of
// the output, where a CI log's tail no longer shows it. A failed run's failure report (vitest's
// "Failed Tests" section, or its last lines when it has none) is printed again at the very end.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);
// with a filter, one project may have no matching file
const extra = process.argv.length > 2 ? [...process.argv.slice(2), '--passWithNoTests'] : [];

const reportLines = 120;
const tailLines = 40;
// eslint-disable-next-line no-control-regex
const plain = (line) => line.replace(/\x1b\[[0-9;]*m/g, '');

/** Keeps what to print again if a run fails: its "Failed Tests" section (up to `reportLines`) and
 * its last `tailLines` lines. */
function failureReport() {
  const section = [];
  const tail = [];
  let inSection = false;
  return {
    add(line) {
      const text = plain(line);
      if (/⎯ Failed Tests? \d+ ⎯|⎯ Unhandled Errors? ⎯|⎯ Failed Suites? \d+ ⎯/.test(text)) inSection = true;
      else if (/^\s*Test Files\s/.test(text)) inSection = false;
      if (inSection && section.length < reportLines) section.push(line);
      tail.push(line);
      if (tail.length > tailLines) tail.shift();
    },
    lines: () => (section.length ? section : tail),
  };
}

/** Runs a command, its output lines prefixed with `label`; resolves to its exit code and its failure
 * report. */
function run(label, command, args) {
  return new Promise((resolve) => {
    const report = failureReport();
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
    for (const stream of [child.stdout, child.stderr]) {
      readline.createInterface({ input: stream }).on('line', (line) => {
        report.add(line);
        process.stdout.write(`[${label}] ${line}\n`);
      });
    }
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), report }));
  });
}

async function stage(name, jobs) {
  const started = Date.now();
  const results = await Promise.all(jobs.map(([label, command, args]) => run(label, command, args)));
  const failed = jobs.filter((_, i) => results[i].code !== 0).map(([label]) => label);
  for (const [i, [label]] of jobs.entries()) {
    if (results[i].code === 0) continue;
    console.log(`\n[${label}] ── what failed (printed again) ──`);
    for (const line of results[i].report.lines()) console.log(`[${label}] ${line}`);
  }
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
// one directory of seeded DATA_DIR templates for both runs (scripts/test-templates-setup.ts): a
// template both need is seeded once; the last run to end removes it (and here, should a run crash)
const templates = fs.mkdtempSync(path.join(os.tmpdir(), 'spendlens-templates-'));
process.env.SPENDLENS_TEST_TEMPLATES = templates;
process.on('exit', () => fs.rmSync(templates, { recursive: true, force: true }));
await stage('tests', [
  ['unit', bin('vitest'), ['run', '--project', 'unit', ...extra]],
  ['e2e', bin('vitest'), ['run', '--project', 'e2e', ...extra]],
]);
