// npm run db:restore FILE: unpacks an archive made by npm run db:backup into DATA_DIR, which must be
// missing or empty (it never overwrites a store's data). Start the store on DATA_DIR afterwards.
import path from 'node:path';
import fs from 'node:fs';
import { loadConfig } from '../config';
import { restoreArchive } from '../db/backup';
import { CommandError, runCli, userPath } from './run-cli';

await runCli(async () => {
  const config = loadConfig();
  if (config.databaseUrl) {
    throw new CommandError('DATABASE_URL names a PostgreSQL server: restore it with pg_restore (docs/operations.md, "Backups").');
  }
  const arg = process.argv[2];
  if (!arg) throw new CommandError('Usage: npm run db:restore <backup file>   (DATA_DIR names the empty directory to restore into)');
  const file = userPath(arg);
  await restoreArchive(fs.readFileSync(file), config.dataDir);
  console.log(`Restored ${file} into ${path.resolve(config.dataDir)}; start the store with DATA_DIR set to it.`);
});
