#!/usr/bin/env node
// `npm run test:coverage`: every unit, API and browser file under vitest's v8 coverage (the server and
// the packages it runs in the test process; the web app's code running in Chromium is not measured),
// then statements and branches per package, printed as a plain table and written to
// coverage/per-package.json. With `--compare <file>` (an earlier per-package.json) it also prints the
// change, and exits 1 when a package's statements or branches dropped.
// Usage: node scripts/coverage.mjs [--compare coverage-before.json] [--summary-only]
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const compareAt = args.indexOf('--compare');
const compare = compareAt >= 0 ? args[compareAt + 1] : undefined;
const summaryFile = path.join(root, 'coverage/coverage-summary.json');

if (!args.includes('--summary-only')) {
  const build = spawnSync(process.execPath, [path.join(root, 'scripts/ensure-web-build.mjs')], {
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
  // one run of both projects (vitest merges their coverage); the browser files then run after the
  // unit files, which is slower than `npm test` but measures the same tests
  const run = spawnSync(
    path.join(root, 'node_modules/.bin/vitest'),
    [
      'run',
      '--coverage.enabled',
      '--coverage.provider=v8',
      '--coverage.reporter=json-summary',
      '--coverage.include=packages/*/src/**/*.{ts,tsx}',
      '--coverage.reportOnFailure',
    ],
    { cwd: root, stdio: 'inherit' },
  );
  if (run.status !== 0)
    console.error(`vitest exited with ${run.status}: the figures below are of a failed run`);
}

const summary = JSON.parse(fs.readFileSync(summaryFile, 'utf8'));
const packages = new Map();
for (const [file, figures] of Object.entries(summary)) {
  if (file === 'total') continue;
  const name = /packages\/([^/]+)\//.exec(path.relative(root, file))?.[1];
  if (!name) continue;
  const sums = packages.get(name) ?? { statements: [0, 0], branches: [0, 0] };
  packages.set(name, sums);
  for (const kind of ['statements', 'branches']) {
    sums[kind][0] += figures[kind].covered;
    sums[kind][1] += figures[kind].total;
  }
}
const percent = ([covered, total]) => (total ? (100 * covered) / total : 100);
const result = Object.fromEntries(
  [...packages.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, sums]) => [
      name,
      {
        statements: {
          covered: sums.statements[0],
          total: sums.statements[1],
          pct: +percent(sums.statements).toFixed(2),
        },
        branches: {
          covered: sums.branches[0],
          total: sums.branches[1],
          pct: +percent(sums.branches).toFixed(2),
        },
      },
    ]),
);
fs.writeFileSync(path.join(root, 'coverage/per-package.json'), `${JSON.stringify(result, null, 2)}\n`);

const before = compare ? JSON.parse(fs.readFileSync(compare, 'utf8')) : undefined;
let dropped = false;
console.log(
  before ? 'package | statements % (before) | branches % (before)' : 'package | statements % | branches %',
);
for (const [name, figures] of Object.entries(result)) {
  const cell = (kind) => {
    const now = `${figures[kind].pct} (${figures[kind].covered}/${figures[kind].total})`;
    if (!before?.[name]) return now;
    const was = before[name][kind].pct;
    if (figures[kind].pct < was - 0.05) dropped = true;
    return `${now} (${was})`;
  };
  console.log(`${name} | ${cell('statements')} | ${cell('branches')}`);
}
if (dropped) {
  console.error('coverage dropped in at least one package');
  process.exit(1);
}
