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
