// The shared API client of docs/product/api.md: JSON in and out, `Authorization: Bearer <accessToken>`
// added when the caller gave none, every failure turned into an ApiError carrying the server's
// message. A 401 or 403 hands over to the registered handler (sign out, go to /login).
import type { ErrorBody } from '@store/contract';
import { getAccessToken } from './access-token';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * The record asked for does not exist: 404, or 400 naming the `id` field (an id that cannot be
 * one; the server checks the format before looking).
 */
export const isNotFound = (error: unknown): boolean =>
  error instanceof ApiError && (error.status === 404 || (error.status === 400 && error.fields?.id !== undefined));

let onUnauthorized: ((status: number) => void) | undefined;

/**
 * Set while the caller's own account is being deleted: its session ends on purpose, so a 401 from a
 * query still running (the cart in the navigation bar) is no reason to go to /login.
 */
let sessionEndingOnPurpose = false;
export function expectSessionEnd(ending: boolean) {
  sessionEndingOnPurpose = ending;
}
export const isSessionEndingOnPurpose = () => sessionEndingOnPurpose;

/** Registered once by the auth feature. */
export function setUnauthorizedHandler(handler: (status: number) => void) {
  onUnauthorized = handler;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await send<T>(path, options)).data;
}

/**
 * A page of a paged list and the `cursor` of its `Link: <…>; rel="next"` header (null on the last
 * page): the list routes page by keyset and say where the next page starts.
 */
export async function apiPage<T>(path: string, options: RequestOptions = {}): Promise<{ data: T; next: string | null }> {
  const { data, response } = await send<T>(path, options);
  const link = /<([^>]+)>\s*;\s*rel="?next"?/.exec(response.headers.get('link') ?? '');
  return { data, next: link ? new URL(link[1]!, 'http://x').searchParams.get('cursor') : null };
}

async function send<T>(path: string, options: RequestOptions): Promise<{ data: T; response: Response }> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  const token = getAccessToken();
  if (token && !Object.keys(headers).some((h) => h.toLowerCase() === 'authorization')) {
    headers.authorization = `Bearer ${token}`;
  }
  // FormData (a file upload) is sent as the browser encodes it: multipart with its own boundary.
  const form = options.body instanceof FormData ? options.body : undefined;
  if (options.body !== undefined && !form) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method: options.method ?? 'GET',
      headers,
      body: form ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, 'network', 'Cannot reach the store. Check your connection and try again.');
  }
  const text = await response.text();
  const data: unknown = text ? safeJson(text) : undefined;
  if (!response.ok) {
    const error = (data as ErrorBody | undefined)?.error;
    // Only a refusal of the session this browser holds now ends it: not one of a request sent with
    // no token (a query a sign-out overtook), nor of a token dropped or replaced since (signed out,
    // account deleted, password changed).
    const refusedCurrentSession = token !== null && getAccessToken() === token;
    if ((response.status === 401 || response.status === 403) && !path.startsWith('/auth/') && !sessionEndingOnPurpose && refusedCurrentSession) {
      onUnauthorized?.(response.status);
    }
    throw new ApiError(
      response.status,
      error?.code ?? 'http_error',
      error?.message ?? `Request failed (${response.status})`,
      error?.fields,
    );
  }
  return { data: data as T, response };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
