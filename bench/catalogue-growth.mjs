// npm run bench:catalogue: the catalogue growth table alone (bench/lib/catalogue-growth.mjs says
// what it measures). Writes bench/catalogue-growth.json and prints the table.
//
// Settings (environment): DATABASE_URL (required), BENCH_CATALOGUE_SIZES (default 10,10000,100000),
// BENCH_SECONDS (per run, default 10), BENCH_CONNECTIONS (concurrent clients, default 10),
// BENCH_BUILD=false (use the server bundle already built).
import fs from 'node:fs';
import path from 'node:path';
import { buildStore, root } from '../scripts/checks/lib/store-server.mjs';
import { measureCatalogueGrowth, renderCatalogueGrowth } from './lib/catalogue-growth.mjs';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('bench:catalogue measures on a PostgreSQL server: set DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres)');
  process.exit(2);
}
const began = performance.now();
const log = (msg) => console.log(`[catalogue ${((performance.now() - began) / 1000).toFixed(0).padStart(4)} s] ${msg}`);

if (!fs.existsSync(path.join(root, 'apps/server/dist/main.js')) || process.env.BENCH_BUILD !== 'false') buildStore({ web: false });
const growth = await measureCatalogueGrowth({
  databaseUrl,
  sizes: (process.env.BENCH_CATALOGUE_SIZES ?? '10,10000,100000').split(',').map(Number),
  seconds: Number(process.env.BENCH_SECONDS ?? 10),
  connections: Number(process.env.BENCH_CONNECTIONS ?? 10),
  log,
});
const out = path.join(root, 'bench/catalogue-growth.json');
fs.writeFileSync(out, `${JSON.stringify(growth, null, 2)}\n`);
console.log(`\n${renderCatalogueGrowth(growth)}\n\nWritten to ${path.relative(root, out)}`);
