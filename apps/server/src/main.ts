// Reads the configuration, opens the database, listens. On SIGTERM/SIGINT it drains (see
// http/draining.ts) for SHUTDOWN_DELAY_MS, stops accepting, lets in-flight requests finish (up to
// SHUTDOWN_TIMEOUT_MS) and closes the database cleanly.
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { openConfiguredDatabase } from './db/open-configured-database';
import { seedDemoData } from './db/seed';

async function main() {
  const startedAt = performance.now();
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  const app = await buildApp({ config, database });
  if (config.seedDemo) {
    await seedDemoData(database.db, (body) => app.auth.api.signUpEmail({ body }), app.log);
  }

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
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof DataDirLockedError) {
    console.error(err.message);
  } else {
    console.error(err);
  }
  process.exit(1);
});
