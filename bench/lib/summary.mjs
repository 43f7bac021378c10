// Renders bench/results.json as the readable summary (bench/summary.md), with the speed targets
// shown as met or not.
const f0 = (n) => (Number.isFinite(n) ? Math.round(n).toLocaleString('en-US') : 'n/a');
const f2 = (n) => (Number.isFinite(n) ? n.toFixed(2) : 'n/a');
const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const mark = (ok) => (ok === undefined ? '— not measured' : ok ? '**met**' : '**NOT met**');

function throughputRows(results) {
  const rows = [];
  const add = (what, engine, mode, r) =>
    rows.push(
      `| ${what} | ${engine} | ${mode} | ${f0(r.reqPerSec)} | ${f2(r.latencyMs.p50)} | ${f2(r.latencyMs.p99)} | ${f0(r.bare.reqPerSec)} | **${f2(r.ratio)}** (${r.ratios.map(f2).join(', ')}) | ${r.non2xx + r.errors} |`,
    );
  for (const e of [results.pglite, results.postgres].filter(Boolean)) {
    for (const mode of ['cached', 'uncached']) {
      add('GET /api/product', e.engine, mode, e[mode].list);
      add('GET /api/product/{id}', e.engine, mode, e[mode].one);
      if (mode === 'cached' && e.cachedWithRequestLogs) add('GET /api/product', e.engine, 'cached, LOG_LEVEL=info', e.cachedWithRequestLogs.list);
    }
  }
  return rows;
}

export function targets(results) {
  const pgCachedRatio = results.pglite.cached.list.ratio;
  const pgUncached = results.postgres?.uncached.list.ratio;
  const burst = results.pglite.signInBurst;
  const landing = results.firstView.landing;
  return [
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
    { what: 'landing page first view ≤ 110 kB of gzip JavaScript', figure: kB(landing.jsGzipBytes), met: landing.jsGzipBytes <= 110_000 },
    { what: 'LCP ≤ 1.0 s, loopback, phone profile', figure: `${f0(landing.lcpMs)} ms`, met: landing.lcpMs <= 1000 },
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
    `Load generator: autocannon in its own process, ${results.settings.connections} connections, ${results.settings.seconds} s per run after a 2 s warm-up. ` +
      `Store: the bundled server (what \`npm start\` runs), LOG_LEVEL=${results.settings.logLevel}, demo data. ` +
      `The ratio divides the store's req/s by a bare node:http server sending the same bytes on the same machine, measured in alternation ` +
      `(${results.settings.rounds} pairs; the median pair counts, every pair's ratio in brackets).`,
    '',
  );
  lines.push('## Targets', '', '| target | figure | |', '|---|---|---|');
  for (const t of targets(results)) lines.push(`| ${t.what} | ${t.figure} | ${mark(t.met)} |`);
  lines.push('', '## Throughput', '', '| request | engine | product list | req/s | p50 ms | p99 ms | bare req/s | ratio to bare | errors + non-2xx |', '|---|---|---|---:|---:|---:|---:|---:|---:|');
  lines.push(...throughputRows(results));
  lines.push('', '## Sign-in burst', '', 'GET /api/product at a fixed rate (a quarter of its cached capacity), idle and while 8 connections sign in with the demo account as fast as they can.', '');
  lines.push('| engine | rate req/s | idle p50 / p99 ms | during p50 / p99 ms | p99 ratio | sign-ins done (req/s, p99 ms) |', '|---|---:|---:|---:|---:|---:|');
  for (const e of [results.pglite, results.postgres].filter(Boolean)) {
    const b = e.signInBurst;
    lines.push(
      `| ${e.engine} | ${b.rate} | ${f2(b.idle.latencyMs.p50)} / ${f2(b.idle.latencyMs.p99)} | ${f2(b.during.latencyMs.p50)} / ${f2(b.during.latencyMs.p99)} | ${f2(b.p99Ratio)} | ${f0(b.signIns.requests)} (${f0(b.signIns.reqPerSec)}, ${f0(b.signIns.latencyMs.p99)}) |`,
    );
  }
  lines.push('', '## First view of the landing page (Chromium)', '');
  lines.push('| profile | JS gzip | CSS gzip | index.html gzip | LCP ms | TBT ms | FCP ms | LCP element |', '|---|---:|---:|---:|---:|---:|---:|---|');
  for (const v of [results.firstView.landing, results.firstView.landingCpu4x]) {
    lines.push(`| ${v.profile} (median of ${v.runs}) | ${kB(v.jsGzipBytes)} | ${kB(v.cssGzipBytes)} | ${kB(v.htmlGzipBytes)} | ${f0(v.lcpMs)} | ${f0(v.tbtMs)} | ${f0(v.fcpMs)} | ${v.lcpElement || '?'} |`);
  }
  lines.push('', 'Files of the first view (gzip):', '');
  for (const r of results.firstView.landing.resources) lines.push(`- ${r.type} ${r.url}: ${kB(r.gzipBytes)} (${kB(r.bytes)} raw)`);
  const s = results.startup;
  lines.push('', '## Start-up', '', `\`${s.command}\` to the first answered request (median): new data dir ${f0(s.newDataDirMs)} ms (${s.samples.newDataDirMs.map(f0).join(', ')}), existing data dir ${f0(s.existingDataDirMs)} ms (${s.samples.existingDataDirMs.map(f0).join(', ')}).`, '');
  return `${lines.join('\n')}\n`;
}
