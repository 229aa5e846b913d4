import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { builtList, dropPostgresTemplates } from '../packages/server/test/data-dir-template';

/**
 * Global setup of the test projects: a directory for this run's seeded DATA_DIR templates
 * (packages/server/test/data-dir-template.ts) and its PostgreSQL template databases, removed when the
 * run ends. A new run seeds anew, so a
 * template never outlives the code that wrote it.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'spendlens-templates-'));
  project.provide('dataDirTemplates', root);
  return async () => {
    const built = await fs.readFile(path.join(root, builtList), 'utf8').catch(() => '');
    if (built) {
      const rows = built.trim().split('\n').map((line) => line.split('\t'));
      const total = rows.reduce((sum, [seconds]) => sum + Number(seconds), 0);
      console.log(`seeded templates (${project.name}): ${rows.length}, ${total.toFixed(0)} s`);
      for (const [seconds, file, name] of rows)
        console.log(`seeded template (${project.name}) ${seconds} s by ${path.relative(process.cwd(), file ?? '')}: ${name}`);
    }
    // the PostgreSQL template databases of this run, when PostgreSQL is there at all
    await dropPostgresTemplates(root).catch(() => undefined);
    await fs.rm(root, { recursive: true, force: true });
  };
}
