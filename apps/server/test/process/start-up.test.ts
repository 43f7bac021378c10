// Start-up takes the port first: a busy port stops the store at once, in one line, before any
// database is made; and while the database opens (the slow part of a restart) the listener already
// answers: 503 with Retry-After, liveness 200. The time it saves is measured, not asserted here.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@store/contract';
import { listenWhileStarting, PortInUseError } from '../../src/http/starting-listener';
import { startStoreProcess } from './store-process';

const dirs: string[] = [];
const emptyDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-start-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

/** A TCP server on a free loopback port; `onConnection` gets each socket. */
async function tcpServer(onConnection: (socket: net.Socket) => void = () => {}) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    onConnection(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    close: () => {
      for (const s of sockets) s.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe('npm start on a busy port', () => {
  it('says so in one line naming the port and PORT, exits 1, and creates no database', async () => {
    const busy = await tcpServer();
    const dataDir = emptyDir();
    try {
      const store = startStoreProcess(dataDir, { PORT: String(busy.port) });
      expect(await store.exited).toBe(1);
      const output = store.output().trim();
      expect(output).toBe(
        `Port ${busy.port} on 127.0.0.1 is already in use: stop what uses it, or start the store on another port with PORT (e.g. PORT=${busy.port + 1}).`,
      );
      // Nothing was made in DATA_DIR: no database, so no demo accounts either.
      expect(fs.readdirSync(dataDir)).toEqual([]);
    } finally {
      await busy.close();
    }
  }, 60_000);
});

describe('the listener while the store starts', () => {
  it('answers 503 with Retry-After (liveness 200) and frees the port when closed', async () => {
    const starting = await listenWhileStarting('127.0.0.1', 0);
    const base = `http://127.0.0.1:${starting.port}`;
    const res = await fetch(`${base}/api/order`, { method: 'POST' });
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('1');
    expect(res.headers.get('content-security-policy')).toBeDefined();
    expect(errorBodySchema.parse(await res.json()).error.code).toBe('unavailable');
    expect((await fetch(`${base}/api/health/live`)).status).toBe(200);
    expect((await fetch(`${base}/api/health/ready`)).status).toBe(503);
    await expect(listenWhileStarting('127.0.0.1', starting.port)).rejects.toBeInstanceOf(PortInUseError);
    await starting.close();
    const again = await listenWhileStarting('127.0.0.1', starting.port);
    await again.close();
  });

  it('answers before the database is open: a store whose database server accepts and never replies', async () => {
    // The database "server" holds every connection without a word, so opening the database waits.
    const silentDatabase = await tcpServer();
    const port = await tcpServer().then(async (probe) => {
      await probe.close();
      return probe.port;
    });
    const store = startStoreProcess(emptyDir(), { PORT: String(port), DATABASE_URL: `postgres://store@127.0.0.1:${silentDatabase.port}/store` });
    try {
      const answer = async () => {
        try {
          return (await fetch(`http://127.0.0.1:${port}/api/product`)).status;
        } catch {
          return 0;
        }
      };
      await expect.poll(answer, { interval: 50 }).toBe(503);
      expect(store.output()).not.toMatch(/store is ready/);
    } finally {
      await silentDatabase.close();
      store.child.kill('SIGKILL');
      await store.exited;
    }
  }, 60_000);
});
