import { PassThrough } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { OneLinePerRequest } from './request-log';
import { requestLoggerFactory } from './request-logger';

/** The app passes the auth module's redaction; any function shows it is applied. */
const hideToken = (url: string) => url.replace(/token=[^&]*/, 'token=%5Bredacted%5D');

function appLoggingAt(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
  });
  const app = Fastify({ logger: { level, stream }, childLoggerFactory: requestLoggerFactory, logController: new OneLinePerRequest(hideToken) });
  app.get('/thing', () => ({ ok: true }));
  return { app, lines };
}

describe('request log', () => {
  it('writes one line per request at info: method, URL without credentials, status, time, request id', async () => {
    const { app, lines } = appLoggingAt('info');
    await app.inject('/thing?token=secret-value&page=2');
    await app.inject('/missing');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ level: 30, msg: 'request completed', reqId: 'req-1', method: 'GET', statusCode: 200 });
    expect(lines[0]!.url).toBe('/thing?token=%5Bredacted%5D&page=2');
    expect(typeof lines[0]!.responseTime).toBe('number');
    expect(lines[1]).toMatchObject({ reqId: 'req-2', url: '/missing', statusCode: 404 });
    expect(JSON.stringify(lines)).not.toContain('secret-value');
    await app.close();
  });

  it('writes nothing per request above info', async () => {
    const { app, lines } = appLoggingAt('warn');
    await app.inject('/thing');
    expect(lines).toEqual([]);
    await app.close();
  });
});
