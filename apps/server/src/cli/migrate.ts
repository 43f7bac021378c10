// npm run db:migrate: applies the SQL migrations to the configured database and exits. A release
// runs it once before starting (or replacing) instances, so schema changes happen in one place and
// a failed migration stops the release before any instance serves. Instances still migrate at
// start (a no-op then), under the same advisory lock (db/client.ts).
import { ConfigError, loadConfig } from '../config';
import { DataDirLockedError } from '../db/data-dir-lock';
import { openConfiguredDatabase } from '../db/open-configured-database';

try {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  await database.close();
  // Never the URL: it may hold a password.
  console.log(`migrations applied (${database.kind === 'postgres' ? 'PostgreSQL server' : `embedded database in ${config.dataDir}`})`);
} catch (err) {
  console.error(err instanceof ConfigError || err instanceof DataDirLockedError ? err.message : err);
  process.exitCode = 1;
}
