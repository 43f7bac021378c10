import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema, invoiceNumberParamsSchema } from '@store/contract';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import { renderInvoicePdf } from './invoice-pdf';
import { findInvoice } from './invoice-reads';

export const invoiceRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/invoice/:number',
    {
      config: { access: 'user' },
      schema: {
        tags: ['orders'],
        summary: "An invoice or credit note as PDF (the order's owner or an admin; anyone else gets 404)",
        params: invoiceNumberParamsSchema,
        produces: ['application/pdf'],
        response: { 200: z.string().describe('A PDF document'), 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const found = await findInvoice(db, request.params.number);
      const caller = request.user!;
      if (!found || (caller.role !== 'admin' && found.userId !== caller.id)) throw notFound('Invoice not found');
      const pdf = await renderInvoicePdf(found.document);
      return reply
        .type('application/pdf')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="${request.params.number}.pdf"`)
        .send(pdf as unknown as string);
    },
  );
};
