// Renders bench/results.json as the readable summary (bench/summary.md), with the speed targets
// shown as met or not.
import { renderCatalogueGrowth } from './catalogue-growth.mjs';
const f0 = (n) => (Number.isFinite(n) ? Math.round(n).toLocaleString('en-US') : 'n/a');
const f2 = (n) => (Number.isFinite(n) ? n.toFixed(2) : 'n/a');
const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const ms = (n) => `${f0(n)} ms`;
/** "median (min–max)" of a spread. */
const range = (r, f = f2) => (r ? `${f(r.median)} (${f(r.min)}–${f(r.max)})` : 'n/a');
const mark = (ok) => (ok === undefined ? '— not measured' : ok ? '**met**' : '**NOT met**');

function throughputRows(results) {
  const rows = [];
  const add = (what, engine, mode, r) =>
    rows.push(
      `| ${what} | ${engine} | ${mode} | ${range(r.spread?.reqPerSec, f0)} | ${f2(r.latencyMs.p50)} | ${f2(r.latencyMs.p99)} | ${f0(r.cpuUsPerRequest)} | ${f0(r.bare.reqPerSec)} | ${f0(r.bare.cpuUsPerRequest)} | **${range(r.spread?.ratio)}** | ${r.non2xx + r.errors} |`,
    );
  for (const e of [results.pglite, results.postgres].filter(Boolean)) {
    for (const mode of ['cached', 'uncached']) {
      if (e[mode].landing) add('GET / (landing page HTML)', e.engine, mode, e[mode].landing);
      add('GET /api/product', e.engine, mode, e[mode].list);
      add('GET /api/product/{id}', e.engine, mode, e[mode].one);
      if (mode === 'cached' && e.cachedWithRequestLogs) {
        const bytes = e.cachedWithRequestLogs.logBytesPerRequest;
        add('GET /api/product', e.engine, `cached, LOG_LEVEL=info${bytes === undefined ? '' : ` (${bytes.toFixed(0)} log bytes/request)`}`, e.cachedWithRequestLogs.list);
      }
    }
  }
  return rows;
}

export function targets(results) {
  const pgCachedRatio = results.pglite.cached.list.ratio;
  const pgUncached = results.postgres?.uncached.list.ratio;
  const burst = results.pglite.signInBurst;
  const landing = results.firstView.landing;
  const loopback = results.firstView.landingLoopback;
  const html = results.pglite.cached.landing;
  const img = landing.images;
  return [
    { what: 'landing page HTML ≥ 0.5 of bare node:http sending the same bytes (PGlite)', figure: f2(html.ratio), met: html.ratio >= 0.5 },
    { what: 'cached product list ≥ 0.8 of bare node:http (PGlite)', figure: f2(pgCachedRatio), met: pgCachedRatio >= 0.8 },
    {
      what: 'product list on the PostgreSQL server, uncached, ≥ 0.1 of bare node:http',
      figure: results.postgres ? f2(pgUncached) : 'set DATABASE_URL',
      met: results.postgres ? pgUncached >= 0.1 : undefined,
    },
    { what: 'p99 during the sign-in burst ≤ 2 × idle p99 (PGlite)', figure: `${f2(burst.p99Ratio)} ×`, met: burst.p99Ratio <= 2 },
    ...(results.postgres
      ? [{ what: 'p99 during the sign-in burst ≤ 2 × idle p99 (PostgreSQL)', figure: `${f2(results.postgres.signInBurst.p99Ratio)} ×`, met: results.postgres.signInBurst.p99Ratio <= 2 }]
      : []),
    { what: 'landing LCP ≤ 1.2 s (phone: CPU 4x, slow 4G)', figure: ms(landing.lcpMs), met: landing.lcpMs <= 1200 },
    { what: 'landing FCP ≤ 1.0 s (phone: CPU 4x, slow 4G)', figure: ms(landing.fcpMs), met: landing.fcpMs <= 1000 },
    { what: 'landing Total Blocking Time ≤ 200 ms (phone: CPU 4x, slow 4G)', figure: ms(landing.tbtMs), met: landing.tbtMs <= 200 },
    { what: 'landing Cumulative Layout Shift ≤ 0.05', figure: landing.cls.toFixed(3), met: landing.cls <= 0.05 },
    {
      what: 'images with width and height, lazy below the fold, LCP image (if any) fetchpriority=high',
      figure: `${img.all} images; ${img.withoutSize.length} without size, ${img.belowFoldNotLazy.length} below the fold not lazy; LCP ${img.lcpImage ? `image, fetchpriority=${img.lcpImage.fetchpriority}` : 'is text'}`,
      met: img.ok,
    },
    { what: 'landing first-view JavaScript ≤ 90 kB gzip', figure: kB(landing.jsGzipBytes), met: landing.jsGzipBytes <= 90_000 },
    { what: 'landing first-view CSS ≤ 20 kB gzip', figure: kB(landing.cssGzipBytes), met: landing.cssGzipBytes <= 20_000 },
    { what: 'landing first-view JavaScript ≤ 110 kB gzip (earlier target)', figure: kB(landing.jsGzipBytes), met: landing.jsGzipBytes <= 110_000 },
    { what: 'LCP ≤ 1.0 s, loopback, phone viewport (earlier target)', figure: ms(loopback.lcpMs), met: loopback.lcpMs <= 1000 },
    { what: 'start on an existing data dir < 2 s', figure: `${f0(results.startup.existingDataDirMs)} ms`, met: results.startup.existingDataDirMs < 2000 },
  ];
}

