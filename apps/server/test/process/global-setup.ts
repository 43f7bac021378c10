// Runs once per `vitest run` of the process project: the PGlite snapshot the store processes start
// from (pglite-snapshot.ts; store-process.ts unpacks it into each data dir) and the server bundled
// as `npm start` runs it.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import type { TestProject } from 'vitest/node';
import { serverBundleOptions } from '../../bundle-options.mjs';
import { isRunning } from '../../src/db/data-dir-lock';
import { serverRoot } from '../../src/paths';
import { providePgliteSnapshots } from '../pglite-snapshot';

export default async function setup(project: TestProject) {
  const [bundle, snapshots] = await Promise.allSettled([createServerBundle(project), providePgliteSnapshots(project)]);
  const removeBundle = bundle.status === 'fulfilled' ? bundle.value : () => {};
  if (bundle.status === 'rejected' || snapshots.status === 'rejected') {
    removeBundle();
    throw bundle.status === 'rejected' ? bundle.reason : (snapshots as PromiseRejectedResult).reason;
  }
  return removeBundle;
}

/**
 * The server bundled once per run, under dist/ (where the server finds its migrations from, and
 * git ignores it) in a directory of its own, so a run beside `npm run build` or another run shares
 * nothing. Starting it skips loading every source file through tsx: about 2 s of each process test's start.
 */
async function createServerBundle(project: TestProject): Promise<() => void> {
  removeAbandonedBundles();
  const dir = path.join(serverRoot, 'dist', `test-${process.pid}-${crypto.randomBytes(4).toString('hex')}`);
  await build({ ...serverBundleOptions(path.join(dir, 'main.js')), sourcemap: 'inline', logLevel: 'error' });
  project.provide('serverBundle', path.join(dir, 'main.js'));
  return () => fs.rmSync(dir, { recursive: true, force: true });
}

/** The bundles of runs that were killed before their teardown: their process is gone. */
function removeAbandonedBundles(): void {
  const dist = path.join(serverRoot, 'dist');
  for (const name of fs.existsSync(dist) ? fs.readdirSync(dist) : []) {
    const pid = /^test-(\d+)-[0-9a-f]+$/.exec(name)?.[1];
    if (pid && !isRunning(Number(pid))) fs.rmSync(path.join(dist, name), { recursive: true, force: true });
  }
}
