// Graceful shutdown behind a load balancer: once draining, /api/health answers 503 (the balancer
// stops sending traffic) and every response carries `Connection: close` (keep-alive clients
// reconnect elsewhere), while the listener stays open long enough for requests already on their way.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    readonly draining: boolean;
    startDraining(): void;
  }
}

export const drainingPlugin = fp(
  async (app: FastifyInstance) => {
    let draining = false;
    app.decorate('draining', {
      getter: () => draining,
    });
    app.decorate('startDraining', () => {
      draining = true;
    });
    // Callback style: an async hook would cost every request a promise (bench: cached product list).
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (draining) reply.header('connection', 'close');
      done(null, payload);
    });
  },
  { name: 'draining' },
);
