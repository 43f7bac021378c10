import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { OneLinePerRequest } from './http/request-log';
import { redactUrl } from './modules/auth/log-redaction';
import { terminalLogOptions } from './terminal-log';

/** A destination that collects lines and resolves once `count` of them arrived. */
function collectLines(count: number) {
  const lines: string[] = [];
  let done: (lines: string[]) => void;
  const arrived = new Promise<string[]>((resolve) => (done = resolve));
  const destination = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      if (lines.length >= count) done(lines);
      callback();
    },
  });
  return { destination, arrived };
}

describe('terminal log lines', () => {
  it('are short: one line per request with its status, extra fields inline, credentials in URLs replaced', async () => {
    const { destination, arrived } = collectLines(2);
    const app = Fastify({
      logger: { level: 'info', ...terminalLogOptions(destination) },
      logController: new OneLinePerRequest(redactUrl),
    });
    app.get('/api/auth/callback/google', async () => ({ ok: true }));
    await app.ready();
    app.log.info({ database: 'pglite' }, 'store is ready');
    await app.inject({ url: '/api/auth/callback/google?code=secret-code&state=secret-state' });

    const lines = await arrived;
    expect(lines).toEqual([
      expect.stringMatching(/^\[\d\d:\d\d:\d\d\] INFO: store is ready \{"database":"pglite"\}$/),
      expect.stringMatching(
        /^\[\d\d:\d\d:\d\d\] INFO: GET \/api\/auth\/callback\/google\?code=%5Bredacted%5D&state=%5Bredacted%5D → 200 \(\d+ ms\)$/,
      ),
    ]);
    expect(lines.join('\n')).not.toMatch(/secret-code|secret-state|incoming request/);
    await app.close();
  });
});
