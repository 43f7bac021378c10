// Creating and dropping whole databases on the PostgreSQL server of DATABASE_URL (its own
// connection each time: such statements cannot run inside a pool's transaction or database).
import pg from 'pg';

export async function adminQuery(baseUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** `baseUrl` pointed at another database on the same server. */
export function databaseUrl(baseUrl: string, name: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * What a PostgreSQL server sends a client it refuses or drops: an ErrorResponse message of the
 * wire protocol, severity FATAL, with this SQLSTATE (the pg driver parses it as the server's own).
 */
export function fatalErrorMessage(sqlState: string, message: string): Buffer {
  const fields = Buffer.concat(
    [['S', 'FATAL'], ['V', 'FATAL'], ['C', sqlState], ['M', message]].map(([type, value]) => Buffer.from(`${type}${value}\0`, 'utf8')),
  );
  const body = Buffer.concat([fields, Buffer.from([0])]);
  const header = Buffer.alloc(5);
  header.write('E', 0, 'latin1');
  header.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([header, body]);
}

/** Ends every connection to database `name` but the caller's (each gets SQLSTATE 57P01). */
export function terminateBackends(baseUrl: string, name: string): Promise<void> {
  return adminQuery(baseUrl, `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}' and pid <> pg_backend_pid()`);
}
