import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cartItemsSchema, cartLineQuerySchema, cartSchema, errorBodySchema, productIdParamsSchema, putCartLineSchema } from '@store/contract';
import type { Db } from '../../db/client';
import { getCart, mergeCart, quoteCart, removeCartLine, setCartLine } from './cart-service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

export const cartRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  // The catalogue's plugin (registered before the API) knows the store's currency.
  const currency = app.storeCurrency;
  app.get(
    '/cart',
    {
      config: { access: 'user' },
      schema: { tags: ['cart'], summary: "The caller's cart, with each product's current price and stock", response: { 200: cartSchema, ...errors } },
    },
    async (request) => getCart(db, request.user!.id, currency),
  );

  app.put(
    '/cart/lines/:productId',
    {
      config: { access: 'user' },
      schema: {
        tags: ['cart'],
        summary: "Set a line's quantity (adds the product, in the version named or its default); outside [minimum order, available]: 400 with the 'Minimum Order is n' or 'Maximum Order is n' message",
        params: productIdParamsSchema,
        body: putCartLineSchema,
        response: { 200: cartSchema, ...errors },
      },
    },
    async (request) => setCartLine(db, request.user!.id, { productId: request.params.productId, variantId: request.body.variantId }, request.body.quantity, currency),
  );

  app.delete(
    '/cart/lines/:productId',
    {
      config: { access: 'user' },
      schema: {
        tags: ['cart'],
        summary: "Remove a version's line, or every line of the product (removing one that is not there changes nothing)",
        params: productIdParamsSchema,
        querystring: cartLineQuerySchema,
        response: { 200: cartSchema, ...errors },
      },
    },
    async (request) => removeCartLine(db, request.user!.id, { productId: request.params.productId, variantId: request.query.variantId }, currency),
  );

  app.post(
    '/cart/merge',
    {
      config: { access: 'user' },
      schema: {
        tags: ['cart'],
        summary: "Add a visitor's lines (kept in the browser) to the caller's cart at sign-in; sums capped at the stock",
        body: cartItemsSchema,
        response: { 200: cartSchema, ...errors },
      },
    },
    async (request) => mergeCart(db, request.user!.id, request.body.lines, currency),
  );

  app.post(
    '/cart/quote',
    {
      schema: {
        tags: ['cart'],
        summary: "A visitor's cart (kept in the browser) with each product's current price and stock; nothing is stored",
        body: cartItemsSchema,
        response: { 200: cartSchema, 400: errorBodySchema },
      },
    },
    async (request) => quoteCart(db, request.body.lines, currency),
  );
};
