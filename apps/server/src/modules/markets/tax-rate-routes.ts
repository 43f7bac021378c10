// The back office's tax rates (admins only), each write audited.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successSchema, taxRateInputSchema, taxRateKeySchema, taxRateListSchema, taxRateQuerySchema, taxRateSchema } from '@store/contract';
import type { Db } from '../../db/client';
import { adminErrors, auditedWrite } from './admin-audit';
import { deleteTaxRate, listTaxRates, taxRateId, upsertTaxRate } from './tax-rate-writes';

const admin = { access: 'admin' as const };
const tags = ['markets'];

export const taxRateRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/admin/tax-rates',
    { config: admin, schema: { tags, summary: 'Tax rates in millionths, by country, region and class (admin)', querystring: taxRateQuerySchema, response: { 200: taxRateListSchema, ...adminErrors } } },
    (request) => listTaxRates(db, request.query.country),
  );

  app.put(
    '/admin/tax-rates',
    {
      config: admin,
      schema: { tags, summary: 'Set a tax rate, as a percent ("8.875") or in millionths (admin)', body: taxRateInputSchema, response: { 200: taxRateSchema, ...adminErrors } },
    },
    (request) =>
      auditedWrite(db, request.user!, async (tx) => {
        const { before, after } = await upsertTaxRate(tx, request.body);
        return { result: after, audit: { action: 'tax_rate.set', entityType: 'tax_rate', entityId: taxRateId(after), before, after } };
      }),
  );

  app.delete(
    '/admin/tax-rates',
    { config: admin, schema: { tags, summary: 'Delete a tax rate (admin)', querystring: taxRateKeySchema, response: { 200: successSchema, ...adminErrors } } },
    async (request) => {
      await auditedWrite(db, request.user!, async (tx) => {
        const before = await deleteTaxRate(tx, request.query);
        return { result: undefined, audit: { action: 'tax_rate.delete', entityType: 'tax_rate', entityId: taxRateId(before), before } };
      });
      return { success: true as const };
    },
  );
};
