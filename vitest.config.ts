import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import LongFilesFirst from './apps/server/src/test/long-files-first.ts';

const WEB_ALIAS = { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) };
const UNIT_FILES = ['packages/**/*.test.ts', 'apps/web/src/**/*.test.ts'];
/** Unit files that mock modules or stub globals: each runs isolated (a new file that mocks goes here). */
const MOCKING_FILES = [
  'apps/web/src/app/route-loaders.test.ts',
  'apps/web/src/features/calendar/api/prefetch-calendar.test.ts',
  'apps/web/src/lib/notify-undo.test.ts',
];

export default defineConfig({
  test: {
    // The long API files start first (decision 141; apps/server/src/test/long-files-first.ts).
    sequence: { sequencer: LongFilesFirst },
    projects: [
      {
        // The web app's own import alias (apps/web/vite.config.ts), for its unit tests.
        resolve: { alias: WEB_ALIAS },
        test: {
          name: 'unit',
          include: UNIT_FILES,
          exclude: [...configDefaults.exclude, ...MOCKING_FILES],
          environment: 'node',
          // The files are pure functions over one shared module graph: importing it again for each of the
          // ~230 files took 58 s of a 66 s run (tests 8 s). Vitest's recipe "Per-File Isolation Settings".
          isolate: false,
        },
      },
      {
        // The files that replace modules or globals (vi.mock, vi.stubGlobal) keep a module graph of their own.
        resolve: { alias: WEB_ALIAS },
        test: { name: 'unit-mocked', include: MOCKING_FILES, environment: 'node' },
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
