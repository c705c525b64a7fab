import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import LongFilesFirst from './apps/server/src/test/long-files-first.ts';

export default defineConfig({
  test: {
    // The long API files start first (decision 141; apps/server/src/test/long-files-first.ts).
    sequence: { sequencer: LongFilesFirst },
    projects: [
      {
        // The web app's own import alias (apps/web/vite.config.ts), for its unit tests.
        resolve: { alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) } },
        test: {
          name: 'unit',
          include: ['packages/**/*.test.ts', 'apps/web/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          // Run before each file: the checks every test gets (pg 9's refusals, undeclared statuses) and the
          // clean-up of the file's apps and databases.
          setupFiles: ['apps/server/src/test/file-hooks.ts'],
          // Each test file gets its own database, created from the run's migrated template (test/global-setup.ts).
          pool: 'forks',
          maxWorkers: 2,
          // Issue 23 point 9: each worker imports the app once and runs its files one after another, instead of
          // a new module graph per file (importing the app took ~3 s a file, 387 s of the 480 s run). Files
          // stay apart by their own database and app; a helper's per-file hooks are in test/file-hooks.ts.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
