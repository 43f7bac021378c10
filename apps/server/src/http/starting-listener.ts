// The port is taken first thing at start-up, before the database is opened (the slow part: PGlite
// reads its data dir, a server may be far away) and before anything is created in it:
// - a busy port stops the start at once, with one line naming the port and PORT, instead of after
//   a new database was made and seeded;
// - while the store starts, every request gets an answer: 503 with Retry-After (liveness: 200),
//   so a balancer or a person sees a store on its way instead of a refused connection.
// main.ts closes it right before the app listens on the same port.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { errorBody } from './error-handler';
import { frameworkErrorHeaders } from './security';

/** The port is taken by another process; the message is the one line a person needs. */
export class PortInUseError extends Error {}

export interface StartingListener {
  /** The port taken (PORT=0: the one the system chose), for the app to listen on. */
  port: number;
  /** Stops answering and frees the port for the app (its connections are cut: each got `Connection: close`). */
  close(): Promise<void>;
}

const starting = JSON.stringify(errorBody('unavailable', 'The store is starting; try again in a moment'));
const alive = JSON.stringify({ status: 'ok' });

export function listenWhileStarting(host: string, port: number): Promise<StartingListener> {
  const server = http.createServer((request, response) => {
    const live = request.url === '/api/health/live';
    response.writeHead(live ? 200 : 503, {
      ...frameworkErrorHeaders,
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'close',
      ...(!live && { 'retry-after': '1' }),
    });
    response.end(live ? alive : starting);
  });
  return new Promise((resolve, reject) => {
    server.once('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'EADDRINUSE') {
        reject(new PortInUseError(`Port ${port} on ${host} is already in use: stop what uses it, or start the store on another port with PORT (e.g. PORT=${port === 3000 ? 3001 : port + 1}).`));
      } else if (err.code === 'EACCES') {
        reject(new PortInUseError(`Port ${port} on ${host} may not be used by this user: choose another one with PORT (above 1023).`));
      } else reject(err);
    });
    server.listen({ host, port }, () =>
      resolve({
        port: (server.address() as AddressInfo).port,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      }),
    );
  });
}
