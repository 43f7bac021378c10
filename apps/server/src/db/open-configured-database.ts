import type { Config } from '../config';
import { openDatabase, type Database } from './client';

/** The database the configuration names: a PostgreSQL server with DATABASE_URL, else PGlite in DATA_DIR. */
export function openConfiguredDatabase(config: Config): Promise<Database> {
  return config.databaseUrl
    ? openDatabase({ url: config.databaseUrl, poolSize: config.databasePoolSize })
    : openDatabase({ dataDir: config.dataDir });
}
