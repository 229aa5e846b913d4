import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Two test files at a time even on a 2-core machine (vitest's default there is one): a file spends
// much of its time in single-threaded work (module transforms, PGlite, server start-up) that the
// other file's engine work can overlap. The browser tests stay one file at a time.
const unitWorkers = Math.max(2, availableParallelism() - 1);

// TEST_CPU_PROF=DIR writes a CPU profile of each test worker to DIR (docs/testing.md: where the time goes)
const execArgv = process.env['TEST_CPU_PROF']
  ? ['--cpu-prof', `--cpu-prof-dir=${process.env['TEST_CPU_PROF']}`]
  : [];

export default defineConfig({
  test: {
    env: { TZ: 'UTC' },
    projects: [
      {
        test: {
          name: 'unit',
          // one `vitest run` of both projects (coverage) runs the unit files first, then the browser files
          sequence: { groupOrder: 0 },
          include: [
            'packages/*/test/**/*.test.ts',
            'packages/*/test/**/*.test.tsx',
            'bench/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          environment: 'node',
          execArgv,
          maxWorkers: unitWorkers,
          // the files of a worker share its modules: each file imported the server, the pipeline and
          // the engines anew (about 1.4 s a file, 4 s for a browser file) and warmed their caches
          // anew (the SDN index, the findings worker). A test restores what it changes (globals, TZ).
          isolate: false,
          globalSetup: ['scripts/test-templates-setup.ts'],
          // issue 35: no test above 60 s, no hook above 120 s (the default templates are seeded by
          // the global setup before the first file)
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'e2e',
          sequence: { groupOrder: 1 },
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          execArgv,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // two files at a time, each with its own server (a copy of the seeded template) and browser
          maxWorkers: 2,
          isolate: false,
          // a read polled after a click: the page may re-render late on a busy 2-core machine (the
          // default of 1 s failed a run beside the unit files)
          expect: { poll: { timeout: 10_000 } },
          globalSetup: ['scripts/test-templates-setup.ts'],
        },
      },
    ],
  },
});
