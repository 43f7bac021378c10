// npm run db:migrate, the release step before instances start: it applies every migration to the
// configured database (a fresh one on the PostgreSQL server with DATABASE_URL, else an embedded data
// dir), prints what it did without the URL, and a second run is harmless. The embedded data dir is
// the run's empty snapshot, as initdb leaves one: initdb in a brand-new directory is the server
// process test's (test/process/server-process.test.ts), and costs about 4 s of CPU.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { migrationsFolder } from '../src/paths';
import { unpackSnapshot } from './pglite-snapshot';
import { usingPostgres } from './test-app';

const serverDir = path.resolve(import.meta.dirname, '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-migrate-'));
const dbName = `test_${crypto.randomBytes(6).toString('hex')}`;
const dbUrl = (() => {
  if (!usingPostgres) return undefined;
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${dbName}`;
  return url.toString();
})();

afterAll(async () => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (!usingPostgres) return;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.end();
});

function migrate(): Promise<{ code: number | null; output: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'development', DATA_DIR: dataDir, DATABASE_URL: dbUrl ?? '' };
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/migrate.ts'], { cwd: serverDir, env });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

/** Rows of drizzle's migration journal and of the product table, read straight from the database. */
async function inspect(): Promise<{ applied: number; products: number }> {
  const sqlText = ['select count(*)::int as n from drizzle.__drizzle_migrations', 'select count(*)::int as n from product'];
  if (dbUrl) {
    const client = new pg.Client({ connectionString: dbUrl });
    await client.connect();
    try {
      const [applied, products] = await Promise.all(sqlText.map((q) => client.query<{ n: number }>(q)));
      return { applied: applied!.rows[0]!.n, products: products!.rows[0]!.n };
    } finally {
      await client.end();
    }
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const client = await PGlite.create(dataDir);
  try {
    const applied = await client.query<{ n: number }>(sqlText[0]!);
    const products = await client.query<{ n: number }>(sqlText[1]!);
    return { applied: applied.rows[0]!.n, products: products.rows[0]!.n };
  } finally {
    await client.close();
  }
}

describe('npm run db:migrate', () => {
  it('applies every migration, loads no data, and a second run changes nothing', async () => {
    if (usingPostgres) {
      const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      await admin.query(`create database ${dbName}`);
      await admin.end();
    } else {
      unpackSnapshot(inject('pgliteEmptySnapshot')!, dataDir);
    }
    const migrations = fs.readdirSync(migrationsFolder).filter((f) => f.endsWith('.sql')).length;

    const first = await migrate();
    expect(first.output).toMatch(/^migrations applied \((PostgreSQL server|embedded database in .+)\)\n$/);
    expect(first.code).toBe(0);
    expect(await inspect()).toEqual({ applied: migrations, products: 0 });

    const second = await migrate();
    expect(second.code).toBe(0);
    expect(await inspect()).toEqual({ applied: migrations, products: 0 });
  }, 120_000);
});
