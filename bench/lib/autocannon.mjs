// Runs autocannon in its own process (so the load generator never shares an event loop with the
// server or with this script) and returns its figures.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { root } from '../../scripts/checks/lib/store-server.mjs';

const cli = path.join(root, 'node_modules/autocannon/autocannon.js');

/** What a browser asks for: the store's cached answers are sent compressed, as to real clients. */
const browserHeaders = { 'accept-encoding': 'br, gzip' };

/**
 * @param {string} url
 * @param {{ connections?: number, seconds?: number, rate?: number, method?: string, headers?: Record<string,string>, body?: string }} o
 */
export function autocannon(url, o = {}) {
  const args = [cli, '-j', '-n', '-c', String(o.connections ?? 10), '-d', String(o.seconds ?? 10)];
  if (o.rate) args.push('-R', String(o.rate));
  if (o.method) args.push('-m', o.method);
  for (const [k, v] of Object.entries({ ...browserHeaders, ...o.headers })) args.push('-H', `${k}=${v}`);
  if (o.body) args.push('-b', o.body);
  args.push(url);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited ${code}: ${err.slice(0, 500)}`));
      try {
        const r = JSON.parse(out);
        resolve({
          url,
          connections: o.connections ?? 10,
          seconds: o.seconds ?? 10,
          targetRate: o.rate ?? null,
          requests: r.requests.total,
          bytesPerRequest: r.requests.total ? r.throughput.total / r.requests.total : 0,
          reqPerSec: r.requests.average,
          latencyMs: { p50: r.latency.p50, p90: r.latency.p90, p99: r.latency.p99, max: r.latency.max },
          non2xx: r.non2xx,
          errors: r.errors,
          timeouts: r.timeouts,
          statusCodes: r.statusCodeStats,
        });
      } catch (e) {
        reject(new Error(`autocannon output was not JSON: ${String(e)} ${out.slice(0, 300)}`));
      }
    });
  });
}
