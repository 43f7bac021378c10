// Mounts better-auth under /api/auth. Fastify has already parsed the body; we hand better-auth a
// Web Request rebuilt from it. The client address is set from Fastify's own view (request.ip,
// which honours TRUST_PROXY) so a caller cannot dodge the sign-in rate limit by sending its own
// X-Forwarded-For.
//
// Around better-auth: the e-mail sign-in and sign-up bodies are validated with the contract's
// schemas first (SPEC section 5's messages, one source for the form and the server), and its JSON
// failures are answered in the one error shape, a 429 with a standard Retry-After.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import { authConfigSchema, loginFormSchema, signupFormSchema, type AuthConfig } from '@store/contract';
import type { z } from 'zod';
import { codeByStatus, errorBody } from '../../http/error-handler';
import { badRequest } from '../../http/errors';

/** Bodies we check ourselves before better-auth sees them; anything else in them is dropped. */
const validated: Record<string, z.ZodType<Record<string, unknown>>> = {
  '/api/auth/sign-in/email': loginFormSchema,
  '/api/auth/sign-up/email': signupFormSchema,
};

function parseBody(path: string, body: unknown): unknown {
  const schema = validated[path];
  if (!schema) return body;
  const parsed = schema.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) fields[issue.path.join('.') || 'body'] ??= issue.message;
  const [first] = Object.values(fields);
  throw badRequest(first ?? 'Invalid request', fields);
}

async function sendFailure(reply: FastifyReply, response: Response) {
  const text = await response.text();
  let message = response.statusText || 'Request failed';
  try {
    const data = JSON.parse(text) as { message?: unknown };
    if (typeof data.message === 'string' && data.message) message = data.message;
  } catch {
    // not JSON: keep the status text
  }
  // better-auth answers 422 for "user already exists": a conflict in our vocabulary.
  const status = response.status === 422 ? 409 : response.status;
  if (status === 429) reply.header('retry-after', response.headers.get('x-retry-after') ?? '60');
  return reply.status(status).send(errorBody(codeByStatus[status] ?? (status >= 500 ? 'internal' : 'bad_request'), message));
}

export async function authRoutes(app: FastifyInstance, opts: { googleConfigured: boolean }) {
  const authConfig: AuthConfig = {
    google: opts.googleConfigured
      ? { available: true }
      : {
          available: false,
          reason: 'Google sign-in is not set up on this store yet (GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are missing).',
        },
  };
  app.get(
    '/api/auth-config',
    { schema: { tags: ['auth'], summary: 'Sign-in methods this store offers', response: { 200: authConfigSchema } } },
    async () => authConfig,
  );

  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    async handler(request, reply) {
      const url = new URL(request.url, app.auth.options.baseURL);
      const headers = fromNodeHeaders(request.headers);
      headers.set('x-forwarded-for', request.ip);
      const hasBody = request.method !== 'GET' && request.body !== undefined;
      const parsedBody = hasBody ? parseBody(url.pathname, request.body) : undefined;
      const body =
        parsedBody === undefined ? undefined : typeof parsedBody === 'string' ? parsedBody : JSON.stringify(parsedBody);
      const response = await app.auth.handler(new Request(url, { method: request.method, headers, body }));
      const isJsonFailure =
        response.status >= 400 && (response.headers.get('content-type') ?? '').includes('application/json');
      if (isJsonFailure) return sendFailure(reply, response);
      reply.status(response.status);
      response.headers.forEach((value, key) => {
        if (key !== 'set-cookie') reply.header(key, value);
      });
      for (const cookie of response.headers.getSetCookie()) reply.header('set-cookie', cookie);
      const text = await response.text();
      return reply.send(text.length ? text : null);
    },
  });
}
