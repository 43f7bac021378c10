import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

const dirs: string[] = [];
const tempDir = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-test-'));
  dirs.push(d);
  return d;
};
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

describe('lockDataDir', () => {
  it('keeps a second owner out while the first runs, and lets go on release', () => {
    const dir = tempDir();
    // A live process other than us holds the lock: our parent (the test runner) will do.
    fs.writeFileSync(path.join(dir, 'store.lock'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(/in use by another store process/);
    fs.rmSync(path.join(dir, 'store.lock'));
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'store.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'store.lock'))).toBe(false);
  });

  it('takes over a lock left by a process that died', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'store.lock'), '999999999');
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'store.lock'), 'utf8')).toBe(String(process.pid));
    release();
  });
});
