// Request lines in the log carry the URL; some URLs carry credentials in their query (the OAuth
// authorization code and state on /api/auth/callback/*, tokens on better-auth's e-mail links).
// Their values are replaced before the line is written.
import type { FastifyRequest } from 'fastify';

const SECRET_PARAMS = /^(code|state|token|id_token|access_token|refresh_token|password|client_secret)$/i;

export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q === -1) return url;
  const params = new URLSearchParams(url.slice(q + 1));
  let changed = false;
  for (const key of [...params.keys()]) {
    if (SECRET_PARAMS.test(key)) {
      params.set(key, '[redacted]');
      changed = true;
    }
  }
  return changed ? `${url.slice(0, q)}?${params.toString()}` : url;
}

/** Fastify's own request serializer, with the URL redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
