// npm run db:backup [FILE]: a consistent archive of the embedded database (DATA_DIR) while the
// store runs, or of a stopped one's directory (db/backup.ts). FILE defaults to
// kerfline-backup-<time>.tar.gz in the current directory. On a PostgreSQL server use pg_dump
// (docs/operations.md).
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config';
import { backupStoppedDataDir, requestBackup } from '../db/backup';
import { CommandError, runCli, userPath } from './run-cli';

await runCli(async () => {
  const config = loadConfig();
  if (config.databaseUrl) {
    throw new CommandError('DATABASE_URL names a PostgreSQL server: back it up with pg_dump (docs/operations.md, "Backups").');
  }
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = userPath(process.argv[2] ?? `kerfline-backup-${stamp}.tar.gz`);
  const running = await requestBackup(config.dataDir);
  const archive = running ?? (await backupStoppedDataDir(config.dataDir));
  // The archive holds password hashes, sessions and the session secret: readable by this user only.
  const partial = `${file}.partial`;
  fs.writeFileSync(partial, archive, { mode: 0o600 });
  fs.renameSync(partial, file);
  const from = running ? 'from the running store' : 'from the stopped data directory';
  console.log(`Backup of ${path.resolve(config.dataDir)} written ${from} to ${file} (${Math.ceil(archive.length / 1024)} kB)`);
});
