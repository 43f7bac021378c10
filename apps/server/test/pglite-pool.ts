// The migrated in-memory PGlite databases of one test worker, used again by the next test file
// instead of loading the run's snapshot into a new one: loading it costs 0.5–1 s of CPU per file,
// emptying a used one under a tenth of that. Files in a worker run one after another
// (vitest.config.ts: isolate false), so a database is only ever in one file's hands.
//
// A database goes back to the snapshot's state: every table emptied and the rows the migrations
// wrote put back, every sequence where it was, the planner's statistics and the session's settings
// forgotten. One whose schema a test changed, or that a test closed, is not used again.
//
// The demo data too (`createTestApp({ seed: true })`, a quarter of the files): seeding costs about
// 0.5 s, putting its rows back the same way a tenth of that. A database a file seeded keeps that
// state as a second baseline, and goes back to it for the next file that asks for the demo data.
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase, type Database } from '../src/db/client';

interface Baseline {
  /** Every table of the store's schemas, quoted, for one truncate. */
  tables: string[];
  /** The rows the migrations wrote, per table, as PGlite's COPY gives them. */
  rows: { table: string; data: Blob }[];
  sequences: { name: string; value: string; called: boolean }[];
  /** The session's own settings (client.ts sets some when it opens a database). */
  settings: { name: string; setting: string }[];
  schema: string;
}

interface Pooled {
  /** The snapshot it was loaded from: a later run in watch mode may have migrated a new one. */
  source: Blob;
  database: Database;
  baseline: Baseline;
  /** Just after a file seeded the demo data: `key` says how (the demo accounts' password hashes verify only at their cost). */
  seeded?: { key: string; baseline: Baseline };
  /** The baseline it is in while idle. */
  state: 'migrated' | 'seeded';
}

const idle: Pooled[] = [];

const userSchemas = `n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'`;

/**
 * What a test could change about the schema, as one digest: relations, columns, constraints,
 * triggers, functions, schemas, extensions and roles (by oid, so a dropped and re-made one differs).
 */
const schemaDigest = `select md5(string_agg(x, ',' order by x)) as digest from (
  select c.oid::text || c.relname || c.relkind::text || c.relrowsecurity::text as x
    from pg_class c join pg_namespace n on n.oid = c.relnamespace where ${userSchemas}
  union all select a.attrelid::text || a.attname || a.atttypid::text || a.attnotnull::text || a.atthasdef::text
    from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
    where ${userSchemas} and a.attnum > 0 and not a.attisdropped
  union all select 'd' || oid::text from pg_attrdef
  union all select 'c' || oid::text from pg_constraint
  union all select 't' || oid::text || tgenabled::text from pg_trigger where not tgisinternal
  union all select 'p' || p.oid::text from pg_proc p join pg_namespace n on n.oid = p.pronamespace where ${userSchemas}
  union all select 'n' || oid::text from pg_namespace
  union all select 'e' || oid::text from pg_extension
  union all select 'r' || oid::text from pg_authid
) digest`;

/** The PGlite under a database that openDatabase opened in memory. */
export const clientOf = (database: Database) => (database.db as unknown as { $client: PGlite }).$client;

async function baselineOf(client: PGlite): Promise<Baseline> {
  const { rows: tables } = await client.query<{ name: string }>(
    `select format('%I.%I', n.nspname, c.relname) as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind in ('r', 'p') and ${userSchemas} order by 1`,
  );
  const rows: Baseline['rows'] = [];
  for (const { name } of tables) {
    const { rows: any } = await client.query(`select 1 from ${name} limit 1`);
    if (!any.length) continue;
    const copied = await client.query(`copy ${name} to '/dev/blob'`);
    rows.push({ table: name, data: copied.blob! });
  }
  const { rows: sequences } = await client.query<{ name: string }>(
    `select format('%I.%I', schemaname, sequencename) as name from pg_sequences where schemaname not like 'pg\\_%' order by 1`,
  );
  const values: Baseline['sequences'] = [];
  for (const { name } of sequences) {
    const { rows: state } = await client.query<{ value: string; called: boolean }>(`select last_value::text as value, is_called as called from ${name}`);
    values.push({ name, ...state[0]! });
  }
  const { rows: settings } = await client.query<{ name: string; setting: string }>(`select name, setting from pg_settings where source = 'session'`);
  return { tables: tables.map((t) => t.name), rows, sequences: values, settings, schema: await digestOf(client) };
}

