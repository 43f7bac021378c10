// Opening the embedded database's directory, with a sentence a person can act on when it fails.
import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { pgliteExtensions } from './pglite-extensions';

/** DATA_DIR could not be opened or created; the message says what to do. */
export class DataDirError extends Error {}

/**
 * Opens (or, when empty, creates) the embedded database in `dir`. Damaged files make PGlite abort
 * with a WebAssembly stack that tells nobody anything; this says which directory and what to do.
 */
export async function openDataDir(pglite: typeof PGlite, dir: string): Promise<PGlite> {
  const existed = fs.existsSync(path.join(dir, 'PG_VERSION'));
  try {
    const client = await pglite.create(dir, { extensions: pgliteExtensions });
    await client.query('select 1');
    return client;
  } catch (err) {
    const where = path.resolve(dir);
    throw new DataDirError(
      existed
        ? `The data directory ${where} (DATA_DIR) holds a database that cannot be opened: its files are damaged or incomplete. ` +
            'Restore a backup into a new, empty directory (DATA_DIR=<new directory> npm run db:restore <backup file>) and start the store on it, ' +
            'or move this directory aside to start with an empty store.'
        : `Could not create a database in the data directory ${where} (DATA_DIR): ${(err as Error).message}. ` +
            'Check that the directory is writable and the disk has space.',
      { cause: err },
    );
  }
}
