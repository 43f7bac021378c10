import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { issuesToFields, type ErrorBody, type ErrorCode } from '@store/contract';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable, sqlState } from '../db/errors';
import { AppError, databaseUnavailable } from './errors';
import { rootCause } from './log-safety';
import { frameworkErrorHeaders } from './security';

/** The error code of each HTTP status we answer with; the one table for every error path. */
export const codeByStatus: Record<number, ErrorCode> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
  503: 'unavailable',
};

export function errorBody(code: ErrorCode, message: string, fields?: Record<string, string>): ErrorBody {
  return { error: fields ? { code, message, fields } : { code, message } };
}

/**
 * The answer to a database error that the request's own values caused, by PostgreSQL's SQLSTATE:
 * class 22 (data exception: a NUL byte, a string too long, a number out of range, text that is not
 * a number), 23 (integrity: a duplicate, a missing or still-referenced row, a failed check) and
 * 54000 (a value too large for an index). Anything else is ours: a 500.
 */
function databaseInputError(err: unknown): AppError | undefined {
  const state = sqlState(err);
  if (!state) return undefined;
  if (state.startsWith('22') || state === '54000') {
    return new AppError(400, 'bad_request', 'A value in the request cannot be stored');
  }
  if (state === '23505') return new AppError(409, 'conflict', 'This already exists');
  if (state === '23503') return new AppError(409, 'conflict', 'This refers to a record that does not exist, or is still in use');
  if (state === '23502' || state === '23514') return new AppError(400, 'bad_request', 'A value in the request is not allowed');
  if (state.startsWith('23')) return new AppError(409, 'conflict', 'This conflicts with what is stored');
  return undefined;
}

function send(reply: FastifyReply, err: AppError) {
  if (err.headers) reply.headers(err.headers);
  return reply.status(err.statusCode).send(errorBody(err.code, err.message, err.fields));
}

/**
 * Maps every thrown error to the one error shape; only the unexpected become 500 (and get logged as
 * errors). Database errors caused by the request's values are 4xx, an unreachable database 503.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | AppError | Error, request, reply) => {
    if (err instanceof AppError) return send(reply, err);
    if (hasZodFastifySchemaValidationErrors(err)) {
      // fastify-type-provider-zod turned zod's issue paths into JSON pointers; back to paths.
      const issues = err.validation.map((v) => ({ path: v.instancePath.split('/').slice(1), message: v.message ?? 'Invalid value' }));
      const fields = issuesToFields(issues, err.validationContext ?? 'request');
      const first = Object.entries(fields)[0];
      const message = first ? `${first[0]}: ${first[1]}` : 'Invalid request';
      return reply.status(400).send(errorBody('bad_request', message, fields));
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err }, 'response did not match its schema');
      return reply.status(500).send(errorBody('internal', 'Something went wrong on our side'));
    }
    const status = 'statusCode' in err && typeof err.statusCode === 'number' ? err.statusCode : 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, wrong content type, body too large, rate limit...
      if (status === 429 && !reply.getHeader('retry-after')) reply.header('retry-after', '60');
      return reply.status(status).send(errorBody(codeByStatus[status] ?? 'bad_request', err.message));
    }
    if (isDatabaseUnavailable(err)) {
      // Expected while it lasts, on every request: one short line, not a stack.
      request.log.warn({ cause: rootCause(err) }, 'database unavailable');
      return send(reply, databaseUnavailable());
    }
    const refused = databaseInputError(err);
    if (refused) {
      // The SQLSTATE is enough to follow it up; the values (the caller's input) stay out of the log.
      request.log.info({ sqlState: sqlState(err), status: refused.statusCode }, 'database refused the input');
      return send(reply, refused);
    }
    // `err` goes through the logger's serializer (http/log-safety.ts): no parameter, token or cookie.
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send(errorBody('internal', 'Something went wrong on our side'));
  });
}

/**
 * Fastify's router refuses some addresses before any route, hook or error handler runs (broken
 * percent-encoding, an over-long parameter); this `frameworkErrors` option answers them in the one
 * error shape, with the security headers the hooks would have added, and without echoing the path.
 */
export function sendFrameworkError(err: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = err.statusCode === 414 ? 414 : 400;
  const message = status === 414 ? 'The address is too long' : 'The address is not valid';
  return reply.status(status).headers(frameworkErrorHeaders).send(errorBody('bad_request', message));
}

const clientErrors: Record<string, [number, string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'The request took too long to arrive'],
  HPE_HEADER_OVERFLOW: [431, 'The request headers are too large'],
};

/**
 * Node's HTTP parser refuses some requests before Fastify sees them (headers over 16 kB, a broken
 * request line, Content-Length together with chunked encoding, a request slower than
 * requestTimeout). This `clientErrorHandler` answers them in the one error shape, with the
 * security headers, and closes the connection, instead of Fastify's own JSON shape.
 */
export function sendClientError(err: NodeJS.ErrnoException, socket: Socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] = clientErrors[err.code ?? ''] ?? [400, 'The request is not valid HTTP'];
  const body = JSON.stringify(errorBody('bad_request', message));
  if (socket.writable) {
    const headers = Object.entries(frameworkErrorHeaders).map(([name, value]) => `${name}: ${value}\r\n`).join('');
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n${headers}content-type: application/json; charset=utf-8\r\n` +
        `content-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}
