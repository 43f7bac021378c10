// Who is calling: resolved from the better-auth session (cookie, or `Authorization: Bearer` with the
// accessToken of SPEC section 3). Routes declare what they need with `app.requireUser` or
// `app.requireAdmin` as a preHandler, then read `request.user`.
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { fromNodeHeaders } from 'better-auth/node';
import { forbidden, unauthorized } from '../../http/errors';
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
    /** preHandler: 401 unless signed in; sets request.user. */
    requireUser: preHandlerAsyncHookHandler;
    /** preHandler: 401 unless signed in, 403 unless admin; sets request.user. */
    requireAdmin: preHandlerAsyncHookHandler;
    /** The caller, or null for a visitor (memoised per request). */
    currentUser(request: FastifyRequest): Promise<CurrentUser | null>;
  }
  interface FastifyRequest {
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
    app.decorate('requireUser', async (request: FastifyRequest) => {
      const user = await app.currentUser(request);
      if (!user) throw unauthorized();
      request.user = user;
    });
    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      const user = await app.currentUser(request);
      if (!user) throw unauthorized();
      if (user.role !== 'admin') throw forbidden('Admins only');
      request.user = user;
    });
  },
  { name: 'current-user' },
);
