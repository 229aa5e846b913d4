#!/usr/bin/env node
// Builds the web app when packages/web/dist is missing or older than its sources (or with --force).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'packages/web/dist');
const stamp = path.join(dist, 'index.html');
const sources = ['packages/web/src', 'packages/web/index.html', 'packages/web/vite.config.ts', 'packages/domain/src', 'package-lock.json'];

function newest(p) {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs.readdirSync(p).reduce((max, name) => Math.max(max, newest(path.join(p, name))), stat.mtimeMs);
}

const force = process.argv.includes('--force');
const built = fs.existsSync(stamp) ? fs.statSync(stamp).mtimeMs : 0;
const sourceTime = Math.max(...sources.map((s) => newest(path.join(root, s))));
if (!force && built >= sourceTime) process.exit(0);

console.log(built ? 'Web app sources changed: rebuilding…' : 'Building the web app (first start)…');
const { build } = await import('vite');
await build({ configFile: path.join(root, 'packages/web/vite.config.ts'), logLevel: 'warn' });
fs.utimesSync(stamp, new Date(), new Date());
console.log('Web app built.');
