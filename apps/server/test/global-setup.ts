// Runs once per `vitest run`, before any server test file: prepares one migrated database that
// every test file (test-app.ts) then copies, instead of each file creating and migrating its own.
// - PGlite: a fresh in-memory database (initdb is the slow part, ~4 s) is migrated and dumped to a
//   tar file; each file loads the tar into a new in-memory PGlite (~0.5 s), and the tests of the
//   real store process unpack it into the process's data dir (store-process.ts). Made on both engines.
// - PostgreSQL (DATABASE_URL): a database migrated through openDatabase, closed, and barred from
//   connections, so that `create database … template` never finds it in use; dropped at the end.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';
import { isRunning } from '../src/db/data-dir-lock';
import { pgliteExtensions } from '../src/db/pglite-extensions';
import { migrationsFolder, serverRoot } from '../src/paths';
import { build } from 'esbuild';
import { serverBundleOptions } from '../bundle-options.mjs';
import { adminQuery, databaseUrl } from './postgres-admin';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The server bundled as `npm start` runs it (bundle-options.mjs), for the process tests (store-process.ts). */
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
  // The PGlite snapshot on either engine: the tests of the real store process (store-process.ts)
  // run it on the embedded database and start from a copy of it. If one part fails, the others
  // made are removed before the failure is reported.
  const made = await Promise.allSettled([
    createPgliteSnapshot(project),
    baseUrl ? createPostgresTemplate(baseUrl) : Promise.resolve(null),
    createServerBundle(project),
  ]);
  const [snapshot, template, bundle] = made;
  const removeSnapshot = snapshot.status === 'fulfilled' ? snapshot.value : () => {};
  const removeBundle = bundle.status === 'fulfilled' ? bundle.value : () => {};
  const dropTemplate = async () => {
    if (baseUrl && template.status === 'fulfilled' && template.value) await adminQuery(baseUrl, `drop database if exists ${template.value} with (force)`);
  };
  const teardown = async () => {
    await dropTemplate();
    removeSnapshot();
    removeBundle();
  };
  const failed = made.find((m) => m.status === 'rejected');
  if (failed) {
    await teardown();
    throw failed.reason;
  }
  project.provide('postgresTemplate', template.status === 'fulfilled' ? template.value : null);
  return teardown;
}

/**
 * The server bundled once per run, under dist/ (where the server finds its migrations from, and
 * git ignores it) in a directory of its own, so a run beside `npm run build` or another run shares
 * nothing. Starting it skips loading every source file through tsx: about 2 s of each process test's start.
 */
async function createServerBundle(project: TestProject): Promise<() => void> {
  removeAbandonedBundles();
  const dir = path.join(serverRoot, 'dist', `test-${process.pid}-${crypto.randomBytes(4).toString('hex')}`);
  await build({ ...serverBundleOptions(path.join(dir, 'main.js')), sourcemap: 'inline', logLevel: 'error' });
  project.provide('serverBundle', path.join(dir, 'main.js'));
  return () => fs.rmSync(dir, { recursive: true, force: true });
}

/** The bundles of runs that were killed before their teardown: their process is gone. */
function removeAbandonedBundles(): void {
  const dist = path.join(serverRoot, 'dist');
  for (const name of fs.existsSync(dist) ? fs.readdirSync(dist) : []) {
    const pid = /^test-(\d+)-[0-9a-f]+$/.exec(name)?.[1];
    if (pid && !isRunning(Number(pid))) fs.rmSync(path.join(dist, name), { recursive: true, force: true });
  }
}

async function createPgliteSnapshot(project: TestProject): Promise<() => void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-test-snapshot-'));
  const file = path.join(dir, 'migrated.tar');
  const empty = path.join(dir, 'empty.tar');
  const client = await PGlite.create({ extensions: pgliteExtensions });
  // Uncompressed: a third faster to load than gzip, and it only lives in the temp dir.
  const dump = async (to: string) => fs.writeFileSync(to, new Uint8Array(await (await client.dumpDataDir('none')).arrayBuffer()));
  try {
    await dump(empty);
    await migrate(drizzle({ client }), { migrationsFolder });
    await dump(file);
  } finally {
    await client.close();
  }
  project.provide('pgliteSnapshot', file);
  project.provide('pgliteEmptySnapshot', empty);
  return () => fs.rmSync(dir, { recursive: true, force: true });
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
