// Two questions a platform asks (docs/operations.md says who asks which):
// - live: does the process answer at all? Never touches the database, so an outage of the
//   database does not get every instance restarted by an orchestrator (it would not help).
// - ready: should this instance get traffic? Only while its database answers and it is not
//   draining for shutdown (http/draining.ts). /api/health is the same question, for the load
//   balancers already pointed at it.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@store/contract';
import type { Database } from '../../db/client';
import { errorBody } from '../../http/error-handler';
import { rootCause } from '../../http/log-safety';

const RETRY_AFTER_SECONDS = '5';

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get(
    '/health/live',
    {
      config: { usesDatabase: false },
      schema: {
        tags: ['health'],
        summary: 'Liveness: the process answers (never asks the database); for orchestrators',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  const readiness = {
    tags: ['health'],
    response: {
      200: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }),
      503: errorBodySchema,
    },
  };
  const unready = (reply: FastifyReply, message: string) =>
    reply.status(503).header('retry-after', RETRY_AFTER_SECONDS).send(errorBody('unavailable', message));
  const checkReady = async (_request: FastifyRequest, reply: FastifyReply) => {
    if (app.draining) return unready(reply, 'Shutting down');
    try {
      await database.ping();
      return { status: 'ok' as const, database: database.kind };
    } catch (err) {
      app.log.warn({ cause: rootCause(err) }, 'readiness check: the database did not answer');
      return unready(reply, 'The database is not answering');
    }
  };
  app.get(
    '/health/ready',
    { schema: { ...readiness, summary: 'Readiness: the database answers and this instance is not shutting down; for load balancers' } },
    checkReady,
  );
  app.get('/health', { schema: { ...readiness, summary: 'The same as /api/health/ready' } }, checkReady);
};
