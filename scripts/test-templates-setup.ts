import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

/**
 * Global setup of the test projects: a directory for this run's seeded DATA_DIR templates
 * (packages/server/test/data-dir-template.ts), removed when the run ends. A new run seeds anew, so a
 * template never outlives the code that wrote it.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'spendlens-templates-'));
  project.provide('dataDirTemplates', root);
  return () => fs.rm(root, { recursive: true, force: true });
}
