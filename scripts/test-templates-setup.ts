import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { dropPostgresTemplates } from '../packages/server/test/data-dir-template';

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
    // the PostgreSQL template databases of this run, when PostgreSQL is there at all
    await dropPostgresTemplates(root).catch(() => undefined);
    await fs.rm(root, { recursive: true, force: true });
  };
}
