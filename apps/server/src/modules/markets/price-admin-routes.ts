// The back office's exchange rates and prices per currency (admins only), each write audited.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  currencyParamsSchema,
  currencyRateInputSchema,
  currencyRateListSchema,
  currencyRateSchema,
  idParamsSchema,
  productPricesSchema,
  successSchema,
  variantPriceInputSchema,
  variantPriceParamsSchema,
} from '@store/contract';
import type { Db } from '../../db/client';
import { adminErrors, auditedWrite } from './admin-audit';
import { clearVariantPrice, deleteCurrencyRate, listCurrencyRates, productPrices, setVariantPrice, upsertCurrencyRate } from './price-writes';

const admin = { access: 'admin' as const };
const tags = ['markets'];

export const priceAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/admin/currency-rates',
    { config: admin, schema: { tags, summary: 'The exchange rates derived prices come from (admin)', response: { 200: currencyRateListSchema, ...adminErrors } } },
    () => listCurrencyRates(db),
  );

  app.put(
    '/admin/currency-rates/:currency',
    {
      config: admin,
      schema: { tags, summary: "Set a currency's exchange rate and rounding rule (admin)", params: currencyParamsSchema, body: currencyRateInputSchema, response: { 200: currencyRateSchema, ...adminErrors } },
    },
    (request) =>
      auditedWrite(db, request.user!, async (tx) => {
        const { before, after } = await upsertCurrencyRate(tx, request.params.currency, request.body, app.storeCurrency);
        return { result: after, audit: { action: 'currency_rate.set', entityType: 'currency_rate', entityId: after.currency, before, after } };
      }),
  );

  app.delete(
    '/admin/currency-rates/:currency',
    { config: admin, schema: { tags, summary: "Delete a currency's exchange rate (admin)", params: currencyParamsSchema, response: { 200: successSchema, ...adminErrors } } },
    async (request) => {
      await auditedWrite(db, request.user!, async (tx) => {
        const before = await deleteCurrencyRate(tx, request.params.currency);
        return { result: undefined, audit: { action: 'currency_rate.delete', entityType: 'currency_rate', entityId: before.currency, before } };
      });
      return { success: true as const };
    },
  );

  app.get(
    '/admin/product-prices/:id',
    {
      config: admin,
      schema: { tags, summary: "A product's versions with their price in every currency, derived ones marked (admin)", params: idParamsSchema, response: { 200: productPricesSchema, ...adminErrors } },
    },
    (request) => productPrices(db, request.params.id, app.storeCurrency),
  );

  app.put(
    '/admin/variant-prices/:variantId/:currency',
    {
      config: admin,
      schema: { tags, summary: "Set a version's price in a currency, in its minor units (admin)", params: variantPriceParamsSchema, body: variantPriceInputSchema, response: { 200: successSchema, ...adminErrors } },
    },
    async (request) => {
      const { variantId, currency } = request.params;
      await auditedWrite(db, request.user!, async (tx) => {
        const { before, after } = await setVariantPrice(tx, variantId, currency, request.body.amount, app.storeCurrency);
        return { result: undefined, audit: { action: 'variant_price.set', entityType: 'variant_price', entityId: variantId, before: before && { price: before }, after: { price: after } } };
      });
      return { success: true as const };
    },
  );

  app.delete(
    '/admin/variant-prices/:variantId/:currency',
    {
      config: admin,
      schema: { tags, summary: "Clear a version's price in a currency: it is derived again (admin)", params: variantPriceParamsSchema, response: { 200: successSchema, ...adminErrors } },
    },
    async (request) => {
      const { variantId, currency } = request.params;
      await auditedWrite(db, request.user!, async (tx) => {
        const { before } = await clearVariantPrice(tx, variantId, currency, app.storeCurrency);
        return { result: undefined, audit: { action: 'variant_price.clear', entityType: 'variant_price', entityId: variantId, before: before && { price: before } } };
      });
      return { success: true as const };
    },
  );
};
