// The back office's markets (admins only): the markets themselves and the versions each leaves out.
// It also registers the other back-office routes of this module (prices, tax rates, shipping
// zones), so the app registers one plugin. Every write is audited in its own transaction.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminMarketListSchema, adminMarketSchema, excludedVariantsSchema, idParamsSchema, marketInputSchema, successSchema } from '@store/contract';
import type { Db } from '../../db/client';
import { adminErrors, auditedWrite } from './admin-audit';
import { createMarket, deleteMarket, excludedVariantsOf, listAdminMarkets, setExcludedVariants, updateMarket } from './market-writes';
import { priceAdminRoutes } from './price-admin-routes';
import { shippingZoneRoutes } from './shipping-zone-routes';
import { taxRateRoutes } from './tax-rate-routes';

const admin = { access: 'admin' as const };
const tags = ['markets'];

export const marketAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  await app.register(priceAdminRoutes, { db });
  await app.register(taxRateRoutes, { db });
  await app.register(shippingZoneRoutes, { db });

  app.get(
    '/admin/markets',
    { config: admin, schema: { tags, summary: 'Every market with its countries and how many versions it leaves out (admin)', response: { 200: adminMarketListSchema, ...adminErrors } } },
    () => listAdminMarkets(db, app.storeCurrency),
  );

  app.post(
    '/admin/markets',
    {
      config: admin,
      schema: { tags, summary: 'Add a market (admin; 409 for a country another market lists unless moveCountries)', body: marketInputSchema, response: { 201: adminMarketSchema, ...adminErrors } },
    },
    async (request, reply) => {
      const created = await auditedWrite(db, request.user!, async (tx) => {
        const after = await createMarket(tx, request.body, app.storeCurrency);
        return { result: after, audit: { action: 'market.create', entityType: 'market', entityId: after.id, after } };
      });
      return reply.status(201).send(created);
    },
  );

  app.put(
    '/admin/markets/:id',
    {
      config: admin,
      schema: { tags, summary: 'Change a market (admin; 409 for a country another market lists unless moveCountries)', params: idParamsSchema, body: marketInputSchema, response: { 200: adminMarketSchema, ...adminErrors } },
    },
    (request) =>
      auditedWrite(db, request.user!, async (tx) => {
        const { before, after } = await updateMarket(tx, request.params.id, request.body, app.storeCurrency);
        return { result: after, audit: { action: 'market.update', entityType: 'market', entityId: after.id, before, after } };
      }),
  );

  app.delete(
    '/admin/markets/:id',
    {
      config: admin,
      schema: { tags, summary: 'Delete a market (admin; the fallback market only once it is the last)', params: idParamsSchema, response: { 200: successSchema, ...adminErrors } },
    },
    async (request) => {
      await auditedWrite(db, request.user!, async (tx) => {
        const before = await deleteMarket(tx, request.params.id, app.storeCurrency);
        return { result: undefined, audit: { action: 'market.delete', entityType: 'market', entityId: before.id, before } };
      });
      return { success: true as const };
    },
  );

  app.get(
    '/admin/markets/:id/excluded-variants',
    { config: admin, schema: { tags, summary: 'The versions a market does not sell (admin)', params: idParamsSchema, response: { 200: excludedVariantsSchema, ...adminErrors } } },
    async (request) => ({ variantIds: await excludedVariantsOf(db, request.params.id) }),
  );

  app.put(
    '/admin/markets/:id/excluded-variants',
    {
      config: admin,
      schema: { tags, summary: 'Set the versions a market does not sell (admin)', params: idParamsSchema, body: excludedVariantsSchema, response: { 200: excludedVariantsSchema, ...adminErrors } },
    },
    (request) =>
      auditedWrite(db, request.user!, async (tx) => {
        const { before, after } = await setExcludedVariants(tx, request.params.id, request.body.variantIds);
        return {
          result: { variantIds: after },
          audit: { action: 'market.exclusions', entityType: 'market', entityId: request.params.id, before: { excludedVariants: before }, after: { excludedVariants: after } },
        };
      }),
  );
};
