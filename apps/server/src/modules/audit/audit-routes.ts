import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditPageSchema, auditQuerySchema, errorBodySchema } from '@store/contract';
import type { Db } from '../../db/client';
import { listAudit } from './audit-trail';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

/** Read-only on purpose: no route adds, changes or deletes an entry (admin actions add them). */
export const auditRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/admin/audit',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['audit'],
        summary: 'The audit trail of admin actions, newest first (admin)',
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema, ...errors },
      },
    },
    async (request) => listAudit(db, request.query),
  );
};
