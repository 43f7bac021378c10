// Backups of the embedded database (PGlite). The running store owns DATA_DIR (store.lock), so
// `npm run db:backup` asks it for the archive: the store listens on a loopback port and writes the
// port and a fresh random token to DATA_DIR/control.json, readable by its own user only; a request
// must carry that token, so only whoever may read the store's files can take a backup. (A Unix
// socket in DATA_DIR cannot be used: PGlite's dump walks the whole directory and fails on one.)
// When no store runs, the command opens the directory itself. Either way the archive is PGlite's
// dumpDataDir('gzip') after a CHECKPOINT: the dump holds PGlite's query lock and copies every file
// in one synchronous pass, so no write lands halfway through it and the archive is a consistent
// image (one taken mid-transaction restores like a crash: without it). `npm run db:restore FILE`
// unpacks an archive into an empty DATA_DIR. On a PostgreSQL server, pg_dump and pg_restore do
// this job (docs/operations.md).
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { DataDirError, openDataDir } from './data-dir';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';
import { pgliteExtensions } from './pglite-extensions';

const CONTROL_FILE = 'control.json';
/** Files of ours in DATA_DIR that an archive must not bring back: the lock and the endpoint. */
const notRestored = ['store.lock', CONTROL_FILE];

interface Endpoint {
  port: number;
  token: string;
}

/** A consistent gzip tar of the data directory. */
async function dumpArchive(client: PGlite): Promise<Buffer> {
  await client.query('checkpoint'); // the data files themselves current, so a restore replays nothing
  const archive = await client.dumpDataDir('gzip');
  return Buffer.from(await archive.arrayBuffer());
}

const sameToken = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && crypto.timingSafeEqual(x, y);
};

/**
 * Answers each request carrying the token with one archive: a JSON header line
 * (`{"ok":true,"bytes":N}` or `{"ok":false,"error":"..."}`), then the bytes.
 */
export async function serveBackups(
  client: PGlite,
  dataDir: string,
  log: { info(o: object, m: string): void; warn(o: object, m: string): void },
): Promise<{ close(): Promise<void> }> {
  const token = crypto.randomBytes(32).toString('hex');
  const server = net.createServer((socket) => {
    socket.on('error', () => {});
    let request = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      request += chunk;
      const newline = request.indexOf('\n');
      if (newline === -1) {
        if (request.length > 1024) socket.destroy();
        return;
      }
      socket.removeAllListeners('data');
      let sent: unknown;
      try {
        sent = (JSON.parse(request.slice(0, newline)) as { token?: unknown }).token;
      } catch {
        sent = undefined;
      }
      if (typeof sent !== 'string' || !sameToken(sent, token)) {
        socket.end(`${JSON.stringify({ ok: false, error: 'not allowed' })}\n`);
        log.warn({}, 'backup refused: wrong token');
        return;
      }
      dumpArchive(client).then(
        (archive) => {
          socket.write(`${JSON.stringify({ ok: true, bytes: archive.length })}\n`);
          socket.end(archive);
          log.info({ bytes: archive.length }, 'backup sent');
        },
        (err: unknown) => {
          socket.end(`${JSON.stringify({ ok: false, error: (err as Error).message })}\n`);
          log.warn({ err }, 'backup failed');
        },
      );
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const endpoint: Endpoint = { port: (server.address() as net.AddressInfo).port, token };
  const file = path.join(dataDir, CONTROL_FILE);
  fs.rmSync(file, { force: true }); // a file of a store that died: the mode applies only to a new file
  fs.writeFileSync(file, JSON.stringify(endpoint), { mode: 0o600 });
  return {
    close: () =>
      new Promise<void>((resolve) => {
        fs.rmSync(file, { force: true });
        server.close(() => resolve());
      }),
  };
}

/** Asks the store running on `dataDir` for an archive; undefined when no store answers there. */
export async function requestBackup(dataDir: string): Promise<Buffer | undefined> {
  let endpoint: Endpoint;
  try {
    endpoint = JSON.parse(fs.readFileSync(path.join(dataDir, CONTROL_FILE), 'utf8')) as Endpoint;
  } catch {
    return undefined; // no store, or one that has not opened its endpoint yet
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(endpoint.port, '127.0.0.1', () => socket.write(`${JSON.stringify({ token: endpoint.token })}\n`));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'ECONNREFUSED') resolve(undefined); // left by a store that died
      else reject(err);
    });
    socket.on('end', () => {
      const all = Buffer.concat(chunks);
      const newline = all.indexOf(0x0a);
      const header = JSON.parse(all.subarray(0, newline).toString('utf8')) as { ok: boolean; bytes?: number; error?: string };
      if (!header.ok) return reject(new Error(`the running store could not make the backup: ${header.error}`));
      const archive = all.subarray(newline + 1);
      if (archive.length !== header.bytes) return reject(new Error('the backup arrived incomplete'));
      resolve(archive);
    });
  });
}

/** Opens `dataDir` itself (no store may run there: it takes the lock) and archives it. */
export async function backupStoppedDataDir(dataDir: string): Promise<Buffer> {
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
    throw new DataDirError(`${path.resolve(dataDir)} (DATA_DIR) holds no database to back up.`);
  }
  let unlock: () => void;
  try {
    unlock = lockDataDir(dataDir);
  } catch (err) {
    if (!(err instanceof DataDirLockedError)) throw err;
    throw new DataDirLockedError(
      `A store holds ${path.resolve(dataDir)} but did not answer the backup request: it may still be starting. ` +
        'Try again once it is ready.',
    );
  }
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    const client = await openDataDir(PGlite, dataDir);
    try {
      return await dumpArchive(client);
    } finally {
      await client.close();
    }
  } finally {
    unlock();
  }
}

export class RestoreRefusedError extends Error {}

/** Unpacks `archive` into `dataDir`, which must be missing or empty. */
export async function restoreArchive(archive: Buffer, dataDir: string): Promise<void> {
  const where = path.resolve(dataDir);
  if (fs.existsSync(where) && fs.readdirSync(where).length > 0) {
    throw new RestoreRefusedError(`${where} (DATA_DIR) is not empty: restore into a new or empty directory, never over a store's data.`);
  }
  const unlock = lockDataDir(where); // no store starts on it halfway through
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    const client = await PGlite.create({ dataDir: where, loadDataDir: new Blob([archive], { type: 'application/x-gzip' }), extensions: pgliteExtensions });
    try {
      await client.query('select 1');
    } finally {
      await client.close();
    }
  } finally {
    unlock();
    for (const name of notRestored) fs.rmSync(path.join(where, name), { recursive: true, force: true });
  }
}
