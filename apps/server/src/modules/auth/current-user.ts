// Who is calling: resolved from the better-auth session (cookie, or `Authorization: Bearer` with the
// accessToken of docs/product/accounts.md). A route says who may call it in one place, its config:
//   config: { access: 'user' }   signed in (401 otherwise)
//   config: { access: 'admin' }  signed in as an admin (401, then 403)
//   config: { private: true }    anyone, but the answer carries a token or personal data
// and reads `request.user`. The guard runs at onRequest, before the body is parsed or validated,
// so a visitor learns nothing about a protected route's input rules (and sends no body for us to
// parse). Guarded and private answers are never stored by a cache (Cache-Control: no-store), and a
// guarded route's OpenAPI operation names its security.
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { fromNodeHeaders } from 'better-auth/node';
import { forbidden, unauthorized } from '../../http/errors';
import type {} from '../../http/route-config';
import type { Auth } from './auth';

export interface CurrentUser {
  id: string;
  email: string;
  name: string;
  image: string | null;
  role: 'user' | 'admin';
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
    /** The caller, or null for a visitor (memoised per request). */
    currentUser(request: FastifyRequest): Promise<CurrentUser | null>;
  }
  interface FastifyRequest {
    /** The caller on routes with `config.access`; null elsewhere. */
    user: CurrentUser | null;
  }
}

const resolved = new WeakMap<FastifyRequest, Promise<CurrentUser | null>>();

async function lookup(auth: Auth, request: FastifyRequest): Promise<CurrentUser | null> {
  if (!request.headers.authorization && !request.headers.cookie) return null;
  const result = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
  if (!result) return null;
  const { user, session } = result;
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    image: user.image ?? null,
    role: (user as { role?: string }).role === 'admin' ? 'admin' : 'user',
    sessionId: session.id,
  };
}

const noStore: onRequestHookHandler = (_request, reply, done) => {
  reply.header('cache-control', 'no-store');
  done();
};

const asArray = <T>(hooks: T | T[] | undefined): T[] => (hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks]);

export const currentUserPlugin = fp(
  async (app: FastifyInstance, opts: { auth: Auth }) => {
    app.decorate('auth', opts.auth);
    app.decorateRequest('user', null);
    app.decorate('currentUser', (request: FastifyRequest) => {
      let pending = resolved.get(request);
      if (!pending) {
        pending = lookup(opts.auth, request);
        resolved.set(request, pending);
      }
      return pending;
    });

    const guards: Record<'user' | 'admin', onRequestAsyncHookHandler> = {
      user: async (request) => {
        const user = await app.currentUser(request);
        if (!user) throw unauthorized();
        request.user = user;
      },
      admin: async (request) => {
        const user = await app.currentUser(request);
        if (!user) throw unauthorized();
        if (user.role !== 'admin') throw forbidden('Admins only');
        request.user = user;
      },
    };

    // Every route registered after this plugin passes here: app.ts registers it before any route.
    app.addHook('onRoute', (route) => {
      const access = route.config?.access;
      const hooks = asArray(route.onRequest);
      if (access) {
        hooks.unshift(guards[access]);
        route.schema = { ...route.schema, security: route.schema?.security ?? [{ bearer: [] }] };
      }
      if (access || route.config?.private) hooks.unshift(noStore);
      if (hooks.length) route.onRequest = hooks;
    });
  },
  { name: 'current-user' },
);
