// Reads the configuration, opens the database, listens. On SIGTERM/SIGINT it drains (see
// http/draining.ts) for SHUTDOWN_DELAY_MS, stops accepting, lets in-flight requests finish (up to
// SHUTDOWN_TIMEOUT_MS) and closes the database cleanly. On the embedded database it also answers
// `npm run db:backup` (db/backup.ts).
import { brandName } from '@store/contract';
import { ConfigError, loadConfig } from './config';
import { DataDirError } from './db/data-dir';
import { DataDirLockedError } from './db/data-dir-lock';
import { serializeError } from './http/log-safety';
import { listenWhileStarting, PortInUseError } from './http/starting-listener';

async function main() {
  const startedAt = performance.now();
  const phasesMs: Record<string, number> = {};
  let phaseStart = startedAt;
  const phase = (name: string) => {
    const now = performance.now();
    phasesMs[name] = Math.round(now - phaseStart);
    phaseStart = now;
  };
  const config = loadConfig();
  phase('config');
  // The port first: a busy one stops us before a database is made; meanwhile requests get 503.
  const starting = await listenWhileStarting(config.host, config.port);
  phase('port');
  // Loaded once the port is ours: evaluating the app's modules is a good part of start-up.
  const [{ buildApp }, { openConfiguredDatabase }, { seedDemoData }, { demoAccounts }] = await Promise.all([
    import('./app'),
    import('./db/open-configured-database'),
    import('./db/seed'),
    import('./db/demo-data'),
  ]);
  phase('modules');
  const database = await openConfiguredDatabase(config);
  phase('database');
  const app = await buildApp({ config, database });
  phase('app');

  // Set once the store listens (below); a shutdown before then has none to close.
  let backups: Awaited<ReturnType<NonNullable<typeof database.serveBackups>>> | undefined = undefined;
  let closing = false;
  // A signal before the app listens only marks the start as stopped: main() stops at its next step
  // (closing the database under the demo-data load would crash it half-written).
  let listening = false;
  let stopSignal: string | undefined;
  const shutdown = async (signal: string) => {
    if (!listening) {
      stopSignal ??= signal;
      return;
    }
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

  // Demo data while the starting listener still answers 503: health says ready only once the demo
  // accounts and products exist (a first start's shoppers, and scripts signing in as the demo
  // admin, never meet an empty store). On an existing database it finds nothing to do.
  if (config.seedDemo && !stopSignal) {
    await seedDemoData(database, (body) => app.auth.api.signUpEmail({ body }), app.log);
  }
  phase('seed');
  await starting.close();
  if (stopSignal) {
    await app.close();
    await database.close();
    app.log.info({ signal: stopSignal }, 'stopped cleanly before listening');
    return;
  }
  await app.listen({ host: config.host, port: starting.port });
  listening = true;
  phase('listen');
  if (stopSignal) return void shutdown(stopSignal);
  // Behind the listener: backups are asked for by a person, never by a request.
  // Embedded database: `npm run db:backup` asks this process for a consistent archive.
  backups = await database.serveBackups?.(app.log);
  phase('backups');
  app.log.info(
    { url: config.publicUrl, database: database.kind, startupMs: Math.round(performance.now() - startedAt), phasesMs },
    'store is ready',
  );
  if (process.stdout.isTTY) console.log(readyLine(demoAccounts, config.publicUrl, config.seedDemo && database.kind === 'pglite'));
}

/**
 * One line for a person at a terminal: where the store is and, on the embedded demo database, how
 * to sign in. Written beside the logger, never through it: the demo passwords are published in the
 * README, yet no log line may hold a password, and whatever reads a pipe or a file has the
 * "store is ready" line above.
 */
function readyLine(demoAccounts: Record<string, { email: string; password: string }>, url: string, demo: boolean): string {
  const accounts = Object.values(demoAccounts).map((a) => `${a.email} / ${a.password}`);
  return `${brandName} store ready at ${url}${demo ? ` — demo accounts: ${accounts.join(', ')}` : ''}`;
}

main().catch((err: unknown) => {
  // Problems a person can fix get one sentence that says how; anything else its stack, scrubbed
  // like every log line (a failed query would otherwise print its parameters).
  if (err instanceof ConfigError || err instanceof DataDirLockedError || err instanceof DataDirError || err instanceof PortInUseError) {
    console.error(err.message);
  } else {
    const { type, message, stack } = serializeError(err);
    console.error(`${type}: ${message}\n${stack}`);
  }
  process.exit(1);
});
