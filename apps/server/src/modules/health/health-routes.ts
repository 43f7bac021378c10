import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '@store/contract';
import type { Database } from '../../db/client';
import { errorBody } from '../../http/error-handler';

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database check, for load balancers',
        response: {
          200: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }),
          503: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      if (app.draining) return reply.status(503).send(errorBody('unavailable', 'Shutting down'));
      try {
        await database.ping();
        return { status: 'ok' as const, database: database.kind };
      } catch (err) {
        request.log.error({ err }, 'health check: database did not answer');
        return reply.status(503).send(errorBody('unavailable', 'The database is not answering'));
      }
    },
  );
};
