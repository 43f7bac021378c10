import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cartItemsSchema, cartLineQuerySchema, cartSchema, errorBodySchema, productIdParamsSchema, productReadQuery, putCartLineSchema, type Language } from '@store/contract';
import type { Db } from '../../db/client';
import { contentLanguageOf } from '../products';
import { getCart, mergeCart, quoteCart, removeCartLine, setCartLine, type CartPricing } from './cart-service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

/** Every route answering a cart takes `country` (its prices are then that country's market's) and `lang` (its names). */
const priced =
  "With `country`, priced in its market: lines it does not sell or price are no longer sold (at 0, out of the total). With `lang`, the products and versions named in it.";

export const cartRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  // The catalogue's plugin (registered before the API) knows the store's currency and the market a
  // country is priced in.
  const currency = app.storeCurrency;
  const pricing = async (country: string | undefined, lang?: Language): Promise<CartPricing> => ({
    currency,
    market: await app.productCatalog.marketFor(country),
    language: contentLanguageOf(lang),
  });

  app.get(
    '/cart',
    {
      config: { access: 'user' },
      schema: {
        tags: ['cart'],
        summary: "The caller's cart, with each product's current price and stock",
        description: priced,
        querystring: productReadQuery,
        response: { 200: cartSchema, ...errors },
      },
    },
    async (request) => getCart(db, request.user!.id, await pricing(request.query.country, request.query.lang)),
  );

  app.put(
    '/cart/lines/:productId',
    {
      config: { access: 'user' },
      schema: {
        tags: ['cart'],
        summary: "Set a line's quantity (adds the product, in the version named or its default); outside [minimum order, available]: 400 with the 'Minimum Order is n' or 'Maximum Order is n' message",
        description: `Answers the cart. ${priced}`,
        params: productIdParamsSchema,
        querystring: productReadQuery,
        body: putCartLineSchema,
        response: { 200: cartSchema, ...errors },
      },
    },
    async (request) =>
      setCartLine(db, request.user!.id, { productId: request.params.productId, variantId: request.body.variantId }, request.body.quantity, await pricing(request.query.country, request.query.lang)),
  );

  app.delete(
    '/cart/lines/:productId',
    {
      config: { access: 'user' },
      schema: {
        tags: ['cart'],
        summary: "Remove a version's line, or every line of the product (removing one that is not there changes nothing)",
        description: `Answers the cart. ${priced}`,
        params: productIdParamsSchema,
        querystring: cartLineQuerySchema,
        response: { 200: cartSchema, ...errors },
      },
    },
    async (request) => removeCartLine(db, request.user!.id, { productId: request.params.productId, variantId: request.query.variantId }, await pricing(request.query.country, request.query.lang)),
  );

  app.post(
    '/cart/merge',
    {
      config: { access: 'user' },
      schema: {
        tags: ['cart'],
        summary: "Add a visitor's lines (kept in the browser) to the caller's cart at sign-in; sums capped at the stock",
        description: `Answers the cart. ${priced}`,
        querystring: productReadQuery,
        body: cartItemsSchema,
        response: { 200: cartSchema, ...errors },
      },
    },
    async (request) => mergeCart(db, request.user!.id, request.body.lines, await pricing(request.query.country, request.query.lang)),
  );

  app.post(
    '/cart/quote',
    {
      schema: {
        tags: ['cart'],
        summary: "A visitor's cart (kept in the browser) with each product's current price and stock; nothing is stored",
        description: priced,
        querystring: productReadQuery,
        body: cartItemsSchema,
        response: { 200: cartSchema, 400: errorBodySchema },
      },
    },
    async (request) => quoteCart(db, request.body.lines, await pricing(request.query.country, request.query.lang)),
  );
};
