// Log lines for a person at a terminal (LOG_FORMAT=pretty, the default when stdout is one):
// pino-pretty's short coloured lines, and one line per request ("GET /api/product → 200 (3 ms)")
// instead of Fastify's "incoming request" and "request completed" objects, so the start-up lines
// stay readable. JSON lines (everywhere else) are not touched.
//
// pino-pretty runs as a synchronous stream in this thread rather than as a pino transport: a
// transport loads its target by path in a worker thread, which the esbuild bundle does not offer,
// and a synchronous stream loses no line when the process exits. It is loaded on first use only,
// so JSON mode never pays for it (build.mjs keeps it out of the bundle).
import { createRequire } from 'node:module';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type PinoPretty from 'pino-pretty';

type LogMethod = (...args: unknown[]) => void;

/**
 * Options to spread into Fastify's `logger` options. `describeRequest` gives the request's method
 * and URL as the JSON lines show them (credentials in the query already replaced).
 * `destination` is for tests; by default lines go to stdout.
 */
export function terminalLogOptions(
  describeRequest: (request: FastifyRequest) => { method: string; url: string },
  destination?: NodeJS.WritableStream,
) {
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
        // Said once, when the request completes.
        if (message === 'incoming request') return;
        if (message === 'request completed') {
          const { res, responseTime } = fields as { res: FastifyReply; responseTime: number };
          const { method: verb, url } = describeRequest(res.request);
          return method.call(this, `${verb} ${url} → ${res.statusCode} (${Math.round(responseTime)} ms)`);
        }
        method.apply(this, args);
      },
    },
  };
}
