// Application errors carry their HTTP meaning; one handler (error-handler.ts) turns them into the
// single JSON error shape. Services throw these and never build replies themselves.
import type { ErrorCode } from '@store/contract';

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError(400, 'bad_request', message, fields);
export const unauthorized = (message = 'Sign in to continue') => new AppError(401, 'unauthorized', message);
export const forbidden = (message = 'You are not allowed to do this') => new AppError(403, 'forbidden', message);
export const notFound = (message = 'Not found') => new AppError(404, 'not_found', message);
export const conflict = (message: string, fields?: Record<string, string>) =>
  new AppError(409, 'conflict', message, fields);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new AppError(429, 'rate_limited', `Too many requests, try again in ${retryAfterSeconds} s`, undefined, {
    'retry-after': String(retryAfterSeconds),
  });

/** Seconds a client should wait before trying again while the database is unreachable. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

/** 503 with Retry-After: the database is unreachable, and the request may well succeed later. */
export const databaseUnavailable = () =>
  new AppError(503, 'unavailable', 'The store cannot reach its database right now; try again shortly', undefined, {
    'retry-after': String(DATABASE_RETRY_AFTER_SECONDS),
  });
