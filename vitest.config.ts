import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { lingui } from '@lingui/vite-plugin';
import { linguiMacro } from './apps/web/src/build/lingui-macro';

// A JSON report per database engine feeds the one-line CI summary (scripts/ci/summarize.mjs).
const engine = process.env.DATABASE_URL ? 'postgres' : 'pglite';

/** How the server's test files run, in the server and process projects. */
const serverTestFiles = {
  // Every file makes its own app and database and closes them, so files can share a worker's
  // loaded modules (Fastify, better-auth, drizzle, PGlite) instead of importing them anew.
  isolate: false,
  testTimeout: 60_000,
  hookTimeout: 120_000,
  // expect.poll waits for background work (outbox, cache refresh); its 1 s default is too
  // short on a busy 2-core machine, and a longer wait costs nothing when it passes.
  expect: { poll: { timeout: 15_000 } },
};

export default defineConfig({
  test: {
    // Both cores (vitest's default leaves one free): test files mostly wait on PGlite, a CPU-bound
    // WebAssembly engine running in each worker's own thread.
    maxWorkers: 2,
    reporters: ['default', 'json'],
    outputFile: { json: `test-results/vitest-${engine}.json` },
    projects: [
      { test: { name: 'contract', root: 'packages/contract', include: ['src/**/*.test.ts'] } },
      {
        // The server's page tests render the web app's server entry from its sources: its messages too.
        plugins: [linguiMacro(), lingui({ cwd: fileURLToPath(new URL('./apps/web', import.meta.url)) })],
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          // The store as a process has a project of its own (below).
          exclude: ['test/process/**'],
          // One migrated database per run; every test file starts from a copy (test/test-app.ts).
          globalSetup: [fileURLToPath(new URL('./apps/server/test/global-setup.ts', import.meta.url))],
          ...serverTestFiles,
        },
      },
      {
        // The store as a process (the bundle `npm start` runs, on the embedded database): start-up,
        // signals and draining, the data-dir lock, backups, and what a SIGKILL between two steps
        // leaves behind. It never reads DATABASE_URL: the server suite's PostgreSQL pass has no
        // reason to run it again, and `npm run test:server` stays the quick loop over the code.
        test: {
          name: 'process',
          root: 'apps/server',
          include: ['test/process/**/*.test.ts'],
          globalSetup: [fileURLToPath(new URL('./apps/server/test/process/global-setup.ts', import.meta.url))],
          ...serverTestFiles,
        },
      },
      {
        // Component tests render screens in happy-dom with the API answered by MSW (src/test/).
        plugins: [linguiMacro(), lingui({ cwd: fileURLToPath(new URL('./apps/web', import.meta.url)) })],
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          // Files share a worker's loaded modules and its page (setup.ts empties the page, storage
          // and query cache after every test): a fresh page and module graph per file was four
          // fifths of this project's time (68 → 13 s). A file cannot vi.mock a module another file
          // loaded first: src/test/downloads.ts watches downloads where the browser sees them.
          isolate: false,
          setupFiles: [fileURLToPath(new URL('./apps/web/src/test/setup.ts', import.meta.url))],
          // A limit finds a hung test, it measures nothing: a form typed field by field takes 5 s on a loaded 2-core machine.
          testTimeout: 30_000,
        },
      },
    ],
  },
});
