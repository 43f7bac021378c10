// A real app on a real, private database for each test file: PGlite in memory by default, or a
// database of its own on the PostgreSQL server named by DATABASE_URL (dropped afterwards), so test
// files run in parallel without seeing each other's rows. Both start as a copy of the database
// that global-setup.ts migrated once for the whole run; a PGlite one a file closes is emptied back
// to that state for the worker's next file (pglite-pool.ts).
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { PageRendererModule } from '@store/contract';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, type Database, type Db } from '../src/db/client';
import { seedDemoData } from '../src/db/seed';
import { startTcpProxy, type TcpProxy } from '../../../scripts/checks/lib/tcp-proxy.mjs';
import { adminQuery, databaseUrl } from './postgres-admin';
import { pgliteExtensions } from '../src/db/pglite-extensions';
import { takePgliteCopy } from './pglite-pool';
import type { PGlite } from '@electric-sql/pglite';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  database: Database;
  config: Config;
  close(): Promise<void>;
  /** With `breakable`: the database stops answering (PGlite: closed; PostgreSQL: its connections cut). */
  cutDatabase(): Promise<void>;
  /** PostgreSQL with `breakable`: the database refuses work with this protocol message (test/postgres-admin.ts). */
  failDatabase?: (bytes: Buffer) => Promise<void>;
  /** PostgreSQL only: the database answers again (a closed PGlite cannot come back). */
  restoreDatabase?: () => Promise<void>;
  /** PostgreSQL only: the name of this app's own database on the server of DATABASE_URL. */
  databaseName?: string;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  seed?: boolean;
  /** Log lines go here (as JSON, at LOG_LEVEL, `info` unless env says otherwise). */
  logDestination?: NodeJS.WritableStream;
  /** Extra routes, registered before the app is ready. */
  routes?: (app: FastifyInstance) => void;
  /** On PostgreSQL, connect through a TCP proxy the test can cut (PGlite can always be closed). */
  breakable?: boolean;
  /** The web app's server entry (see test/web-entry.ts); WEB_DIST then needs an index.html. */
  pageRenderer?: PageRendererModule;
  /** PostgreSQL: the app's pool (20 unless said) and how long it waits for a connection. */
  pool?: { size?: number; connectTimeoutMs?: number };
  /**
   * PostgreSQL: the app connects as a login role of its own (`<database>_app`, not a superuser, so
   * connection limits apply to it), with every right on its database's tables; dropped afterwards.
   */
  ownRole?: boolean;
}

export const usingPostgres = Boolean(process.env.DATABASE_URL);

const prepared = (what: string) =>
  new Error(`no migrated ${what}: run the server tests through vitest.config.ts (its globalSetup makes it)`);

async function openTestDatabase(
  options: TestAppOptions,
  seedKey: string | undefined,
): Promise<{
  database: Database;
  name?: string;
  proxy?: TcpProxy;
  destroy?(): Promise<void>;
  drop(): Promise<void>;
  seeded?: boolean;
  keepSeeded?(): Promise<void>;
}> {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) return { ...(await takePgliteCopy(pgliteSnapshot, seedKey)), drop: async () => {} };
  const template = inject('postgresTemplate');
  if (!template) throw prepared('template database');
  const name = `test_${crypto.randomBytes(6).toString('hex')}`;
  await adminQuery(baseUrl, `create database ${name} template ${template}`);
  const url = new URL(databaseUrl(baseUrl, name));
  const role = options.ownRole ? `${name}_app` : undefined;
  if (role) {
    await adminQuery(baseUrl, `create role ${role} login`);
    const grants = ['public', 'drizzle'].map(
      (schema) =>
        `grant all on schema ${schema} to ${role}; grant all on all tables in schema ${schema} to ${role}; ` +
        `grant all on all sequences in schema ${schema} to ${role};`,
    );
    await adminQuery(url.toString(), `grant all on database ${name} to ${role}; ${grants.join(' ')}`);
    url.username = role;
  }
  let proxy: TcpProxy | undefined;
  if (options.breakable) {
    proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
  }
  const database = await openDatabase({
    url: url.toString(),
    poolSize: options.pool?.size ?? 20,
    ...(options.pool?.connectTimeoutMs && { connectTimeoutMs: options.pool.connectTimeoutMs }),
  });
  return {
    database,
    name,
    proxy,
    drop: async () => {
      await proxy?.close();
      await adminQuery(baseUrl, `drop database if exists ${name} with (force)`);
      if (role) await adminQuery(baseUrl, `drop role if exists ${role}`);
    },
  };
}

