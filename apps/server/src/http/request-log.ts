// One log line per request at `info`, written when the answer is sent: method, URL (credentials in
// its query replaced by the redaction the app gives), status, time in ms and request id. Fastify's own request logging writes two
// (incoming, completed) with serialised request and response objects, plus one more for a 404, and
// each through a child logger made for the request; this line goes through the app's logger with
// the id as a field, so a request at `info` costs one small JSON line and nothing else.
import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';

/** The message of the per-request line (terminal-log.ts shortens it for a person). */
export const REQUEST_LINE = 'request completed';

/** Fields of the per-request line. */
export interface RequestLine {
  reqId: string;
  method: string;
  url: string;
  statusCode: number;
  responseTime: number;
}

type Logger = FastifyBaseLogger & { isLevelEnabled?(level: string): boolean };

function line(request: FastifyRequest, reply: FastifyReply, redactUrl: (url: string) => string): RequestLine {
  return {
    reqId: request.id,
    method: request.method,
    url: redactUrl(request.url),
    statusCode: reply.statusCode,
    // eslint-disable-next-line no-restricted-syntax -- milliseconds to two places, not money
    responseTime: Math.round(reply.elapsedTime * 100) / 100,
  };
}

/** Fastify's `logController` option: the request's one line, nothing when it starts. */
export class OneLinePerRequest extends LogController {
  /** `redactUrl` replaces credentials in a URL's query (OAuth codes, e-mailed tokens). */
  constructor(private readonly redactUrl: (url: string) => string) {
    super();
  }

  override incomingRequest(): void {}

  /** The 404's request line says it. */
  override routeNotFound(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    // The app's logger (not request.log, a child made on first use); with logging off
    // (LOG_LEVEL=silent) it is a no-op without isLevelEnabled.
    const log = request.server.log as Logger;
    if (error) log.error({ ...line(request, reply, this.redactUrl), err: error }, 'request errored');
    else if (log.isLevelEnabled?.('info')) log.info(line(request, reply, this.redactUrl), REQUEST_LINE);
  }
}
