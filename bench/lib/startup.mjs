// Start-up time of `npm start` (exactly what a user runs) to the first answered request, on a new
// data dir (migrations, demo data) and on an existing one. Builds are made before, so this is
// start-up only, not compilation.
import fs from 'node:fs';
import { freePort, median, startStore, tempDataDir, waitForDataDirRelease, waitForHealth } from '../../scripts/checks/lib/store-server.mjs';

async function timeOneStart(dataDir, command) {
  const port = await freePort();
  const t0 = performance.now();
  const store = await startStore({ port, database: { dataDir }, command, waitReady: false, processGroup: true });
  try {
    await waitForHealth(store.baseUrl, { child: store.child, intervalMs: 10, timeoutMs: 120_000 });
    return performance.now() - t0;
  } finally {
    const { code, signal } = await store.stop();
    if (code !== 0 && signal !== 'SIGTERM') console.warn(`  (${command.join(' ')} exited with ${code ?? signal})`);
    await waitForDataDirRelease(dataDir); // the store behind npm drains a moment longer
  }
}

export async function measureStartup({ newRuns = 2, existingRuns = 3, command = ['npm', 'start'] } = {}) {
  const fresh = [];
  const existing = [];
  const dirs = [];
  try {
    for (let i = 0; i < newRuns; i++) {
      const dir = tempDataDir('bench-start');
      dirs.push(dir);
      fresh.push(await timeOneStart(dir, command));
    }
    for (let i = 0; i < existingRuns; i++) existing.push(await timeOneStart(dirs[0], command));
  } finally {
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  }
  return {
    command: command.join(' '),
    newDataDirMs: median(fresh),
    existingDataDirMs: median(existing),
    samples: { newDataDirMs: fresh, existingDataDirMs: existing },
  };
}
