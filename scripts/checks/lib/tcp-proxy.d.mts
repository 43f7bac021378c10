// Types of tcp-proxy.mjs for the TypeScript tests that use it.
export interface TcpProxy {
  /** The loopback port to connect to instead of the target's. */
  port: number;
  /** Destroys every open connection and refuses new ones. */
  cut(): Promise<void>;
  /** Sends `bytes` (a PostgreSQL protocol message) on every open and every new connection, and closes it. */
  failWith(bytes: Buffer): Promise<void>;
  /** Accepts and forwards again, on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

export function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy>;
