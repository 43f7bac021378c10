import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorBody, ErrorCode } from '@store/contract';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from './errors';
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

/** Maps every thrown error to the one error shape; only the unexpected become 500 (and get logged). */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | AppError | Error, request, reply) => {
    if (err instanceof AppError) {
      if (err.headers) reply.headers(err.headers);
      return reply.status(err.statusCode).send(errorBody(err.code, err.message, err.fields));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string> = {};
      for (const issue of err.validation) {
        const where = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || err.validationContext || 'request';
        fields[where] ??= issue.message ?? 'Invalid value';
      }
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
