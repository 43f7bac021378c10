// The load balancers the store ships configurations for (deploy/haproxy.cfg, deploy/nginx.conf), run
// from Debian's packages on loopback for a check: the shipped file with its {{...}} placeholders
// filled in, everything else (pid, logs, temporary files) in the check's own directory, in the
// foreground, stopped by the handle that started it. No root-owned file is read or written.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { root, sleep } from './store-server.mjs';

/** The shipped template with every {{NAME}} replaced; throws if one is left or unknown. */
export function renderTemplate(file, values) {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  const filled = text.replace(/\{\{(\w+)\}\}/g, (_, name) => {
    if (!(name in values)) throw new Error(`${file}: no value for {{${name}}}`);
    return values[name];
  });
  return filled;
}

function run(label, command, args, dir) {
  const log = path.join(dir, `${label}.log`);
  const out = fs.openSync(log, 'a');
  // Debian installs both in /usr/sbin, which is not on every user's PATH.
  const env = { ...process.env, PATH: `${process.env.PATH ?? ''}:/usr/sbin:/usr/local/sbin` };
  const child = spawn(command, args, { stdio: ['ignore', out, out], env });
  fs.closeSync(out);
  let gone = false;
  const exited = new Promise((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
    child.once('error', (err) => {
      fs.appendFileSync(log, `${command} could not run (${err.code ?? err.message}): apt-get install ${command}\n`);
      resolve({ code: null, signal: null });
    });
  });
  void exited.then(() => (gone = true));
  return {
    label,
    log,
    exited,
    gone: () => gone,
    output: () => fs.readFileSync(log, 'utf8'),
    async stop() {
      if (!gone) child.kill('SIGTERM');
      return exited;
    },
  };
}

/** Polls until `url` answers at all (any status); throws with the balancer's own output otherwise. */
async function waitForAnswer(balancer, url, timeoutMs = 15_000) {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    if (balancer.gone()) break;
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(1_000) });
      await res.arrayBuffer();
      return;
    } catch {
      await sleep(50);
    }
  }
  await balancer.stop();
  throw new Error(`${balancer.label} did not start:\n${balancer.output()}`);
}

/** haproxy with deploy/haproxy.cfg on 127.0.0.1:`port`, balancing over `stores` ({ port } each). */
export async function startHaproxy({ port, stores, dir }) {
  const values = { BIND: `127.0.0.1:${port}` };
  stores.forEach((s, i) => (values[`STORE_${i + 1}`] = `127.0.0.1:${s.port}`));
  const config = path.join(dir, 'haproxy.cfg');
  fs.writeFileSync(config, renderTemplate('deploy/haproxy.cfg', values));
  // -db: stay in the foreground, so the check's handle is haproxy itself.
  const haproxy = run('haproxy', 'haproxy', ['-db', '-f', config], dir);
  await waitForAnswer(haproxy, `http://127.0.0.1:${port}/api/health/live`);
  return haproxy;
}

/** nginx with deploy/nginx.conf (a site file) included in a minimal nginx.conf of the check's own. */
export async function startNginx({ port, stores, dir }) {
  const values = { LISTEN: `127.0.0.1:${port}` };
  stores.forEach((s, i) => (values[`STORE_${i + 1}`] = `127.0.0.1:${s.port}`));
  const prefix = path.join(dir, 'nginx');
  fs.mkdirSync(prefix, { recursive: true });
  // nginx's workers drop root for an unprivileged user, which must reach the temporary files here.
  fs.chmodSync(dir, 0o755);
  fs.chmodSync(prefix, 0o755);
  fs.writeFileSync(path.join(prefix, 'kerfline.conf'), renderTemplate('deploy/nginx.conf', values));
  const temp = (name) => `${name} ${path.join(prefix, name.replace(/_path$/, ''))};`;
  const main = [
    'daemon off;',
    'worker_processes 1;',
    `pid ${path.join(prefix, 'nginx.pid')};`,
    `error_log ${path.join(prefix, 'error.log')} warn;`,
    'events { worker_connections 256; }',
    'http {',
    '    access_log off;',
    ...['client_body_temp_path', 'proxy_temp_path', 'fastcgi_temp_path', 'uwsgi_temp_path', 'scgi_temp_path'].map((n) => `    ${temp(n)}`),
    `    include ${path.join(prefix, 'kerfline.conf')};`,
    '}',
  ].join('\n');
  const config = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(config, `${main}\n`);
  // -e: the error log before the configuration is read (Debian's default is under /var/log).
  const nginx = run('nginx', 'nginx', ['-p', prefix, '-e', path.join(prefix, 'error.log'), '-c', config], dir);
  await waitForAnswer(nginx, `http://127.0.0.1:${port}/api/health/live`);
  return nginx;
}
