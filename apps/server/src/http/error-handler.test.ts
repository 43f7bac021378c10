// Database errors that a request's own values cause are the caller's problem (4xx), never a 500,
// and the values stay out of the log. Each route below makes the real engine raise one SQLSTATE.
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@store/contract';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Appears in every value sent to the database below, so the log can be searched for it. */
const marker = 'caller-value-Q7';

function failingRoutes(app: FastifyInstance, t: () => TestApp) {
  const inTable = (ddl: string | string[], insert: (tx: TestApp['db']) => Promise<unknown>) => () =>
    t().db.transaction(async (tx) => {
      for (const statement of [ddl].flat()) await tx.execute(sql.raw(statement));
      await insert(tx as unknown as TestApp['db']);
    });
  const cases: Record<string, () => Promise<unknown>> = {
    // class 22: data exceptions
    '22021': () => t().db.execute(sql`select ${`${marker}\u0000`}::text`),
    '22001': inTable('create temp table short_text (v varchar(3)) on commit drop', (tx) =>
      tx.execute(sql`insert into short_text values (${marker})`),
    ),
    '22003': () => t().db.execute(sql`select ${`9999999999${marker.length}`}::int`),
    '22P02': () => t().db.execute(sql`select ${marker}::int`),
    // class 23: integrity
    '23505': inTable('create temp table once (v text unique) on commit drop', async (tx) => {
      await tx.execute(sql`insert into once values (${marker})`);
      await tx.execute(sql`insert into once values (${marker})`);
    }),
    '23503': inTable(
      ['create temp table parent (id text primary key) on commit drop', 'create temp table child (p text references parent) on commit drop'],
      (tx) => tx.execute(sql`insert into child values (${marker})`),
    ),
    '23514': inTable("create temp table checked (v text check (v = 'ok')) on commit drop", (tx) =>
      tx.execute(sql`insert into checked values (${marker})`),
    ),
  };
  for (const [state, run] of Object.entries(cases)) app.get(`/test/sqlstate/${state}`, async () => run());
  return Object.keys(cases);
}

const lines: string[] = [];
let t: TestApp;
let states: string[] = [];
beforeAll(async () => {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  t = await createTestApp({ logDestination: sink, routes: (app) => (states = failingRoutes(app, () => t)) });
});
afterAll(() => t.close());

describe('database errors caused by the input', () => {
  const expected: Record<string, [number, string]> = {
    '22021': [400, 'bad_request'],
    '22001': [400, 'bad_request'],
    '22003': [400, 'bad_request'],
    '22P02': [400, 'bad_request'],
    '23505': [409, 'conflict'],
    '23503': [409, 'conflict'],
    '23514': [400, 'bad_request'],
  };

  it('answer 4xx in the one error shape, by SQLSTATE, on this engine', async () => {
    expect(states.sort()).toEqual(Object.keys(expected).sort());
    const answers: Record<string, [number, string]> = {};
    for (const state of states) {
      const res = await t.app.inject({ url: `/test/sqlstate/${state}` });
      answers[state] = [res.statusCode, errorBodySchema.parse(res.json()).error.code];
    }
    expect(answers).toEqual(expected);
  });

  it('log the SQLSTATE, never the value', () => {
    const log = lines.join('');
    for (const state of states) expect(log).toContain(`"sqlState":"${state}"`);
    expect(log).not.toContain(marker);
  });
});
