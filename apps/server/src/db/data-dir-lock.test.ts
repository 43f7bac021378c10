import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

const dirs: string[] = [];
const children: ChildProcess[] = [];
const tempDir = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-test-'));
  dirs.push(d);
  return d;
};
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true }));
});

/** Starts `command` and resolves once it printed `ready` (so it runs, and holds what it took). */
function startProcess(command: string, args: string[], ready: string): Promise<ChildProcess> {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'inherit'], cwd: import.meta.dirname });
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d;
      if (out.includes(ready)) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`${command} exited (${code}) before it was ready: ${out}`)));
  });
}

/** Another store process holding `dir` (a real Node.js process that took the lock). */
const storeHolding = (dir: string) =>
  startProcess(
    process.execPath,
    ['--import', 'tsx', '-e', `import('./data-dir-lock.ts').then((m) => { m.lockDataDir(${JSON.stringify(dir)}); console.log('locked'); setInterval(() => {}, 1000); })`],
    'locked',
  );
/** A live process that is not a store. */
const notAStore = () => startProcess('sh', ['-c', 'echo running; exec sleep 60'], 'running');

const lockFile = (dir: string) => path.join(dir, 'store.lock');

describe('lockDataDir', () => {
  it('keeps a second owner out while the first runs, and lets go on release', async () => {
    const dir = tempDir();
    const holder = await storeHolding(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(new RegExp(`in use by another store process \\(pid ${holder.pid}\\)`));
    holder.kill('SIGKILL');
    await new Promise((r) => holder.once('exit', r));
    // Its owner is gone: taken over.
    const release = lockDataDir(dir);
    expect(JSON.parse(fs.readFileSync(lockFile(dir), 'utf8'))).toMatchObject({ store: 'kerfline-store', pid: process.pid });
    release();
    expect(fs.existsSync(lockFile(dir))).toBe(false);
  });

  it('takes over a lock left by a process that died', () => {
    const dir = tempDir();
    fs.writeFileSync(lockFile(dir), '999999999');
    const release = lockDataDir(dir);
    expect(JSON.parse(fs.readFileSync(lockFile(dir), 'utf8')).pid).toBe(process.pid);
    release();
  });

  it('takes over a lock whose pid now belongs to a live process that is not that store', async () => {
    const other = await notAStore();
    // The pid was reused (a restarted container, a reboot): same pid, another start time.
    const dir = tempDir();
    fs.writeFileSync(lockFile(dir), JSON.stringify({ store: 'kerfline-store', pid: other.pid, started: '1' }));
    lockDataDir(dir)();
    // An older lock holding only the pid, of a process that is not Node.js.
    fs.writeFileSync(lockFile(dir), String(other.pid));
    lockDataDir(dir)();
    expect(other.exitCode).toBeNull(); // it was left alone
  });

  it('still respects an older pid-only lock of a live Node.js process', () => {
    const dir = tempDir();
    fs.writeFileSync(lockFile(dir), String(process.ppid)); // the test runner: Node.js
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
  });
});
