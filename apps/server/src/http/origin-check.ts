// Cookie-authenticated writes must come from the store's own pages (defence in depth beyond the
// session cookie's SameSite=Lax, which a sibling subdomain or an old browser gets around). A
// request that changes something (any method but GET, HEAD, OPTIONS), carries cookies and no
// `Authorization` header, and says it comes from another site gets 403 before any route runs.
// Bearer-token calls (the original app's clients) are not affected: a browser never adds that header across
// sites on its own, and CORS lets only CORS_ORIGINS send it.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden } from './errors';

export interface OriginCheckOptions {
  /** The store's own origin (PUBLIC_URL) and the origins of CORS_ORIGINS. */
  allowedOrigins: string[];
}

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The same machine under its other loopback name: a local run is used at localhost and 127.0.0.1. */
function withLoopbackAlias(origin: string): string[] {
  const url = new URL(origin);
  const other = url.hostname === 'localhost' ? '127.0.0.1' : url.hostname === '127.0.0.1' ? 'localhost' : undefined;
  if (!other) return [url.origin];
  const alias = new URL(url.origin);
  alias.hostname = other;
  return [url.origin, alias.origin];
}

/**
 * Where the request says it comes from is ours: one of the allowed origins, or the very host it
 * was sent to (a same-origin request; covers an unset PUBLIC_URL and a dev server's proxy). No
 * Origin header (an old browser, curl, a same-origin GET turned POST by nothing we serve): the
 * browser's Sec-Fetch-Site then decides, and without it the request is let through.
 */
function comesFromUs(request: FastifyRequest, allowed: Set<string>): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return request.headers['sec-fetch-site'] !== 'cross-site';
  if (allowed.has(origin)) return true;
  // 'null' (a sandboxed frame, a redirect across sites) and anything unparsable are foreign.
  if (!URL.canParse(origin)) return false;
  const { host, origin: normalized } = new URL(origin);
  return normalized === origin && host === request.headers.host;
}

export const originCheckPlugin = fp(
  async (app: FastifyInstance, options: OriginCheckOptions) => {
    const allowed = new Set(options.allowedOrigins.flatMap(withLoopbackAlias));
    app.addHook('onRequest', (request, _reply, done) => {
      const cookieAuthenticated = request.headers.cookie !== undefined && request.headers.authorization === undefined;
      if (cookieAuthenticated && !safeMethods.has(request.method) && !comesFromUs(request, allowed)) {
        request.log.info({ origin: request.headers.origin ?? null }, 'cookie write from another site refused');
        return done(forbidden('This request came from another site'));
      }
      done();
    });
  },
  { name: 'origin-check' },
);
