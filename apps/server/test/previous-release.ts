// A database as an earlier release left it: migrated up to that release's last migration and
// filled by the test, then opened by the store (which applies the newer migrations). On PGlite, or
// on the PostgreSQL server of DATABASE_URL (a database of its own, dropped afterwards).
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { openDatabase, type Database } from '../src/db/client';
import { migrationsFolder } from '../src/paths';
import { adminQuery, databaseUrl } from './postgres-admin';
import { openEmptyPglite } from './test-app';

export type Rows = Record<string, unknown>[];

/** Runs SQL text on the old database (several statements allowed); the last result's rows. */
export type OldQuery = (text: string) => Promise<Rows>;

/** The migrations folder as `release` shipped it: its journal ends at that migration's tag. */
function migrationsUpTo(release: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-previous-migrations-'));
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((e) => e.tag === release);
  if (last < 0) throw new Error(`no migration ${release}`);
  journal.entries = journal.entries.slice(0, last + 1);
  fs.mkdirSync(path.join(dir, 'meta'));
  fs.writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify(journal));
  for (const { tag } of journal.entries) fs.copyFileSync(path.join(migrationsFolder, `${tag}.sql`), path.join(dir, `${tag}.sql`));
  return dir;
}

/**
 * The database of `release` (a migration tag), filled by `fill` (which may also read what it wants
 * to compare afterwards, returned as `before`); `open` upgrades it to the current schema.
 */
export async function previousReleaseDatabase<T>(
  release: string,
  fill: (query: OldQuery) => Promise<T>,
): Promise<{ before: T; open(): Promise<Database>; drop(): Promise<void> }> {
  const folder = migrationsUpTo(release);
  try {
    const baseUrl = process.env.DATABASE_URL;
    if (baseUrl) {
      const { default: pg } = await import('pg');
      const { drizzle } = await import('drizzle-orm/node-postgres');
      const { migrate } = await import('drizzle-orm/node-postgres/migrator');
      const name = `test_upgrade_${crypto.randomBytes(6).toString('hex')}`;
      await adminQuery(baseUrl, `create database ${name}`);
      const url = databaseUrl(baseUrl, name);
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await migrate(drizzle({ client }), { migrationsFolder: folder });
        const before = await fill(async (text) => {
          // Several statements answer with one result each.
          const result = (await client.query(text)) as unknown as { rows: Rows } | { rows: Rows }[];
          return Array.isArray(result) ? result.at(-1)!.rows : result.rows;
        });
        return { before, open: () => openDatabase({ url }), drop: () => adminQuery(baseUrl, `drop database if exists ${name} with (force)`) };
      } finally {
        await client.end();
      }
    }
    const { drizzle } = await import('drizzle-orm/pglite');
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    const client = await openEmptyPglite();
    try {
      await migrate(drizzle({ client }), { migrationsFolder: folder });
      const before = await fill(async (text) => ((await client.exec(text)).at(-1)?.rows ?? []) as Rows);
      // The store opens this same database: a dump and a new PGlite loading it cost about 1.5 s of CPU.
      return {
        before,
        open: () => openDatabase({ pglite: client }),
        drop: async () => {
          if (!client.closed) await client.close();
        },
      };
    } catch (err) {
      await client.close();
      throw err;
    }
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * For a describe block: the database `release` left, filled by `fill` and upgraded by the store,
 * open for its tests (`upgraded.database`) and closed and dropped after them.
 */
export function upgradedFrom<T>(release: string, fill: (query: OldQuery) => Promise<T>): { readonly database: Database; readonly before: T } {
  const state = {} as { database: Database; before: T };
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const previous = await previousReleaseDatabase(release, fill);
    drop = previous.drop;
    state.before = previous.before;
    state.database = await previous.open();
  });
  afterAll(async () => {
    await state.database?.close();
    await drop?.();
  });
  return state;
}
