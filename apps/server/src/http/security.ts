// Security headers on every response and CORS for configured origins only. The headers are built
// once at start-up and copied onto each reply: this runs on every request, including the cached
// product list, so it must cost next to nothing (hence no per-request helmet middleware chain).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyCors from '@fastify/cors';

export interface SecurityOptions {
  /** Public origin of the store; an https origin also turns on upgrade-insecure-requests. */
  publicUrl: string;
  /** Origins allowed to call the API from another site (CORS_ORIGINS); empty means same-origin only. */
  corsOrigins: string[];
  /** Stripe's browser script and frames are allowed only when Stripe is configured. */
  stripe: boolean;
}

/** Where Stripe.js loads from, talks to and frames (Stripe's published CSP requirements). */
const stripeSources = {
  script: ['https://js.stripe.com'],
  connect: ['https://api.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
};

type Directives = Record<string, string[]>;

function serialize(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, values]) => (values.length ? `${name} ${values.join(' ')}` : name))
    .join('; ');
}

/**
 * The web app's policy: only our own scripts (never inline). Images also from any https origin:
 * admins give product photos as URLs and reviews show the author's (e.g. Google) profile picture.
 */
export function appContentSecurityPolicy(options: Pick<SecurityOptions, 'publicUrl' | 'stripe'>): string {
  const stripe = options.stripe;
  const directives: Directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(stripe ? stripeSources.script : [])],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(stripe ? stripeSources.connect : [])],
    'frame-src': stripe ? stripeSources.frame : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  if (options.publicUrl.startsWith('https:')) directives['upgrade-insecure-requests'] = [];
  return serialize(directives);
}

/**
 * Swagger UI (/api/docs) sets inline style attributes while rendering; it gets its own policy with
 * inline styles allowed. Scripts stay 'self' only: Swagger UI loads its scripts as files.
 */
export const docsContentSecurityPolicy = serialize({
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
});

const DOCS_PREFIX = '/api/docs';

function commonHeaders(): Record<string, string> {
  return {
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=()',
  };
}

/** For answers sent before any hook runs (see sendFrameworkError): JSON only, nothing may load. */
export const frameworkErrorHeaders: Record<string, string> = {
  ...commonHeaders(),
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
};

export const securityPlugin = fp(
  async (app: FastifyInstance, options: SecurityOptions) => {
    const appHeaders = { ...commonHeaders(), 'content-security-policy': appContentSecurityPolicy(options) };
    const docsHeaders = { ...commonHeaders(), 'content-security-policy': docsContentSecurityPolicy };

    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(request.url.startsWith(DOCS_PREFIX) ? docsHeaders : appHeaders);
      done();
    });

    // Without configured origins there is no CORS at all: browsers then allow same-origin only.
    if (options.corsOrigins.length) {
      const allowed = new Set(options.corsOrigins.map((o) => o.replace(/\/$/, '')));
      await app.register(fastifyCors, {
        origin: (origin, cb) => cb(null, origin !== undefined && allowed.has(origin)),
        credentials: true,
        methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
        allowedHeaders: ['authorization', 'content-type', 'x-request-id'],
        // better-auth's bearer plugin hands out the session token in set-auth-token.
        exposedHeaders: ['set-auth-token', 'retry-after', 'x-request-id', 'link', 'x-total-count', 'x-total-count-capped'],
        maxAge: 600,
      });
    }
  },
  { name: 'security' },
);
