#!/usr/bin/env node
// Every test file's wall time, hooks included (its server's start and seeding), from the output of
// `npm test` (each project's per-file line: `✓ unit packages/…/x.test.ts (9 tests) 11772ms`): per
// project, the slowest files first with their test counts, and the sum; then the seeded DATA_DIR
// templates of the run (what seeding cost, and which file waited for it).
// Usage: npm test 2>&1 | tee test.log; node scripts/test-times.mjs test.log [how many, default 20]
import fs from 'node:fs';

const [log, top = '20'] = process.argv.slice(2);
if (!log) {
  console.error('Usage: node scripts/test-times.mjs <npm test output> [how many]');
  process.exit(2);
}
// eslint-disable-next-line no-control-regex
const plain = (line) => line.replace(/\x1b\[[0-9;]*m/g, '');
const fileLine =
  /^\[(unit|e2e)\]\s+[✓×❯↓]\s+(unit|e2e)\s+(\S+\.test\.tsx?)\s+\((\d+) tests?(?: \| [^)]*)?\)\s+(\d+)ms/;
const templateLine = /^\[(?:unit|e2e)\] seeded template ([\d.]+) s by (\S+(?: setup)?): (.*)$/;
const projects = new Map();
const templates = [];
for (const raw of fs.readFileSync(log, 'utf8').split('\n')) {
  const seeded = templateLine.exec(plain(raw));
  if (seeded) templates.push({ seconds: Number(seeded[1]), file: seeded[2], name: seeded[3] });
  const match = fileLine.exec(plain(raw));
  if (!match) continue;
  const [, project, , file, tests, ms] = match;
  const files = projects.get(project) ?? [];
  projects.set(project, files);
  files.push({ file, tests: Number(tests), seconds: Number(ms) / 1000 });
}
for (const [project, files] of projects) {
  files.sort((a, b) => b.seconds - a.seconds);
  const total = files.reduce((sum, f) => sum + f.seconds, 0);
  const tests = files.reduce((sum, f) => sum + f.tests, 0);
  console.log(`\n${project}: ${files.length} files, ${tests} tests, ${total.toFixed(0)} s of file time`);
  console.log('| file | s | tests |');
  console.log('| --- | --- | --- |');
  for (const f of files.slice(0, Number(top)))
    console.log(`| ${f.file} | ${f.seconds.toFixed(1)} | ${f.tests} |`);
}
if (templates.length) {
  templates.sort((a, b) => b.seconds - a.seconds);
  const total = templates.reduce((sum, t) => sum + t.seconds, 0);
  console.log(`\nseeded templates: ${templates.length}, ${total.toFixed(0)} s of seeding`);
  console.log('| s | seeded by | template (prefix?settings) |');
  console.log('| --- | --- | --- |');
  for (const t of templates) console.log(`| ${t.seconds.toFixed(1)} | ${t.file} | ${t.name} |`);
}
