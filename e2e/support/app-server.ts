// A second store server for journeys that need settings of their own (e.g. Google pointed at a
// local OpenID Connect provider): the real server process on a fresh embedded database with the
// demo data, on a free loopback port, serving the same web build as the main e2e server.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './oidc';
import { journeyStoreEnv } from './store-env';

export interface AppServer {
  url: string;
  /** Everything the process wrote so far (JSON log lines). */
  output(): string;
  stop(): Promise<void>;
}

const repo = path.resolve(import.meta.dirname, '../..');

export async function startAppServer(env: Record<string, string> = {}, port?: number): Promise<AppServer> {
  const listenPort = port ?? (await freePort());
  const url = `http://127.0.0.1:${listenPort}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-e2e-extra-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(repo, 'apps/server'),
    env: {
      ...process.env,
      PORT: String(listenPort),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ...journeyStoreEnv,
      WEB_DIST: process.env.WEB_DIST ?? path.join(repo, 'apps/web/dist'),
      ...env,
      LOG_LEVEL: 'info', // readiness is read from the log
    },
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  // Ready when it logs so (after it listens); a process that ends first never will be.
  const ready = await new Promise<boolean>((resolve) => {
    const collect = (d: Buffer) => {
      output += d;
      if (output.includes('store is ready')) resolve(true);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    void exited.then(() => resolve(false));
  });
  if (ready && (await fetch(`${url}/api/health`)).ok) return { url, output: () => output, stop };
  await stop();
  throw new Error(`the extra store server did not start:\n${output}`);
}
