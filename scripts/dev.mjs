// npm run dev: the API with reload (tsx watch) and the Vite dev server with hot reload, which
// proxies /api to the API. People open Vite's address, so that is the API's PUBLIC_URL too:
// sign-in refuses requests from any origin but the store's own.
import { spawn } from 'node:child_process';

const apiPort = process.env.PORT ?? '3000';
const webUrl = 'http://localhost:5173';
const env = { ...process.env, API_URL: process.env.API_URL ?? `http://localhost:${apiPort}` };
console.log(`npm run dev: open ${webUrl} (hot reload); the API on port ${apiPort} restarts when its sources change`);

// Each in a process group of its own, stopped as a group: npm does not pass signals on to its
// script. No stdin: a background process group that reads the terminal would be stopped.
const options = { stdio: ['ignore', 'inherit', 'inherit'], detached: true };
const children = [
  spawn('npm', ['run', '--silent', 'dev', '-w', '@store/server'], { ...options, env: { ...env, PUBLIC_URL: process.env.PUBLIC_URL ?? webUrl } }),
  spawn('npm', ['run', '--silent', 'dev', '-w', '@store/web'], { ...options, env }),
];
let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  for (const c of children) {
    try {
      process.kill(-c.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children) c.on('exit', stop);
