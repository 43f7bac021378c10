import { defineConfig } from 'vitest/config';

// A JSON report per database engine feeds the one-line CI summary (scripts/ci/summarize.mjs).
const engine = process.env.DATABASE_URL ? 'postgres' : 'pglite';

export default defineConfig({
  test: {
    reporters: ['default', 'json'],
    outputFile: { json: `test-results/vitest-${engine}.json` },
    projects: [
      { test: { name: 'contract', root: 'packages/contract', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: { name: 'web', root: 'apps/web', include: ['src/**/*.test.{ts,tsx}'], passWithNoTests: true },
      },
    ],
  },
});
