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

export const productRoutes: FastifyPluginAsyncZod<{ db: import('../../db/client').Db }> = async (app, { db }) => {
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
    async (request) => listProducts(db, request.query.sort),
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
    async (request) => {
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
