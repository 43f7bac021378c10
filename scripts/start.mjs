// npm start: builds what is missing or older than its sources, then runs the server in this
// process (so SIGTERM reaches it directly).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...p) => path.join(root, ...p);

function newestMtime(paths) {
  let newest = 0;
  const visit = (p) => {
    let stat;
    try {
      stat = fs.statSync(p);
    } catch {
      return;
    }
    if (stat.isDirectory()) {
      if (path.basename(p) === 'node_modules' || path.basename(p) === 'dist') return;
      for (const entry of fs.readdirSync(p)) visit(path.join(p, entry));
    } else newest = Math.max(newest, stat.mtimeMs);
  };
  paths.forEach(visit);
  return newest;
}

function isStale(output, sources) {
  if (!fs.existsSync(output)) return true;
  return newestMtime(sources) > fs.statSync(output).mtimeMs;
}

const contract = at('packages/contract/src');
const targets = [
  {
    name: '@store/web',
    label: 'the web app',
    // Vite's table of every chunk is noise here; warnings and errors still show.
    args: ['--logLevel', 'warn'],
    // Written last by the web build (after the browser's files): present and newer means all of it is.
    output: at('apps/web/dist/ssr/entry-server.js'),
    sources: [at('apps/web/src'), at('apps/web/public'), at('apps/web/index.html'), at('apps/web/vite.config.ts'), contract],
  },
  {
    name: '@store/server',
    label: 'the server',
    args: [],
    output: at('apps/server/dist/main.js'),
    sources: [at('apps/server/src'), at('apps/server/build.mjs'), at('apps/server/bundle-options.mjs'), contract],
  },
];

/**
 * A busy port ends the start at once, before a build of a minute or so and before the server's
 * bundle loads, in the line the server itself says (apps/server/src/http/starting-listener.ts,
 * which covers `node apps/server/dist/main.js` too). A PORT that is not a port is left to the
 * server's check of its settings.
 */
async function refuseBusyPort() {
  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST ?? '127.0.0.1';
  if (!Number.isInteger(port) || port <= 0 || port > 65535) return;
  const busy = await new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', (err) => resolve(err.code === 'EADDRINUSE'));
    probe.listen({ host, port }, () => probe.close(() => resolve(false)));
  });
  if (busy) {
    console.error(`Port ${port} on ${host} is already in use: stop what uses it, or start the store on another port with PORT (e.g. PORT=${port === 3000 ? 3001 : port + 1}).`);
    process.exit(1);
  }
}

/** Builds quietly: on success only warnings show (stderr); on failure everything the build said. */
async function buildStale() {
  const stale = targets.filter((t) => isStale(t.output, t.sources));
  if (!stale.length) return;
  console.log(`building ${stale.map((t) => t.label).join(' and ')} (first start, or sources changed)…`);
  for (const t of stale) {
    const run = spawnSync('npm', ['run', '--silent', 'build', '-w', t.name, '--', ...t.args], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
      encoding: 'utf8',
    });
    if (run.status !== 0) {
      process.stdout.write(run.stdout ?? '');
      console.error(`building ${t.label} failed (${run.error?.message ?? `exit code ${run.status}`})`);
      process.exit(1);
    }
  }
}

/**
 * npm does not pass SIGTERM on to its script: stopping `npm start` by signalling npm alone would
 * leave the store running without it. Under npm (npm -> sh -> this process) we watch npm, our
 * grandparent, and drain and exit as if signalled once it is gone. Linux only (/proc); elsewhere a
 * terminal's Ctrl+C reaches the whole process group anyway.
 */
function stopWhenNpmExits() {
  if (!process.env.npm_lifecycle_event) return;
  const parentOf = (pid) => {
    try {
      return Number(fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')[1]);
    } catch {
      return undefined;
    }
  };
  const npmPid = parentOf(process.ppid);
  if (!npmPid || npmPid === 1) return;
  const timer = setInterval(() => {
    if (parentOf(process.ppid) !== npmPid) {
      clearInterval(timer);
      process.kill(process.pid, 'SIGTERM');
    }
  }, 1000);
  timer.unref();
}

await refuseBusyPort();
await buildStale();
process.chdir(root);
stopWhenNpmExits();
await import(path.join(root, 'apps/server/dist/main.js'));