export function renderSummary(results) {
  const m = results.machine;
  const lines = [];
  lines.push('# Benchmark summary', '');
  lines.push(
    `${results.when} · ${m.cpus} × ${m.cpuModel ?? 'CPU'} · ${m.memoryGiB} GiB · Node ${m.node} · load average at start ${m.loadAverageAtStart.map((x) => x.toFixed(1)).join(' / ')} · took ${results.durationSeconds} s`,
    '',
    `Load generator: autocannon in its own process, ${results.settings.connections} connections, ${results.settings.seconds} s per run after a 2 s warm-up, ` +
      `asking for \`Accept-Encoding: ${results.settings.acceptEncoding}\` as a browser does. ` +
      `Store: the bundled server (what \`npm start\` runs), LOG_LEVEL=${results.settings.logLevel}, demo data. ` +
      `The ratio divides the store's req/s by a bare node:http server sending the same bytes (compressed as the store sent them) on the same machine, measured in alternation ` +
      `(${results.settings.rounds} pairs; the median pair counts, minimum–maximum in brackets). ` +
      `CPU µs/request: user + system time of the server process (from /proc) over the run, divided by the requests it answered.`,
    '',
  );
  lines.push('## Targets', '', '| target | figure | |', '|---|---|---|');
  for (const t of targets(results)) lines.push(`| ${t.what} | ${t.figure} | ${mark(t.met)} |`);
  lines.push(
    '',
    '## Throughput',
    '',
    '| request | engine | cache | req/s median (min–max) | p50 ms | p99 ms | CPU µs/req | bare req/s | bare CPU µs/req | ratio to bare, median (min–max) | errors + non-2xx |',
    '|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|',
  );
  lines.push(...throughputRows(results));
  lines.push(
    '',
    '## Sign-in burst',
    '',
    `GET /api/product at a fixed rate (a quarter of its cached capacity), ${results.pglite.signInBurst.seconds} s idle and ${results.pglite.signInBurst.seconds} s while 8 connections sign in with the demo account as fast as they can.`,
    '',
  );
  lines.push('| engine | rate req/s | list requests idle / during | idle p50 / p99 ms | during p50 / p99 ms | p99 ratio | sign-ins done (req/s, p50 / p99 ms) |', '|---|---:|---:|---:|---:|---:|---:|');
  for (const e of [results.pglite, results.postgres].filter(Boolean)) {
    const b = e.signInBurst;
    lines.push(
      `| ${e.engine} | ${b.rate} | ${f0(b.idle.requests)} / ${f0(b.during.requests)} | ${f2(b.idle.latencyMs.p50)} / ${f2(b.idle.latencyMs.p99)} | ${f2(b.during.latencyMs.p50)} / ${f2(b.during.latencyMs.p99)} | ${f2(b.p99Ratio)} | ${f0(b.signIns.requests)} (${f0(b.signIns.reqPerSec)}, ${f0(b.signIns.latencyMs.p50)} / ${f0(b.signIns.latencyMs.p99)}) |`,
    );
  }
  lines.push('', '## First view of the landing page (Chromium)', '');
  lines.push('Median of the runs, minimum–maximum in brackets; each run in a new browser context (empty cache).', '');
  lines.push('| profile | JS gzip | CSS gzip | HTML gzip | FCP ms | LCP ms | TBT ms | CLS | LCP element |', '|---|---:|---:|---:|---:|---:|---:|---:|---|');
  for (const v of [results.firstView.landing, results.firstView.landingLoopback]) {
    lines.push(
      `| ${v.profile} (${v.runs} runs) | ${kB(v.jsGzipBytes)} | ${kB(v.cssGzipBytes)} | ${kB(v.htmlGzipBytes)} | ${range(v.spread.fcpMs, f0)} | ${range(v.spread.lcpMs, f0)} | ${range(v.spread.tbtMs, f0)} | ${range(v.spread.cls, (n) => n.toFixed(3))} | ${v.lcpElement || '?'} |`,
    );
  }
  lines.push('', 'Files of the first view (gzip):', '');
  for (const r of results.firstView.landing.resources) lines.push(`- ${r.type} ${r.url}: ${kB(r.gzipBytes)} (${kB(r.bytes)} raw)`);
  if (results.overview) {
    const o = results.overview;
    lines.push('', '## Back-office overview (PostgreSQL)', '');
    lines.push(
      `GET /api/admin/overview at ${o.orders.toLocaleString('en-US')} orders, ${o.requests} requests one after another: p50 ${o.p50Ms} ms, p99 ${o.p99Ms} ms (budget 200 ms; load average ${o.loadAverage}). ` +
        `CSV export of every order: ${o.export.rows.toLocaleString('en-US')} rows (one per line), ${kB(o.export.bytes)}, ${f0(o.export.ms)} ms${o.export.complete ? '' : ' (INCOMPLETE)'}.`,
    );
    if (o.bySize) {
      const reads = ['overview', 'listFirstPage', 'listPage20', 'listPaidFirstPage', 'searchProductName', 'searchNoMatch', 'searchEmail', 'customerOrders'];
      lines.push('', `Back-office reads by size, p50 / p99 ms (${o.requests} requests one after another):`, '');
      lines.push(`| orders | ${reads.join(' | ')} |`, `|---|${reads.map(() => '---').join('|')}|`);
      for (const row of o.bySize) lines.push(`| ${row.orders.toLocaleString('en-US')} | ${reads.map((r) => `${row[r].p50Ms} / ${row[r].p99Ms}`).join(' | ')} |`);
    }
  }
  for (const [engine, paths] of Object.entries(results.orderPaths ?? {})) {
    lines.push('', `## Order paths (${engine})`, '', `${paths.count} of each, ${paths.concurrency} at once; the store's CPU time per request:`, '');
    lines.push('| step | req/s | p50 ms | p99 ms | CPU µs/request |', '|---|---|---|---|---|');
    for (const [name, f] of Object.entries(paths)) {
      if (f && typeof f === 'object' && 'reqPerSec' in f) lines.push(`| ${name} | ${f.reqPerSec} | ${f.p50Ms} | ${f.p99Ms} | ${f.cpuUsPerRequest} |`);
    }
    const c = paths.cartAndCheckout;
    lines.push('', `Cart and checkout (${c.note}): checkout p50 ${c.checkoutP50Ms} ms, p99 ${c.checkoutP99Ms} ms, ${c.cpuUsPerRequest} µs CPU per request. My Orders listed ${paths.ownOrders} orders.`);
  }
  const s = results.startup;
  lines.push('', '## Start-up', '', `\`${s.command}\` to the first answered request (median): new data dir ${f0(s.newDataDirMs)} ms (${s.samples.newDataDirMs.map(f0).join(', ')}), existing data dir ${f0(s.existingDataDirMs)} ms (${s.samples.existingDataDirMs.map(f0).join(', ')}).`, '');
  if (results.catalogueGrowth) {
    lines.push('## Catalogue growth (PostgreSQL)', '', 'A fresh database per size: the demo data plus generated products.', '', renderCatalogueGrowth(results.catalogueGrowth), '');
  }
  return `${lines.join('\n')}\n`;
}
