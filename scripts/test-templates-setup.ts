import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { e2eDefaults, e2ePrefix } from '../e2e/support/start-e2e-server';
import { builtList, dropPostgresTemplates, seedTemplate } from '../packages/server/test/data-dir-template';
import { seedDemo, testDefaults, testPrefix } from '../packages/server/test/start-test-server';

/** Set by `npm test` (scripts/run-tests.mjs): one template directory for both projects' runs. */
export const sharedTemplatesVariable = 'SPENDLENS_TEST_TEMPLATES';

/** The templates every run needs, seeded before the first test file: the project's default server. */
const preseeded: Record<string, { prefix: string; env: Record<string, string> }> = {
  unit: { prefix: testPrefix, env: testDefaults },
  e2e: { prefix: e2ePrefix, env: e2eDefaults },
};

/**
 * Global setup of the test projects: the directory of this run's seeded DATA_DIR templates
 * (packages/server/test/data-dir-template.ts) and its PostgreSQL template databases. Under `npm test`
 * the unit and browser runs share one directory (its variable names it), so a template both need is
 * seeded once; the last run to end removes it, and the project's default template is seeded here,
 * before the first file, so no file's hook waits on it. A new run seeds anew, so a template never outlives
 * the code that wrote it.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const shared = process.env[sharedTemplatesVariable];
  const root = shared ?? (await fs.mkdtemp(path.join(os.tmpdir(), 'spendlens-templates-')));
  const users = path.join(root, 'users');
  const me = path.join(users, `${project.name}-${process.pid}`);
  await fs.mkdir(users, { recursive: true });
  await fs.writeFile(me, '');
  project.provide('dataDirTemplates', root);
  // under `npm test` only: a run of a few files seeds what its files need, when they need it
  const first = shared ? preseeded[project.name] : undefined;
  if (first) await seedTemplate(root, first.prefix, first.env, (dir) => seedDemo(first.env, dir));
  return async () => {
    await fs.rm(me, { force: true });
    // the other project's run still copies from the directory
    if ((await fs.readdir(users)).length > 0) return;
    const built = await fs.readFile(path.join(root, builtList), 'utf8').catch(() => '');
    if (built) {
      const rows = built
        .trim()
        .split('\n')
        .map((line) => line.split('\t'));
      const total = rows.reduce((sum, [seconds]) => sum + Number(seconds), 0);
      console.log(`seeded templates: ${rows.length}, ${total.toFixed(0)} s`);
      for (const [seconds, file, name] of rows)
        console.log(
          `seeded template ${seconds} s by ${path.relative(process.cwd(), file ?? '') || file}: ${name}`,
        );
    }
    // the PostgreSQL template databases of this run, when PostgreSQL is there at all
    await dropPostgresTemplates(root).catch(() => undefined);
    await fs.rm(root, { recursive: true, force: true });
  };
}
