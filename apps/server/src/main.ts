// Reads the configuration, opens the database, listens. On SIGTERM/SIGINT it drains (see
// http/draining.ts) for SHUTDOWN_DELAY_MS, stops accepting, lets in-flight requests finish (up to
// SHUTDOWN_TIMEOUT_MS) and closes the database cleanly. On the embedded database it also answers
// `npm run db:backup` (db/backup.ts).
import { brandName } from '@store/contract';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DataDirError } from './db/data-dir';
import { DataDirLockedError } from './db/data-dir-lock';
import { demoAccounts } from './db/demo-data';
import { openConfiguredDatabase } from './db/open-configured-database';
import { seedDemoData } from './db/seed';
import { serializeError } from './http/log-safety';

async function main() {
  const startedAt = performance.now();
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  const app = await buildApp({ config, database });
  if (config.seedDemo) {
    await seedDemoData(database, (body) => app.auth.api.signUpEmail({ body }), app.log);
  }
  // Embedded database: `npm run db:backup` asks this process for a consistent archive.
  const backups = await database.serveBackups?.(app.log);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal, delayMs: config.shutdownDelayMs }, 'shutting down: draining');
    app.startDraining();
    await new Promise((r) => setTimeout(r, config.shutdownDelayMs));
    const timer = setTimeout(() => {
      app.log.warn('drain timed out; closing remaining connections');
      app.server.closeAllConnections();
    }, config.shutdownTimeoutMs);
    timer.unref();
    try {
      await app.close();
      await backups?.close();
      await database.close();
      app.log.info('stopped cleanly');
      process.exitCode = 0;
    } catch (err) {
      app.log.error({ err }, 'error while shutting down');
      process.exitCode = 1;
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.host, port: config.port });
  app.log.info(
    { url: config.publicUrl, database: database.kind, startupMs: Math.round(performance.now() - startedAt) },
    'store is ready',
  );
  if (process.stdout.isTTY) console.log(readyLine(config.publicUrl, config.seedDemo && database.kind === 'pglite'));
}

/**
 * One line for a person at a terminal: where the store is and, on the embedded demo database, how
 * to sign in. Written beside the logger, never through it: the demo passwords are published in the
 * README, yet no log line may hold a password, and whatever reads a pipe or a file has the
 * "store is ready" line above.
 */
function readyLine(url: string, demo: boolean): string {
  const accounts = Object.values(demoAccounts).map((a) => `${a.email} / ${a.password}`);
  return `${brandName} store ready at ${url}${demo ? ` — demo accounts: ${accounts.join(', ')}` : ''}`;
}

main().catch((err: unknown) => {
  // Problems a person can fix get one sentence that says how; anything else its stack, scrubbed
  // like every log line (a failed query would otherwise print its parameters).
  if (err instanceof ConfigError || err instanceof DataDirLockedError || err instanceof DataDirError) {
    console.error(err.message);
  } else {
    const { type, message, stack } = serializeError(err);
    console.error(`${type}: ${message}\n${stack}`);
  }
  process.exit(1);
});
