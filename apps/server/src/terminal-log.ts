// Log lines for a person at a terminal (LOG_FORMAT=pretty, the default when stdout is one):
// pino-pretty's short coloured lines, and the per-request line (http/request-log.ts) as
// "GET /api/product → 200 (3 ms)", so the start-up lines stay readable. JSON lines (everywhere else) are not touched.
//
// pino-pretty runs as a synchronous stream in this thread rather than as a pino transport: a
// transport loads its target by path in a worker thread, which the esbuild bundle does not offer,
// and a synchronous stream loses no line when the process exits. It is loaded on first use only,
// so JSON mode never pays for it (bundle-options.mjs keeps it out of the bundle).
import { createRequire } from 'node:module';
import type PinoPretty from 'pino-pretty';
import { REQUEST_LINE, type RequestLine } from './http/request-log';

type LogMethod = (...args: unknown[]) => void;

/**
 * Options to spread into Fastify's `logger` options. `destination` is for tests; by default lines
 * go to stdout.
 */
export function terminalLogOptions(destination?: NodeJS.WritableStream) {
  const pretty = createRequire(import.meta.url)('pino-pretty') as typeof PinoPretty;
  return {
    stream: pretty({
      sync: true,
      translateTime: 'SYS:HH:MM:ss',
      ignore: 'pid,hostname,reqId',
      singleLine: true,
      ...(destination && { destination, colorize: false }),
    }),
    hooks: {
      logMethod(this: unknown, args: unknown[], method: LogMethod) {
        const [fields, message] = args;
        if (message === REQUEST_LINE) {
          const { method: verb, url, statusCode, responseTime } = fields as RequestLine;
          return method.call(this, `${verb} ${url} → ${statusCode} (${Math.round(responseTime)} ms)`);
        }
        method.apply(this, args);
      },
    },
  };
}
