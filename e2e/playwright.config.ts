// Browser journeys in Debian's Chromium (never a downloaded browser) against the real server on
// a fresh embedded database with demo data. Every journey runs on a desktop and a phone viewport.
// Journeys that assert on the whole catalogue or every review read a second, untouched store
// (global-setup.ts, support/pristine.ts); all others share this one and assert on their own rows.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { journeyStoreEnv } from './support/store-env';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = path.join(os.tmpdir(), `store-e2e-${port}-${process.pid}`);
// E2E_DATABASE_URL runs the journeys against a PostgreSQL server (a fresh database each run).
const databaseUrl = process.env.E2E_DATABASE_URL;
const engine = databaseUrl ? 'postgres' : 'pglite';
// Debian's headless shell (package chromium-headless-shell, the same engine without the desktop
// browser around it) when installed: it starts in half the time and renders with less CPU, which
// on a 2-core machine decides how long the suite takes. Else Debian's Chromium in headless mode.
const headlessShell = '/usr/bin/chromium-headless-shell';
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? (fs.existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium'),
  args: [
    ...['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    // Fewer processes and less inter-process traffic per page: every journey visits one origin, so
    // site isolation buys nothing here, and a navigation then costs about a third less CPU.
    ...['--disable-site-isolation-trials', '--renderer-process-limit=1', '--in-process-gpu', '--enable-features=NetworkServiceInProcess', '--disable-features=RenderDocument'],
  ],
  // Shared memory in /dev/shm (a tmpfs on Debian), not files in /tmp.
  ignoreDefaultArgs: ['--disable-dev-shm-usage'],
};

// Page audits check what a page is made of (axe accessibility rules, layout at each width, the
// Content-Security-Policy): the same markup on either database engine. E2E_PAGE_AUDITS=off leaves
// them out of a run (CI's PostgreSQL pass names the journeys it runs instead: .ci/run).
const pageAudits = ['**/a11y.spec.ts', '**/auth-a11y.spec.ts', '**/layout.*.spec.ts', '**/content-security-policy.spec.ts'];
const leftOut = process.env.E2E_PAGE_AUDITS === 'off' ? pageAudits : [];

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  globalSetup: './global-setup.ts',
  outputDir: '../test-results/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // One retry in CI: a journey that fails once on a loaded machine and then passes is listed as
  // "flaky" in the report (look at it), but does not throw away a whole CI run. Locally none.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: true,
  // Time limits find a journey that hangs; they do not measure speed (the bench does). A loaded
  // 2-core CI machine runs a long journey (a11y audits of ten pages) in over a minute.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [
    ['list'],
    ['html', { outputFolder: '../playwright-report', open: 'never' }],
    ['json', { outputFile: `../test-results/playwright-${engine}.json` }],
  ],
  use: {
    baseURL,
    // An action that cannot happen fails within half a minute, not at the journey's time limit.
    actionTimeout: 30_000,
    // A trace records every action's page snapshot and a screencast: that doubled Chromium's CPU
    // per journey. CI records it on the retry of a journey that failed (retries: 1); a local run,
    // which has no retries, keeps one for a journey that fails.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromium,
  },
  // Journeys run on both; `*.desktop.spec.ts` and `*.phone.spec.ts` hold checks of one screen size.
  projects: [
    {
      name: 'desktop',
      testIgnore: ['**/*.phone.spec.ts', ...leftOut],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 }, launchOptions: chromium },
    },
    // A 375 px phone (iPhone SE width) in Chromium with touch.
    {
      name: 'phone',
      testIgnore: ['**/*.desktop.spec.ts', ...leftOut],
      use: { ...devices['Pixel 5'], viewport: { width: 375, height: 740 }, launchOptions: chromium },
    },
  ],
  webServer: {
    command: databaseUrl
      ? `node ../scripts/ci/reset-database.mjs ${databaseUrl} && node --import tsx ../apps/server/src/main.ts`
      : `rm -rf ${dataDir} && node --import tsx ../apps/server/src/main.ts`,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...journeyStoreEnv,
      // An empty DATABASE_URL means the embedded database, whatever the calling shell has set.
      ...(databaseUrl ? { DATABASE_URL: databaseUrl, SEED_DEMO: 'true' } : { DATABASE_URL: '' }),
      WEB_DIST: process.env.WEB_DIST ?? path.resolve(import.meta.dirname, '../apps/web/dist'),
      ...(process.env.E2E_SERVER_ENV ? JSON.parse(process.env.E2E_SERVER_ENV) : {}),
    },
  },
});
