import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorBodySchema,
  idParamsSchema,
  insertedIdSchema,
  newProductSchema,
  productListQuerySchema,
  productListSchema,
  productSchema,
} from '@store/contract';
import { notFound } from '../../http/errors';
import { sendPreparedJson } from '../../http/prepared-json';
import type { Db } from '../../db/client';
import { addProduct, findProduct, listProducts } from './product-service';

/** Needs productCatalogPlugin registered on the app first. */
export const productRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const cache = app.productCatalog;
  // Cached answers are JSON bytes already (shaped by the same schema), compressed once per fill:
  // these two hot routes skip @fastify/compress's per-request hooks.
  const hot = cache.enabled ? ({ compress: false, decompress: false } as const) : {};
  app.get(
    '/product',
    {
      ...hot,
      schema: {
        tags: ['products'],
        summary: 'All products (oldest first unless sort=newest)',
        querystring: productListQuerySchema,
        response: { 200: productListSchema, 400: errorBodySchema },
      },
    },
    (request, reply) => {
      if (!cache.enabled) return listProducts(db, request.query.sort);
      const hit = cache.fresh();
      if (hit) {
        sendPreparedJson(request, reply, hit.list[request.query.sort]);
        return;
      }
      return cache.list(request.query.sort).then((list) => {
        sendPreparedJson(request, reply, list);
      });
    },
  );

  app.get(
    '/product/:id',
    {
      ...hot,
      schema: {
        tags: ['products'],
        summary: 'One product',
        params: idParamsSchema,
        response: { 200: productSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const cached = cache.enabled ? (cache.fresh()?.byId.get(request.params.id) ?? (await cache.one(request.params.id))) : undefined;
      if (cached) {
        sendPreparedJson(request, reply, cached);
        return reply;
      }
      // Not in the cache: absent, or added by another instance since the cache was filled.
      const product = await findProduct(db, request.params.id);
      if (!product) throw notFound('Product not found');
      return product;
    },
  );

  app.post(
    '/product',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['products'],
        summary: 'Add a product (admin)',
        body: newProductSchema,
        response: { 201: insertedIdSchema, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request, reply) => {
      const insertedId = await addProduct(db, cache, request.body);
      return reply.status(201).send({ insertedId });
    },
  );
};
