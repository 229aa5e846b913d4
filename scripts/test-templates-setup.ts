import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { e2eDefaults, e2ePrefix } from '../e2e/support/start-e2e-server';
import { postgresPrefix } from '../packages/server/test/app-store-variants';
import {
  builtList,
  dropPostgresTemplates,
  postgresTemplate,
  seedTemplate,
} from '../packages/server/test/data-dir-template';
import { demoErpsEnv } from '../packages/server/test/demo-erps-env';
import { seedDemo, testDefaults, testPrefix } from '../packages/server/test/start-test-server';

/** Set by `npm test` (scripts/run-tests.mjs): one template directory for both projects' runs. */
export const sharedTemplatesVariable = 'SPENDLENS_TEST_TEMPLATES';

type Template = { prefix: string; env: Record<string, string>; postgres?: boolean };
const unit = (env: Record<string, string>, postgres = false): Template => ({
  prefix: postgres ? postgresPrefix : testPrefix,
  env: { ...testDefaults, ...env },
  postgres,
});

/**
 * The templates of the servers many files start, seeded before the first test file (two at a time):
 * a file's hook then copies one instead of seeding it under the load of the whole run. A template
 * only one file needs is seeded by that file.
 */
const preseeded: Record<string, Template[]> = {
  unit: [
    unit({}),
    unit({ DEMO_INVOICE_LINES: '500' }),
    unit({ DEMO_INVOICE_LINES: '500' }, true),
    unit({ DEMO_INVOICE_LINES: '1000' }),
    unit(demoErpsEnv),
    unit({ DEMO: 'off' }),
  ],
  e2e: [
    {},
    { DEMO_INVOICE_LINES: '500' },
    { DEMO_INVOICE_LINES: '3000' },
    { DEMO_NETSUITE_INVOICE_LINES: '3000' },
    { DEMO_INVOICE_LINES: '30000' },
  ].map((env) => ({ prefix: e2ePrefix, env: { ...e2eDefaults, ...env } })),
};

/** Seeds `templates` in the run's directory `root`, `parallel` at a time. */
async function seedAll(root: string, templates: Template[], parallel = 2): Promise<void> {
  const queue = [...templates];
  const next = async (): Promise<void> => {
    const t = queue.shift();
    if (!t) return;
    if (t.postgres)
      // without PostgreSQL the files of the PostgreSQL app store fail and say why; the rest runs
      await postgresTemplate(root, t.prefix, t.env, (dir, url) =>
        seedDemo({ ...t.env, DATABASE_URL: url }, dir),
      ).catch(() => undefined);
    else await seedTemplate(root, t.prefix, t.env, (dir) => seedDemo(t.env, dir));
    return next();
  };
  await Promise.all(Array.from({ length: parallel }, next));
}

/**
 * Global setup of the test projects: the directory of this run's seeded DATA_DIR templates
 * (packages/server/test/data-dir-template.ts) and its PostgreSQL template databases. Under `npm test`
 * the unit and browser runs share one directory (its variable names it), so a template both need is
 * seeded once; the last run to end removes it, and the templates many files need are seeded here,
 * before the first file, so no file's hook waits on them. A new run seeds anew, so a template never outlives
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
  if (shared) await seedAll(root, preseeded[project.name] ?? []);
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
