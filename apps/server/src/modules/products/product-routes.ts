import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorBodySchema,
  idParamsSchema,
  insertedIdSchema,
  newProductSchema,
  productListQuerySchema,
  productListSchema,
  productOptionCountsQuerySchema,
  productOptionCountsSchema,
  productPatchSchema,
  productReadQuery,
  productSchema,
  productVariantsInputSchema,
  slugParamsSchema,
  successSchema,
} from '@store/contract';
import { notFound } from '../../http/errors';
import { PreparedJson, sendPreparedJson, sendPreparedNow } from '../../http/prepared-json';
import type { Db } from '../../db/client';
import { decodeCursor } from './product-cursor';
import type { ListRequest } from './product-list-query';
import { loadPage, pageKey, sendPage, sendPageNow, shopProductBySlug } from './product-page';
import { contentLanguageOf, translateProducts } from './product-translations';
import { audited } from './catalogue-audit';
import { lockProduct } from './product-stock';
import { addProduct, archiveProduct, findProduct, patchProduct, priceMinorUnits, productReader } from './product-service';
import { setVariants } from './product-variant-writes';

const JSON_TYPE = 'application/json; charset=utf-8';

const adminErrors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

/** Needs productCatalogPlugin registered on the app first. */
export const productRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const cache = app.productCatalog;
  const keptReads = cache.keptReads(db);
  const currency = app.storeCurrency;
  const readProduct = productReader(db, currency);
  const path = `${app.prefix}/product`;
  app.get(
    '/product',
    {
      // Pages are JSON bytes already, compressed off the event loop (http/prepared-json.ts).
      compress: false,
      schema: {
        tags: ['products'],
        summary: 'A page of products',
        description:
          'Oldest first unless `sort` says otherwise (a search: best match first). When more products match, ' +
          'the answer carries `Link: <…>; rel="next"` (RFC 8288); `X-Total-Count` counts the matches up to 10,000 ' +
          '(`X-Total-Count-Capped: true` beyond). A search ranks and lists its best 1,000 candidates at most ' +
          '(then `X-Total-Count: 1000` and `X-Total-Count-Capped: true`). ' +
          "With `country`, prices are its market's and products it sells none of are left out: a page may then hold fewer than `limit` " +
          '(follow `Link` to the end), `X-Total-Count` still counts the matches before that, and the price sorts keep the order of the store\'s own prices.',
        querystring: productListQuerySchema,
        response: { 200: productListSchema, 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const { country } = query;
      // No country (or a market answering as the store does): exactly the store's own answer.
      const market = country === undefined ? null : await cache.marketFor(country);
      const linkCountry = market ? country : undefined;
      const order = query.sort ?? (query.q !== undefined ? 'relevance' : 'oldest');
      const req: ListRequest = {
        order,
        limit: query.limit,
        ...(query.cursor !== undefined && { cursor: decodeCursor(query.cursor, order) }),
        ...(query.q !== undefined && { q: query.q }),
        ...(query.category !== undefined && { category: query.category }),
        ...(query.option !== undefined && { options: query.option }),
        ...(contentLanguageOf(query.lang) && { language: contentLanguageOf(query.lang) }),
        inStock: query.inStock === 'true',
      };
      const load = () => loadPage(db, req, path, currency, keptReads, market);
      // Only first pages are cached: deeper pages are as cheap to read, and rarely asked twice.
      if (req.cursor || !cache.enabled) return sendPage(request, reply, await load(), linkCountry);
      const key = pageKey(req, market);
      const kept = cache.peek(key, load);
      // A kept page whose bytes are at hand goes out in this tick, with no promise.
      if (kept && sendPageNow(request, reply, kept, linkCountry)) return reply;
      return sendPage(request, reply, kept ?? (await cache.get(key, load)), linkCountry);
    },
  );

  app.get(
    '/product/options',
    {
      schema: {
        tags: ['products'],
        summary: 'The option values of the products a list matches, with how many have each (the shop\'s option filter)',
        description:
          'For the same `q`, `category` and `inStock` as `GET /api/product` (its `option` filters are left out: the counts show ' +
          'what the list could narrow to). Counted over the first 10,000 matches at most (`capped` beyond) and kept for 30 s per filter set.',
        querystring: productOptionCountsQuerySchema,
        response: { 200: productOptionCountsSchema, 400: errorBodySchema },
      },
    },
    async (request) => {
      const { q, category, inStock, lang } = request.query;
      const language = contentLanguageOf(lang);
      const req: ListRequest = {
        ...(language && { language }),
        order: 'oldest',
        limit: 1,
        ...(q !== undefined && { q }),
        ...(category !== undefined && { category }),
        inStock: inStock === 'true',
      };
      return cache.optionCountsOf(db, req);
    },
  );

  app.get(
    '/product/by-slug/:slug',
    {
      schema: {
        tags: ['products'],
        summary: 'One product by its slug (the product page)',
        description:
          "With `country`, in its market: see `GET /api/product/{id}`. With `lang`, its slug in that language, its English one, " +
          "one it had before or another language's all find it: the answer's `slug` is the one it has now in `lang` (a page asked for by another redirects there).",
        params: slugParamsSchema,
        querystring: productReadQuery,
        response: { 200: productSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const product = await shopProductBySlug(app, db, request.params.slug, request.query.country, contentLanguageOf(request.query.lang));
      if (!product) throw notFound('Product not found');
      return product;
    },
  );

  app.get(
    '/product/:id',
    {
      // Kept as JSON bytes like the pages, compressed off the event loop (http/prepared-json.ts).
      compress: false,
      schema: {
        tags: ['products'],
        summary: 'One product',
        description:
          "With `country`, in its market: its prices, and only the versions it sells and prices (the first of them standing for the default). " +
          'A product it sells none of is still answered (a product page opens) with `variants` empty, `available` 0, `price` 0 and no `priceRange`.',
        params: idParamsSchema,
        querystring: productReadQuery,
        response: { 200: productSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { country } = request.query;
      const language = contentLanguageOf(request.query.lang);
      const market = country === undefined ? null : await cache.marketFor(country);
      const load = async () => {
        const product = await readProduct(id, market);
        if (!product) throw notFound('Product not found'); // not kept: a product added elsewhere shows at once
        return new PreparedJson(JSON.stringify(language ? (await translateProducts(db, language, [product]))[0] : product));
      };
      // In a market, kept under the market's key: every country of it shares the answer; each language its own.
      const key = `${id}${market ? ` ${market.key}` : ''}${language ? ` ${language}` : ''}`;
      const kept = cache.enabled && cache.products.peek(key, load);
      if (kept && sendPreparedNow(request, reply, kept, JSON_TYPE)) return reply;
      return sendPreparedJson(request, reply, kept || (cache.enabled ? await cache.products.get(key, load) : await load()));
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
        response: { 201: insertedIdSchema, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      const insertedId = await audited(db, cache, request.user!, async (tx, catalog) => {
        const id = await addProduct(tx, catalog, request.body, currency);
        return { result: id, audit: { action: 'product.create', entityType: 'product', entityId: id, after: await findProduct(tx, id, currency) } };
      });
      return reply.status(201).send({ insertedId });
    },
  );

  app.patch(
    '/product/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['products'],
        summary: 'Change a product (admin); existing orders keep their price',
        description:
          'A new `available` sent with `availableLoaded` (the stock the editor loaded) changes the stock by their ' +
          'difference, so orders placed meanwhile keep their units; 409 when that would take it below 0. ' +
          'Without `availableLoaded`, `available` is written as given.',
        params: idParamsSchema,
        body: productPatchSchema,
        response: { 200: productSchema, ...adminErrors },
      },
    },
    (request) =>
      audited(db, cache, request.user!, async (tx, catalog) => {
        // Locked first, so the audit's "before" is the stock this change applies to, not one an order changed since.
        await lockProduct(tx, request.params.id);
        const before = await findProduct(tx, request.params.id, currency);
        const after = await patchProduct(tx, catalog, request.params.id, request.body, currency);
        return { result: after, audit: { action: 'product.update', entityType: 'product', entityId: after._id, before, after } };
      }),
  );

  app.put(
    '/product/:id/variants',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['products'],
        summary: "Set a product's options and the versions it sells (admin)",
        description:
          'The whole set at once, checked as one and written in one transaction: options (at most three) with their ' +
          'values, and the variants, the default first (the product\'s `price`, `available` and `minOrderQuantity` ' +
          'are then its). Variants are matched to those the product has by SKU; one left out is archived, never ' +
          'deleted, as orders name it. A variant\'s `availableLoaded` applies its stock as a change, as for a product. ' +
          '409 when another product has a SKU or barcode, or a stock would fall below 0.',
        params: idParamsSchema,
        body: productVariantsInputSchema,
        response: { 200: productSchema, ...adminErrors },
      },
    },
    (request) =>
      audited(db, cache, request.user!, async (tx, catalog) => {
        await lockProduct(tx, request.params.id);
        const before = await findProduct(tx, request.params.id, currency);
        if (!before) throw notFound('Product not found');
        await setVariants(tx, catalog, request.params.id, request.body, (price) => priceMinorUnits(price, currency));
        const after = (await findProduct(tx, request.params.id, currency))!;
        return { result: after, audit: { action: 'product.update', entityType: 'product', entityId: after._id, before, after } };
      }),
  );

  app.delete(
    '/product/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['products'],
        summary: 'Archive a product (admin): gone from the shop, still shown in its orders',
        params: idParamsSchema,
        response: { 200: successSchema, ...adminErrors },
      },
    },
    async (request) => {
      await audited(db, cache, request.user!, async (tx, catalog) => {
        const before = await findProduct(tx, request.params.id, currency);
        await archiveProduct(tx, catalog, request.params.id);
        return { result: undefined, audit: { action: 'product.archive', entityType: 'product', entityId: request.params.id, before } };
      });
      return { success: true as const };
    },
  );
};
