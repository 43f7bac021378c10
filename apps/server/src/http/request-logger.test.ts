import { PassThrough } from 'node:stream';
import Fastify, { LogController } from 'fastify';
import { describe, expect, it } from 'vitest';
import { requestLoggerFactory } from './request-logger';

function appLoggingAt(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
  });
  const app = Fastify({ logger: { level, stream }, childLoggerFactory: requestLoggerFactory, logController: new LogController({ disableRequestLogging: true }) });
  app.get('/', (request) => {
    request.log.info('said at info');
    request.log.warn({ step: 1 }, 'said at warn');
    request.log.child({ part: 'inner' }).error('said by a child');
    return { level: request.log.level };
  });
  return { app, lines };
}

describe('request logger', () => {
  it('writes only enabled levels, each line with its request id and bindings', async () => {
    const { app, lines } = appLoggingAt('warn');
    const res = await app.inject('/');
    expect(res.json()).toEqual({ level: 'warn' });
    expect(lines.map((l) => l.msg)).toEqual(['said at warn', 'said by a child']);
    expect(lines.every((l) => l.reqId === 'req-1')).toBe(true);
    expect(lines[0]).toMatchObject({ step: 1, level: 40 });
    expect(lines[1]).toMatchObject({ part: 'inner', level: 50 });
    await app.close();
  });

  it('writes info lines when info is on', async () => {
    const { app, lines } = appLoggingAt('info');
    await app.inject('/');
    expect(lines.map((l) => l.msg)).toEqual(['said at info', 'said at warn', 'said by a child']);
    expect(lines[0]).toMatchObject({ reqId: 'req-1', level: 30 });
    await app.close();
  });
});
