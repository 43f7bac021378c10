// Runs once per `vitest run` of the server project, before any of its test files: prepares the
// migrated database that every test file (test-app.ts) then copies, instead of each file creating
// and migrating its own.
// - PGlite: the run's snapshots (pglite-snapshot.ts); each file loads the migrated tar into a new
//   in-memory PGlite (~0.5 s), or takes one its worker emptied (pglite-pool.ts). Made on both
//   engines: the upgrade tests and `openPgliteCopy` use them on PostgreSQL runs too.
// - PostgreSQL (DATABASE_URL): a database migrated through openDatabase, closed, and barred from
//   connections, so that `create database … template` never finds it in use; dropped at the end.
import crypto from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';
import { providePgliteSnapshots } from './pglite-snapshot';
import { adminQuery, databaseUrl } from './postgres-admin';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The server bundled as `npm start` runs it (bundle-options.mjs), for the process tests (process/store-process.ts). */
    serverBundle: string;
    /** Path of a tar (PGlite's dumpDataDir) of a migrated data dir; made on either engine. */
    pgliteSnapshot: string | null;
    /** The same before any migration: a new database without initdb's cost (the upgrade tests). */
    pgliteEmptySnapshot: string | null;
    /** PostgreSQL: the migrated database each file's database is created from. */
    postgresTemplate: string | null;
  }
}

export default async function setup(project: TestProject) {
  const baseUrl = process.env.DATABASE_URL;
  // If one part fails, the template made by the other is dropped before the failure is reported.
  const [template, snapshots] = await Promise.allSettled([
    baseUrl ? createPostgresTemplate(baseUrl) : Promise.resolve(null),
    providePgliteSnapshots(project),
  ]);
  const dropTemplate = async () => {
    if (baseUrl && template.status === 'fulfilled' && template.value) await adminQuery(baseUrl, `drop database if exists ${template.value} with (force)`);
  };
  if (template.status === 'rejected' || snapshots.status === 'rejected') {
    await dropTemplate();
    throw template.status === 'rejected' ? template.reason : (snapshots as PromiseRejectedResult).reason;
  }
  project.provide('postgresTemplate', template.value);
  return dropTemplate;
}

async function createPostgresTemplate(baseUrl: string): Promise<string> {
  const name = `test_template_${crypto.randomBytes(6).toString('hex')}`;
  await adminQuery(baseUrl, `create database ${name}`);
  try {
    const database = await openDatabase({ url: databaseUrl(baseUrl, name), poolSize: 1 });
    await database.close();
    await adminQuery(baseUrl, `alter database ${name} with allow_connections false`);
    return name;
  } catch (err) {
    await adminQuery(baseUrl, `drop database if exists ${name} with (force)`);
    throw err;
  }
}
