// Starts the read-only store of support/pristine.ts once per run, on the same engine as the main
// e2e server: an embedded database, or its own database beside E2E_DATABASE_URL's.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { startAppServer } from './support/app-server';

export default async function globalSetup() {
  const env: Record<string, string> = {};
  const databaseUrl = process.env.E2E_DATABASE_URL;
  if (databaseUrl) {
    const url = new URL(databaseUrl);
    url.pathname = `${url.pathname}_pristine`;
    execFileSync(process.execPath, [path.resolve(import.meta.dirname, '../scripts/ci/reset-database.mjs'), url.toString()]);
    Object.assign(env, { DATABASE_URL: url.toString(), SEED_DEMO: 'true' });
  }
  const server = await startAppServer(env);
  process.env.E2E_PRISTINE_URL = server.url;
  return () => server.stop();
}
