// A TCP proxy on loopback that a test can cut and restore, to play a database (or any server)
// becoming unreachable and coming back. cut() destroys every open connection and stops listening,
// so new connections are refused (ECONNREFUSED) as if the server were down; restore() listens on
// the same port again. No dependencies: the server's tests and the checks share it.
import net from 'node:net';

/**
 * Forwards 127.0.0.1:<free port> to `host:port`. cut() and restore() resolve once they took effect
 * (awaiting them is optional); close() stops the proxy for good.
 * @param {{ host: string, port: number }} target
 * @returns {Promise<{ port: number, cut(): Promise<void>, failWith(bytes: Buffer): Promise<void>, restore(): Promise<void>, close(): Promise<void> }>}
 */
export async function startTcpProxy({ host, port }) {
  /** @type {Set<net.Socket>} */
  const sockets = new Set();
  /** @type {Set<net.Socket>} the connections made to the proxy (the others go to the target) */
  const clients = new Set();
  /** @type {Buffer | undefined} what failWith() answers every new connection with */
  let failure;
  const server = net.createServer((client) => {
    if (failure) {
      // Kept in `sockets` so that close() ends it even if the other side never hangs up.
      sockets.add(client);
      client.on('error', () => {});
      client.on('close', () => sockets.delete(client));
      client.resume().end(failure);
      return;
    }
    const upstream = net.connect({ host, port });
    clients.add(client);
    client.on('close', () => clients.delete(client));
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => {}); // a cut or a reset on one side ends both; nothing to report
      socket.on('close', () => {
        sockets.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream);
    upstream.pipe(client);
  });

  const listen = (listenPort) =>
    new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(listenPort, '127.0.0.1', () => {
        server.off('error', reject);
        resolve(/** @type {net.AddressInfo} */ (server.address()).port);
      });
    });
  const stop = () => {
    const closed = server.listening ? new Promise((resolve) => server.close(() => resolve())) : Promise.resolve();
    for (const socket of sockets) socket.destroy();
    sockets.clear();
    return closed;
  };

  const proxyPort = await listen(0);
  let state = 'open';
  return {
    port: proxyPort,
    async cut() {
      if (state !== 'open') return;
      state = 'cut';
      await stop();
    },
    /**
     * Plays a server that refuses work with a message of PostgreSQL's protocol (`bytes`, e.g. an
     * ErrorResponse with a SQLSTATE): each open connection gets it and is closed, and so does each
     * new one, until restore().
     * @param {Buffer} bytes
     */
    async failWith(bytes) {
      if (state !== 'open') return;
      state = 'failing';
      failure = bytes;
      // Upstream first, so no answer of the target overtakes the failure.
      for (const socket of sockets) if (!clients.has(socket)) socket.unpipe();
      await Promise.all([...clients].map((client) => new Promise((resolve) => client.end(bytes, resolve))));
      for (const socket of sockets) socket.destroy();
      sockets.clear();
    },
    async restore() {
      if (state === 'failing') {
        state = 'open';
        failure = undefined;
        return;
      }
      if (state !== 'cut') return;
      state = 'open';
      await listen(proxyPort);
    },
    async close() {
      state = 'closed';
      await stop();
    },
  };
}
