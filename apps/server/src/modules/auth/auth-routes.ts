// Mounts better-auth under /api/auth. Fastify has already parsed the body; we hand better-auth a
// Web Request rebuilt from it. The client address is set from Fastify's own view (request.ip,
// which honours TRUST_PROXY) so a caller cannot dodge the sign-in rate limit by sending its own
// X-Forwarded-For.
import type { FastifyInstance } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';

export async function authRoutes(app: FastifyInstance) {
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    async handler(request, reply) {
      const url = new URL(request.url, app.auth.options.baseURL);
      const headers = fromNodeHeaders(request.headers);
      headers.set('x-forwarded-for', request.ip);
      const hasBody = request.method !== 'GET' && request.body !== undefined;
      const body = !hasBody
        ? undefined
        : typeof request.body === 'string'
          ? request.body
          : JSON.stringify(request.body);
      const response = await app.auth.handler(new Request(url, { method: request.method, headers, body }));
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
