import type { FastifyReply } from 'fastify';
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
import { addProduct, findProduct, listProducts } from './product-service';
import { ProductListCache } from './product-list-cache';

export const productRoutes: FastifyPluginAsyncZod<{ db: import('../../db/client').Db; cacheTtlMs?: number }> = async (
  app,
  { db, cacheTtlMs = 0 },
) => {
  const cache = new ProductListCache(db, cacheTtlMs);
  // Cached answers are JSON text already, shaped by the same schema; Fastify sends strings as they are.
  const sendJson = (reply: FastifyReply, json: string) => reply.type('application/json; charset=utf-8').send(json);
  app.get(
    '/product',
    {
      schema: {
        tags: ['products'],
        summary: 'All products (oldest first unless sort=newest)',
        querystring: productListQuerySchema,
        response: { 200: productListSchema, 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      if (!cache.enabled) return listProducts(db, request.query.sort);
      return sendJson(reply, await cache.list(request.query.sort));
    },
  );

  app.get(
    '/product/:id',
    {
      schema: {
        tags: ['products'],
        summary: 'One product',
        params: idParamsSchema,
        response: { 200: productSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const cached = cache.enabled ? await cache.one(request.params.id) : undefined;
      if (cached) return sendJson(reply, cached);
      // Not in the cache: absent, or added by another instance since the cache was filled.
      const product = await findProduct(db, request.params.id);
      if (!product) throw notFound('Product not found');
      return product;
    },
  );

  app.post(
    '/product',
    {
      preHandler: [app.requireAdmin],
      schema: {
        tags: ['products'],
        summary: 'Add a product (admin)',
        security: [{ bearer: [] }],
        body: newProductSchema,
        response: { 201: insertedIdSchema, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request, reply) => {
      const insertedId = await addProduct(db, request.body);
      return reply.status(201).send({ insertedId });
    },
  );
};
