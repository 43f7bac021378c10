// The test worker's PGlite databases go back to the migrated snapshot's state between files
// (pglite-pool.ts): a file must never see another file's rows, sequences, statistics or settings.
import type { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { clientOf, takePgliteCopy, type PgliteCopy } from './pglite-pool';
import { pgliteSnapshot } from './test-app';

async function stateOf(client: PGlite) {
  const one = async (sql: string) => (await client.query<Record<string, unknown>>(sql)).rows[0];
  const sequence = (await one(`select format('%I.%I', schemaname, sequencename) as name from pg_sequences where schemaname = 'public' order by 1 limit 1`))!.name as string;
  return {
    migrations: await one('select count(*)::int as n, max(created_at)::text as last from drizzle.__drizzle_migrations'),
    users: await one('select count(*)::int as n from "user"'),
    audit: await one('select count(*)::int as n from audit_entry'),
    sequence: await one(`select last_value::text as value, is_called from ${sequence}`),
    setting: await one(`select setting from pg_settings where name = 'enable_seqscan'`),
    seqscans: await one(`select setting from pg_settings where name = 'synchronize_seqscans'`),
    statistics: await one(`select count(*)::int as n from pg_statistic where starelid = '"user"'::regclass`),
    sequenceName: sequence,
  };
}

describe('a worker’s PGlite copies', () => {
  it('a closed copy comes back to the next taker in the snapshot’s state', async () => {
    const first = await takePgliteCopy(pgliteSnapshot);
    const client = clientOf(first.database);
    const fresh = await stateOf(client);
    expect(fresh.users).toEqual({ n: 0 });
    expect(fresh.seqscans).toEqual({ setting: 'off' });

    await client.exec(`insert into "user" (name, email, created_at, updated_at)
      select 'User ' || g, 'u' || g || '@example.com', now(), now() from generate_series(1, 50) g`);
    // The audit trail refuses to be emptied (a trigger): it is emptied all the same.
    await client.exec(`insert into audit_entry (actor_id, actor_email, action, entity_type, entity_id)
      select id, email, 'test', 'user', id::text from "user" limit 3`);
    await client.query(`select nextval('${fresh.sequenceName}')`);
    await client.exec('analyze "user"; set enable_seqscan = off;');
    await client.exec('begin');
    const used = await stateOf(client);
    expect(used.users).toEqual({ n: 50 });
    expect(used.audit).toEqual({ n: 3 });
    expect(used.setting).toEqual({ setting: 'off' });
    expect(used.statistics).not.toEqual({ n: 0 });
    expect(used.sequence).not.toEqual(fresh.sequence);
    await first.database.close();

    const second = await takePgliteCopy(pgliteSnapshot);
    expect(clientOf(second.database)).toBe(client);
    expect(await stateOf(client)).toEqual(fresh);
    await second.destroy();
    expect(client.closed).toBe(true);
  });

  it('a copy whose schema a test changed is not used again', async () => {
    const first = await takePgliteCopy(pgliteSnapshot);
    await clientOf(first.database).exec('create table left_behind (id int)');
    await first.database.close();
    expect(clientOf(first.database).closed).toBe(true);

    const second = await takePgliteCopy(pgliteSnapshot);
    expect(clientOf(second.database)).not.toBe(clientOf(first.database));
    const { rows } = await clientOf(second.database).query(`select to_regclass('left_behind') as found`);
    expect(rows).toEqual([{ found: null }]);
    await second.destroy();
  });

  it('a copy a file seeded comes back seeded to those asking for the same demo data, and migrated to the others', async () => {
    const users = async (client: PGlite) => (await client.query<{ n: number }>('select count(*)::int as n from "user"')).rows[0]!.n;
    const addUsers = (client: PGlite, from: number, to: number) =>
      client.exec(`insert into "user" (name, email, created_at, updated_at)
        select 'User ' || g, 'u' || g || '@example.com', now(), now() from generate_series(${from}, ${to}) g`);

    // Keys of this test's own: a file that ran earlier in this worker may have left a database
    // seeded with the demo data's real key.
    const key = 'seeded-by-this-test';
    const first = await takePgliteCopy(pgliteSnapshot, key);
    expect(first.seeded).toBe(false);
    const client = clientOf(first.database);
    await addUsers(client, 1, 5); // the demo data, as the caller seeds it
    await first.keepSeeded();
    const seededState = await stateOf(client);
    await addUsers(client, 6, 9); // the file's own rows
    await first.database.close();

    const second = await takePgliteCopy(pgliteSnapshot, key);
    expect(clientOf(second.database)).toBe(client);
    expect(second.seeded).toBe(true);
    expect(await users(client)).toBe(5);
    expect(await stateOf(client)).toEqual(seededState);
    await addUsers(client, 6, 7);
    await second.database.close();

    // Asked for without the demo data, or for demo data made another way: the migrated state. The
    // worker's other idle databases come first; held, until this one is handed out.
    for (const otherKey of [undefined, 'seeded-another-way']) {
      const held: PgliteCopy[] = [];
      while (held.length < 20 && !held.some((h) => clientOf(h.database) === client)) {
        const other = await takePgliteCopy(pgliteSnapshot, otherKey);
        held.push(other);
        expect(other.seeded).toBe(false);
        expect(await users(clientOf(other.database))).toBe(0);
      }
      expect(held.map((h) => clientOf(h.database))).toContain(client);
      for (const other of held) await other.database.close();
    }
    const again = await takePgliteCopy(pgliteSnapshot, key);
    expect(again.seeded).toBe(true);
    expect(await users(client)).toBe(5);
    await again.destroy();
  });
});