async function digestOf(client: PGlite): Promise<string> {
  const { rows } = await client.query<{ digest: string }>(schemaDigest);
  return rows[0]!.digest;
}

/** Back to `baseline`; false if this database cannot be (closed, or its schema changed). */
async function reset({ database }: Pooled, baseline: Baseline): Promise<boolean> {
  const client = clientOf(database);
  if (client.closed) return false;
  try {
    // A transaction a failed test left open, then the session's own settings and prepared statements.
    await client.exec('rollback');
    await client.exec('discard all');
    for (const { name, setting } of baseline.settings) await client.query('select set_config($1, $2, false)', [name, setting]);
    if ((await digestOf(client)) !== baseline.schema) return false;
    await client.transaction(async (tx) => {
      // No trigger fires: not the audit trail's refusal to be emptied, nor one that would write more
      // rows while the migrations' own are put back.
      await tx.exec('set local session_replication_role = replica');
      await tx.exec(`truncate table ${baseline.tables.join(', ')} restart identity cascade`);
      for (const { table, data } of baseline.rows) await tx.query(`copy ${table} from '/dev/blob'`, [], { blob: data });
      for (const { name, value, called } of baseline.sequences) await tx.query('select setval($1, $2, $3)', [name, value, called]);
      // A plan test in the next file must not be planned with this file's statistics.
      await tx.exec(`delete from pg_statistic s using pg_class c join pg_namespace n on n.oid = c.relnamespace where s.starelid = c.oid and ${userSchemas}`);
    });
    return true;
  } catch {
    // Whatever went wrong, it costs only a new copy for the next file.
    return false;
  }
}

export interface PgliteCopy {
  database: Database;
  /** Closes it for good (a test that needs it gone). */
  destroy(): Promise<void>;
  /** It holds the demo data already, as the file that seeded it left it. */
  seeded: boolean;
  /** The caller has just seeded it: its next takers asking for `seedKey` get it as it is now. */
  keepSeeded(): Promise<void>;
}

/**
 * A migrated in-memory database in the snapshot's state, or with the demo data when `seedKey` is
 * given and a database of this worker was seeded that way before (`seeded` says which): one this
 * worker used before, or a new copy of `snapshot`. Its `close()` gives it back.
 */
export async function takePgliteCopy(snapshot: () => Blob, seedKey?: string): Promise<PgliteCopy> {
  const source = snapshot();
  const taken = (await fromIdle(source, seedKey)) ?? (await loadCopy(source));
  const seeded = taken.state === 'seeded';
  let target: Pooled['state'] = seeded ? 'seeded' : 'migrated';
  let given = false;
  const database: Database = {
    ...taken.database,
    close: async () => {
      if (given) return;
      given = true;
      const baseline = target === 'seeded' ? taken.seeded!.baseline : taken.baseline;
      if (await reset(taken, baseline)) idle.push({ ...taken, state: target });
      else await taken.database.close();
    },
  };
  return {
    database,
    seeded,
    keepSeeded: async () => {
      if (seedKey === undefined || seeded) return;
      taken.seeded = { key: seedKey, baseline: await baselineOf(clientOf(taken.database)) };
      target = 'seeded';
    },
    destroy: async () => {
      given = true;
      await taken.database.close();
    },
  };
}

async function loadCopy(source: Blob): Promise<Pooled> {
  const database = await openDatabase({ dataDir: 'memory://', loadDataDir: source });
  return { source, database, baseline: await baselineOf(clientOf(database)), state: 'migrated' };
}

/**
 * An idle database of `source` in the state asked for: one already in it, else another put back
 * into it (a tenth of a second), else none. The newest first: the one whose pages are warm.
 */
async function fromIdle(source: Blob, seedKey?: string): Promise<Pooled | undefined> {
  const wants = (p: Pooled) => (seedKey !== undefined && p.seeded?.key === seedKey ? 'seeded' : 'migrated');
  const ofSource = idle.filter((p) => p.source === source);
  const pick = ofSource.findLast((p) => p.state === wants(p)) ?? ofSource.at(-1);
  if (!pick) return undefined;
  idle.splice(idle.indexOf(pick), 1);
  const state = wants(pick);
  if (pick.state === state) return pick;
  if (await reset(pick, state === 'seeded' ? pick.seeded!.baseline : pick.baseline)) return { ...pick, state };
  await pick.database.close();
  return fromIdle(source, seedKey);
}