/**
 * The snapshot's bytes as PGlite reads a `loadDataDir`: it only calls `arrayBuffer()` and copies
 * every file out of it. A Blob made of the bytes would hand them over through Node's Blob stream,
 * chunk by chunk and concatenated again: about a fifth of the CPU of opening each copy (41 MB).
 */
class SnapshotBlob extends Blob {
  readonly #data: ArrayBuffer;
  constructor(data: ArrayBuffer) {
    super([]);
    this.#data = data;
  }
  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.#data);
  }
}

/** The migrated PGlite data dir, read once per worker and loaded into every new database of its pool (pglite-pool.ts). */
let snapshot: { file: string; blob: Blob } | undefined;
export function pgliteSnapshot(): Blob {
  const file = inject('pgliteSnapshot');
  if (!file) throw prepared('PGlite snapshot');
  if (snapshot?.file !== file) {
    const bytes = fs.readFileSync(file);
    snapshot = { file, blob: new SnapshotBlob(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength)) };
  }
  return snapshot.blob;
}

/**
 * A new, empty in-memory PGlite with the store's extensions, no migration applied: a copy of the
 * run's empty snapshot (skips initdb, about 4 s of CPU), for the tests that migrate step by step.
 */
export async function openEmptyPglite(): Promise<PGlite> {
  const file = inject('pgliteEmptySnapshot');
  if (!file) throw prepared('empty PGlite snapshot');
  const bytes = fs.readFileSync(file);
  const { PGlite } = await import('@electric-sql/pglite');
  return PGlite.create({ loadDataDir: new SnapshotBlob(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength)), extensions: pgliteExtensions });
}

/** A throw-away in-memory PGlite, migrated: a copy of the run's snapshot (skips initdb), on either engine. */
export function openPgliteCopy(): Promise<Database> {
  return openDatabase({ dataDir: 'memory://', loadDataDir: pgliteSnapshot() });
}

export function testConfig(env: Record<string, string> = {}): Config {
  // Cheap password hashes: hashing at the real cost was the largest share of the suite's CPU time.
  // Mail stays in the outbox table unless a test asks for delivery (MAIL_POLL_MS): a test counting
  // the outbox's rows never races a delivery round that takes them away.
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', PASSWORD_HASH_COST: 'test', MAIL_POLL_MS: '600000', ...env });
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  // A data dir of its own (the generated auth secret, mail written as .eml files), removed at close.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-test-'));
  const config = testConfig({
    DATA_DIR: dataDir,
    ...(options.logDestination && { LOG_LEVEL: 'info', LOG_FORMAT: 'json' }),
    ...options.env,
  });
  // The demo accounts' password hashes verify only at the cost they were made with.
  const seedKey = options.seed ? config.passwordHashCost : undefined;
  const { database, name, proxy, destroy, drop, seeded, keepSeeded } = await openTestDatabase(options, seedKey);
  let databaseClosed = false;
  const closeDatabase = async () => {
    if (databaseClosed) return;
    databaseClosed = true;
    await database.close();
  };
  const app = await buildApp({ config, database, logDestination: options.logDestination, pageRenderer: options.pageRenderer });
  options.routes?.(app);
  await app.ready();
  // A worker's database seeded by an earlier file comes back with the demo data (pglite-pool.ts).
  if (options.seed && !seeded) {
    await seedDemoData(database, (body) => app.auth.api.signUpEmail({ body }), { info: () => {} });
    await keepSeeded?.();
  }
  return {
    app,
    db: database.db,
    database,
    config,
    close: async () => {
      await app.close();
      await closeDatabase();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
    cutDatabase: async () => {
      if (proxy) await proxy.cut();
      else if (destroy) await destroy();
      else throw new Error('createTestApp({ breakable: true }) to cut a PostgreSQL database');
    },
    ...(proxy && { restoreDatabase: () => proxy!.restore(), failDatabase: (bytes: Buffer) => proxy!.failWith(bytes) }),
    ...(name && { databaseName: name }),
  };
}
