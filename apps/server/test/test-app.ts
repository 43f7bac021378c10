// A real app on a real, private database for each test file: PGlite in memory by default, or a
// fresh database on the PostgreSQL server named by DATABASE_URL (dropped afterwards), so test
// files run in parallel without seeing each other's rows.
import crypto from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, type Database, type Db } from '../src/db/client';
import { seedDemoData } from '../src/db/seed';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

export const usingPostgres = Boolean(process.env.DATABASE_URL);

async function openFreshPostgres(baseUrl: string): Promise<{ database: Database; drop(): Promise<void> }> {
  const name = `test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: 20 });
  return {
    database,
    drop: async () => {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', ...env });
}

export async function createTestApp(options: { env?: Record<string, string>; seed?: boolean } = {}): Promise<TestApp> {
  const config = testConfig(options.env);
  let drop = async () => {};
  let database: Database;
  if (process.env.DATABASE_URL) {
    const fresh = await openFreshPostgres(process.env.DATABASE_URL);
    database = fresh.database;
    drop = fresh.drop;
  } else {
    database = await openDatabase({ dataDir: 'memory://' });
  }
  const app = await buildApp({ config, database });
  await app.ready();
  if (options.seed) {
    await seedDemoData(database.db, (body) => app.auth.api.signUpEmail({ body }), { info: () => {} });
  }
  return {
    app,
    db: database.db,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
    },
  };
}
