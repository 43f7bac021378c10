// PGlite is one PostgreSQL backend inside this process: a second process opening the same files
// would corrupt them. A lock file keeps a second process out. It names its owner by pid and, on
// Linux, by the process's start time, so a lock whose owner died (SIGKILL, power loss, a container
// restarted) is taken over even when its pid now belongs to some other live process. Locks written
// before start times were recorded hold only a pid: those count as held only while that pid is a
// Node.js process (/proc/<pid>/cmdline).
import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {}

const LOCK_FILE = 'store.lock';
const MARKER = 'kerfline-store';

interface LockOwner {
  store: typeof MARKER;
  pid: number;
  /** Linux: field 22 of /proc/<pid>/stat (clock ticks after boot); absent elsewhere. */
  started?: string;
}

/** Some process has this pid (one of another user's included). */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const onLinux = process.platform === 'linux';

/** When the process started (Linux), so a reused pid is told from the process that locked. */
function startTime(pid: number): string | undefined {
  if (!onLinux) return undefined;
  try {
    // The command name (field 2) may hold spaces and parentheses: count from its closing one.
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

function isNodeProcess(pid: number): boolean {
  try {
    const argv0 = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')[0] ?? '';
    return /node/i.test(path.basename(argv0));
  } catch {
    return false;
  }
}

function readOwner(file: string): LockOwner | { pid: number } | undefined {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  try {
    const owner = JSON.parse(text) as Partial<LockOwner>;
    if (owner.store === MARKER && Number.isInteger(owner.pid)) return owner as LockOwner;
  } catch {
    // an older lock: the pid alone
  }
  const pid = Number.parseInt(text, 10);
  return Number.isInteger(pid) ? { pid } : undefined;
}

/** Is the lock's owner still running, as the very process that wrote it? */
function isHeld(owner: LockOwner | { pid: number }): boolean {
  if (owner.pid === process.pid || !isRunning(owner.pid)) return false;
  if (!onLinux) return true;
  if ('store' in owner && owner.started !== undefined) return startTime(owner.pid) === owner.started;
  return isNodeProcess(owner.pid);
}

export function lockDataDir(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, LOCK_FILE);
  const me: LockOwner = { store: MARKER, pid: process.pid, started: startTime(process.pid) };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, JSON.stringify(me), { flag: 'wx' });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        fs.rmSync(file, { force: true });
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = readOwner(file);
      if (owner && isHeld(owner)) {
        throw new DataDirLockedError(
          `The data directory ${path.resolve(dir)} is in use by another store process (pid ${owner.pid}). ` +
            `Stop that process first, or give this one its own DATA_DIR. If no store runs there, delete ${path.resolve(file)}.`,
        );
      }
      fs.rmSync(file, { force: true }); // stale: its owner is gone
    }
  }
  throw new DataDirLockedError(`Could not lock the data directory ${path.resolve(dir)}`);
}
