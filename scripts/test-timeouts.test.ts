import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import config from '../vitest.config';

/**
 * Issue 35: a test passes in the time it needs, not in the slack a busy machine gives it — no test
 * timeout above 60 s, no hook timeout above 120 s, no wait inside a test above 60 s. Checked in the
 * projects' settings and in every test file's own timeouts.
 */
const root = path.resolve(import.meta.dirname, '..');
const testLimit = 60_000;
const hookLimit = 120_000;
const hooks = new Set(['beforeAll', 'afterAll', 'beforeEach', 'afterEach']);
const tests = new Set(['it', 'test', 'each', 'concurrent', 'skipIf', 'runIf', 'only', 'skip']);

function testFiles(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== 'dist') walk(full);
      } else if (/\.(ts|tsx)$/.test(entry.name)) files.push(full);
    }
  };
  for (const dir of ['e2e', 'bench', 'scripts']) walk(path.join(root, dir));
  for (const pkg of fs.readdirSync(path.join(root, 'packages'))) {
    const dir = path.join(root, 'packages', pkg, 'test');
    if (fs.existsSync(dir)) walk(dir);
  }
  return files.filter((file) => file !== import.meta.filename);
}

/** The name of the call whose argument list ends at `close` (the index of its `)`). */
function callee(text: string, close: number): string {
  let depth = 0;
  for (let i = close; i >= 0; i--) {
    const c = text[i];
    if (c === ')') depth++;
    else if (c === '(' && --depth === 0)
      return /([A-Za-z_$][\w$]*)\s*$/.exec(text.slice(Math.max(0, i - 40), i))?.[1] ?? '';
  }
  return '';
}

const number = (digits: string) => Number(digits.replaceAll('_', ''));

describe('test timeouts (issue 35)', () => {
  it('the projects allow no test above 60 s and no hook above 120 s', () => {
    for (const project of config.test?.projects ?? []) {
      const settings = (project as { test: { name: string; testTimeout?: number; hookTimeout?: number } })
        .test;
      expect(settings.testTimeout, settings.name).toBeLessThanOrEqual(testLimit);
      expect(settings.hookTimeout, settings.name).toBeLessThanOrEqual(hookLimit);
    }
  });

  it('no test file sets a test timeout above 60 s, a hook timeout above 120 s or a wait above 60 s', () => {
    const found: string[] = [];
    for (const file of testFiles()) {
      const text = fs.readFileSync(file, 'utf8');
      const where = (index: number) =>
        `${path.relative(root, file)}:${text.slice(0, index).split('\n').length}`;
      for (const match of text.matchAll(/\btimeout:\s*([\d_]+)/g))
        if (number(match[1]!) > testLimit) found.push(`${where(match.index)} timeout: ${match[1]}`);
      for (const match of text.matchAll(/\},\s*([\d_]+)\s*\)/g)) {
        const ms = number(match[1]!);
        const name = callee(text, match.index + match[0].length - 1);
        const limit = hooks.has(name) ? hookLimit : tests.has(name) ? testLimit : Infinity;
        if (ms > limit) found.push(`${where(match.index)} ${name}(…, ${match[1]})`);
      }
    }
    expect(found).toEqual([]);
  });

  it('finds a timeout above the limits (the check can fail)', () => {
    const text = "beforeAll(async () => {\n  await f(g());\n}, 300_000);\nit('x', () => {}, 90_000);";
    const calls = [...text.matchAll(/\},\s*([\d_]+)\s*\)/g)].map((m) =>
      callee(text, m.index + m[0].length - 1),
    );
    expect(calls).toEqual(['beforeAll', 'it']);
  });
});
