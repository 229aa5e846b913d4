#!/usr/bin/env node
// Every test file's wall time from the JSON reports a `TEST_TIMES=<dir> npm test` run writes
// (<dir>/unit.json, <dir>/e2e.json): per project, the files slowest first with their test counts,
// and the sum. Usage: node scripts/test-times.mjs <dir> [how many, default 20]
import fs from 'node:fs';
import path from 'node:path';

const [dir = '.', top = '20'] = process.argv.slice(2);
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
for (const project of ['unit', 'e2e']) {
  const file = path.join(dir, `${project}.json`);
  if (!fs.existsSync(file)) continue;
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  const files = report.testResults
    .map((r) => ({
      name: path.relative(root, r.name),
      seconds: (r.endTime - r.startTime) / 1000,
      tests: r.assertionResults.length,
      slowest: Math.max(0, ...r.assertionResults.map((a) => a.duration ?? 0)) / 1000,
    }))
    .sort((a, b) => b.seconds - a.seconds);
  const total = files.reduce((sum, f) => sum + f.seconds, 0);
  console.log(
    `\n${project}: ${files.length} files, ${report.numTotalTests} tests, ${total.toFixed(0)} s of file time`,
  );
  console.log('| file | s | tests | slowest test s |');
  console.log('| --- | --- | --- | --- |');
  for (const f of files.slice(0, Number(top)))
    console.log(`| ${f.name} | ${f.seconds.toFixed(1)} | ${f.tests} | ${f.slowest.toFixed(1)} |`);
}
