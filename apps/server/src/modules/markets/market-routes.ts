import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { marketListSchema, shippingCountriesSchema } from '@store/contract';
import type { Db } from '../../db/client';
import { countriesShippedTo, listMarkets } from './market-reads';

export const marketRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/markets',
    {
      schema: {
        tags: ['markets'],
        summary: 'Where the store sells: each market with its currency, tax display, language and countries',
        response: { 200: marketListSchema },
      },
    },
    async (_request, reply) => {
      // The same for everyone and changed rarely: a minute in any cache.
      reply.header('cache-control', 'public, max-age=60');
      return listMarkets(db);
    },
  );

  app.get(
    '/shipping/countries',
    {
      schema: {
        tags: ['markets'],
        summary: 'The countries the shop delivers to (a shipping zone with a method covers them)',
        response: { 200: shippingCountriesSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return { countries: await countriesShippedTo(db) };
    },
  );
};
