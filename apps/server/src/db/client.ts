// One Drizzle database over either engine: embedded PGlite (a directory, or memory for tests) or a
// PostgreSQL server (DATABASE_URL). The rest of the code sees only `Db` and never asks which.
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema/index';
import { serveBackups } from './backup';
import { openDataDir } from './data-dir';
import { lockDataDir } from './data-dir-lock';
import { pgliteExtensions } from './pglite-extensions';
import { migrationsFolder } from '../paths';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Throws if the database does not answer. */
  ping(): Promise<void>;
  /**
   * Runs `work` while no other process, and no other caller in this one, runs work of the same
   * name on this database: a PostgreSQL advisory lock held on a connection of its own for the
   * duration; on PGlite, which one process owns, a queue in that process.
   */
  exclusively<T>(name: LockName, work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** PGlite in a directory: answer `npm run db:backup` while running (db/backup.ts). */
  serveBackups?(log: Parameters<typeof serveBackups>[2]): ReturnType<typeof serveBackups>;
}

export type DatabaseOptions =
  | { url: string; poolSize?: number; /** Tests: shorter than CONNECT_TIMEOUT_MS. */ connectTimeoutMs?: number }
  | { dataDir: string } // a directory, or 'memory://' for a throw-away database
  // Tests: a throw-away database starting as a copy of a dump (PGlite's dumpDataDir), which skips
  // initdb; migrations still run, and find nothing left to do when the dump was migrated.
  | { dataDir: 'memory://'; loadDataDir: Blob }
  // Tests: an in-memory PGlite already open (an upgrade test's database as an older release left
  // it), migrated and closed by the store like any other.
  | { pglite: PGlite }
;

/**
 * Advisory lock keys, one per kind of start-up work that instances starting together against one
 * server must take turns at: applying migrations, loading the demo data.
 */
const lockKeys = { migrations: 7_274_001, demoData: 7_274_002 } as const;
export type LockName = keyof typeof lockKeys;

/** One queue per name: a process that owns its database needs no more than that. */
function inProcessLocks(): Database['exclusively'] {
  const tails = new Map<LockName, Promise<unknown>>();
  return (name, work) => {
    const run = (tails.get(name) ?? Promise.resolve()).then(work);
    tails.set(name, run.catch(() => {}));
    return run;
  };
}

/**
 * How long getting a connection may take (a new one, or a free one from a busy pool) before the
 * query fails: a server that is down or unreachable costs a request 503 after this, not a hang.
 */
const CONNECT_TIMEOUT_MS = 5_000;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ('url' in options) return openPostgres(options.url, options.poolSize ?? 10, options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS);
  if ('pglite' in options) return openPglite('memory://', { client: options.pglite });
  return openPglite(options.dataDir, 'loadDataDir' in options ? { loadDataDir: options.loadDataDir } : {});
}

// A search on a translated page reads its translations' first candidates "as the table gives them"
// under a limit (product-list-query.ts; the English ones are read newest first).
// With synchronized scans, a sequential scan of a large table starts where the last one stopped, so
// the same search would pick other candidates each time and its page 2 would not follow its page 1.
// Off, every scan starts at the table's first block: the same rows for the same query.
const SYNCHRONIZED_SCANS = 'off';

async function openPglite(dataDir: string, from: { loadDataDir?: Blob; client?: PGlite }): Promise<Database> {
  const inMemory = dataDir.startsWith('memory://');
  const unlock = inMemory ? () => {} : lockDataDir(dataDir);
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    const { drizzle } = await import('drizzle-orm/pglite');
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    const client =
      from.client ??
      (from.loadDataDir || inMemory
        ? await PGlite.create({ ...(from.loadDataDir && { loadDataDir: from.loadDataDir }), extensions: pgliteExtensions })
        : await openDataDir(PGlite, dataDir));
    await client.exec(`set synchronize_seqscans = ${SYNCHRONIZED_SCANS}`);
    const db = drizzle({ client, schema });
    await migrate(db, { migrationsFolder });
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      ping: async () => {
        await client.query('select 1');
      },
      exclusively: inProcessLocks(),
      ...(!inMemory && { serveBackups: (log) => serveBackups(client, dataDir, log) }),
      close: async () => {
        try {
          await client.close();
        } finally {
          unlock();
        }
      },
    };
  } catch (err) {
    unlock();
    throw err;
  }
}

async function openPostgres(url: string, poolSize: number, connectTimeoutMs: number): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');

  // A session-level advisory lock lives and dies with its connection, so it gets one of its own
  // (not a pool's, which could hand the unlock to another connection).
  async function withAdvisoryLock<T>(name: LockName, work: (client: InstanceType<typeof pg.Client>) => Promise<T>): Promise<T> {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: connectTimeoutMs });
    // Its work fails if the connection breaks; the event alone must not end the process.
    client.on('error', () => {});
    await client.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [lockKeys[name]]);
      return await work(client);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [lockKeys[name]]).catch(() => {});
      await client.end();
    }
  }

  // Migrate over the lock's own connection, so several instances starting together behind a load
  // balancer apply each migration exactly once.
  await withAdvisoryLock('migrations', (client) => migrate(drizzle({ client, schema }), { migrationsFolder }));

  // The pool reconnects by itself: a client whose connection broke is dropped and the next query
  // opens a new one, so the store recovers once the server is back (http/error-handler.ts answers
  // 503 meanwhile).
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: connectTimeoutMs,
    keepAlive: true,
    options: `-c synchronize_seqscans=${SYNCHRONIZED_SCANS}`,
  });
  // A client losing its server connection must not crash the process. Idle, the pool hears it and
  // replaces the client. Checked out (a query in flight when the database goes away), the client
  // itself emits it, and an 'error' with no listener ends a Node process: its queries fail (503)
  // and the pool drops it on release, since it is no longer queryable.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  // Health checks get a connection of their own: "does the database answer" must not wait behind
  // page queries holding every pooled connection (the balancer would see a busy instance as down).
  const healthPool = new pg.Pool({ connectionString: url, max: 1, connectionTimeoutMillis: connectTimeoutMs, keepAlive: true });
  healthPool.on('error', () => {});
  healthPool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzle({ client: pool, schema });
  return {
    db: db as unknown as Db,
    kind: 'postgres',
    ping: async () => {
      await healthPool.query('select 1');
    },
    exclusively: (name, work) => withAdvisoryLock(name, work),
    close: async () => {
      await Promise.all([pool.end(), healthPool.end()]);
    },
  };
}
