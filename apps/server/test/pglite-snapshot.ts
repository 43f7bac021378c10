// The run's PGlite snapshots (global-setup.ts, process/global-setup.ts): a migrated data dir and the
// same before any migration, each a tar of PGlite's dumpDataDir. Making them costs about 5 s of CPU
// (initdb, then the migrations), so they are kept under node_modules/.cache, named by a digest of
// everything that decides their bytes: the migrations, the extensions, PGlite's and drizzle's
// versions. A change to any of them makes a new pair; a run never sees another's half-written one.
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { pgliteExtensions } from '../src/db/pglite-extensions';
import { migrationsFolder, serverRoot } from '../src/paths';

const repoRoot = path.resolve(serverRoot, '..', '..');
const cacheRoot = path.join(repoRoot, 'node_modules', '.cache', 'store-test-snapshots');
/** Pairs another checkout state made: removed once they are this old (a run in progress may still read one). */
const staleAfterMs = 24 * 60 * 60 * 1000;

/** Makes the snapshots unless the cache holds them, and provides their paths to the project's tests. */
export async function providePgliteSnapshots(project: TestProject): Promise<void> {
  const dir = path.join(cacheRoot, snapshotKey());
  if (fs.existsSync(path.join(dir, 'migrated.tar'))) fs.utimesSync(dir, new Date(), new Date()); // in use: not stale
  else await makeSnapshots(dir);
  project.provide('pgliteSnapshot', path.join(dir, 'migrated.tar'));
  project.provide('pgliteEmptySnapshot', path.join(dir, 'empty.tar'));
}

/** Unpacks a snapshot into `dir` (made if missing): an embedded store started on it finds that database. */
export function unpackSnapshot(tar: string, dir: string): void {
  fs.mkdirSync(dir, { recursive: true });
  // The tar's member names start with "/" (PGlite's own root); tar strips it, and says so on stderr.
  execFileSync('tar', ['-xf', tar, '-C', dir], { stdio: 'ignore' });
}

function snapshotKey(): string {
  const hash = crypto.createHash('sha256');
  const versionOf = (pkg: string) => JSON.parse(fs.readFileSync(path.join(repoRoot, 'node_modules', pkg, 'package.json'), 'utf8')).version;
  hash.update(`pglite ${versionOf('@electric-sql/pglite')} drizzle ${versionOf('drizzle-orm')}\n`);
  hash.update(fs.readFileSync(path.join(serverRoot, 'src', 'db', 'pglite-extensions.ts')));
  for (const file of (fs.readdirSync(migrationsFolder, { recursive: true }) as string[]).sort()) {
    const full = path.join(migrationsFolder, file);
    if (!fs.statSync(full).isFile()) continue;
    hash.update(`\n${file}\n`);
    hash.update(fs.readFileSync(full));
  }
  return hash.digest('hex').slice(0, 16);
}

async function makeSnapshots(dir: string): Promise<void> {
  fs.mkdirSync(cacheRoot, { recursive: true });
  removeStale();
  // Made beside the cache entry and renamed into place whole: a concurrent run making the same
  // pair loses the rename and throws its own copy away.
  const making = fs.mkdtempSync(path.join(cacheRoot, '.making-'));
  try {
    const client = await PGlite.create({ extensions: pgliteExtensions });
    // Uncompressed: a third faster to load than gzip.
    const dump = async (name: string) =>
      fs.writeFileSync(path.join(making, name), new Uint8Array(await (await client.dumpDataDir('none')).arrayBuffer()));
    try {
      await dump('empty.tar');
      await migrate(drizzle({ client }), { migrationsFolder });
      await dump('migrated.tar');
    } finally {
      await client.close();
    }
    try {
      fs.renameSync(making, dir);
    } catch (err) {
      if (!fs.existsSync(path.join(dir, 'migrated.tar'))) throw err;
    }
  } finally {
    fs.rmSync(making, { recursive: true, force: true });
  }
}

function removeStale(): void {
  const now = Date.now();
  for (const name of fs.readdirSync(cacheRoot)) {
    const full = path.join(cacheRoot, name);
    if (now - fs.statSync(full).mtimeMs > staleAfterMs) fs.rmSync(full, { recursive: true, force: true });
  }
}
