// The back office's translations of products and categories (admins only), one language at a time,
// each change audited, and the owner's list of what is still English only.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  categoryTranslationInputSchema,
  categoryTranslationListSchema,
  categoryTranslationSchema,
  errorBodySchema,
  idParamsSchema,
  missingTranslationsQuerySchema,
  missingTranslationsSchema,
  productTranslationInputSchema,
  productTranslationListSchema,
  productTranslationSchema,
  successSchema,
  translationParamsSchema,
} from '@store/contract';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import { audited } from './catalogue-audit';
import {
  categoryTranslationsOf,
  missingTranslations,
  productTranslationsOf,
  removeCategoryTranslation,
  removeProductTranslation,
  setCategoryTranslation,
  setProductTranslation,
} from './product-translations';

const adminErrors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };
const admin = { access: 'admin' as const };

/** Needs productCatalogPlugin registered on the app first: a translation changes the shop's pages. */
export const translationRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const cache = app.productCatalog;

  app.get(
    '/product/:id/translations',
    {
      config: admin,
      schema: {
        tags: ['products'],
        summary: "A product's translations (admin), one per language written",
        params: idParamsSchema,
        response: { 200: productTranslationListSchema, ...adminErrors },
      },
    },
    (request) => productTranslationsOf(db, request.params.id),
  );

  app.put(
    '/product/:id/translations/:language',
    {
      config: admin,
      schema: {
        tags: ['products'],
        summary: "Write a product's name, slug, description and option texts in a language (admin)",
        description: 'The slug defaults to one made from the name (made unique); a slug given that another product has in the language is 409. Its former slug keeps leading to it.',
        params: translationParamsSchema,
        body: productTranslationInputSchema,
        response: { 200: productTranslationSchema, ...adminErrors },
      },
    },
    (request) =>
      audited(db, cache, request.user!, async (tx, catalog) => {
        const { id, language } = request.params;
        const before = (await productTranslationsOf(tx, id)).find((t) => t.language === language);
        const after = await setProductTranslation(tx, id, language, request.body);
        catalog.changed();
        return { result: after, audit: { action: 'product.translate', entityType: 'product', entityId: id, before, after } };
      }),
  );

  app.delete(
    '/product/:id/translations/:language',
    {
      config: admin,
      schema: {
        tags: ['products'],
        summary: "Remove a product's translation (admin): its pages in that language show English again",
        params: translationParamsSchema,
        response: { 200: successSchema, ...adminErrors },
      },
    },
    async (request) => {
      await audited(db, cache, request.user!, async (tx, catalog) => {
        const { id, language } = request.params;
        const before = (await productTranslationsOf(tx, id)).find((t) => t.language === language);
        if (!(await removeProductTranslation(tx, id, language))) throw notFound('Translation not found');
        catalog.changed();
        return { result: undefined, audit: { action: 'product.translate', entityType: 'product', entityId: id, before } };
      });
      return { success: true as const };
    },
  );

  app.get(
    '/category/:id/translations',
    {
      config: admin,
      schema: {
        tags: ['categories'],
        summary: "A category's translations (admin)",
        params: idParamsSchema,
        response: { 200: categoryTranslationListSchema, ...adminErrors },
      },
    },
    (request) => categoryTranslationsOf(db, request.params.id),
  );

  app.put(
    '/category/:id/translations/:language',
    {
      config: admin,
      schema: {
        tags: ['categories'],
        summary: "Write a category's name and slug in a language (admin)",
        params: translationParamsSchema,
        body: categoryTranslationInputSchema,
        response: { 200: categoryTranslationSchema, ...adminErrors },
      },
    },
    (request) =>
      audited(db, cache, request.user!, async (tx, catalog) => {
        const { id, language } = request.params;
        const before = (await categoryTranslationsOf(tx, id)).find((t) => t.language === language);
        const after = await setCategoryTranslation(tx, id, language, request.body);
        catalog.changed();
        return { result: after, audit: { action: 'category.translate', entityType: 'category', entityId: id, before, after } };
      }),
  );

  app.delete(
    '/category/:id/translations/:language',
    {
      config: admin,
      schema: {
        tags: ['categories'],
        summary: "Remove a category's translation (admin)",
        params: translationParamsSchema,
        response: { 200: successSchema, ...adminErrors },
      },
    },
    async (request) => {
      await audited(db, cache, request.user!, async (tx, catalog) => {
        const { id, language } = request.params;
        const before = (await categoryTranslationsOf(tx, id)).find((t) => t.language === language);
        if (!(await removeCategoryTranslation(tx, id, language))) throw notFound('Translation not found');
        catalog.changed();
        return { result: undefined, audit: { action: 'category.translate', entityType: 'category', entityId: id, before } };
      });
      return { success: true as const };
    },
  );

  app.get(
    '/admin/translations/missing',
    {
      config: admin,
      schema: {
        tags: ['products'],
        summary: 'What is still English only in a language (admin): live products, a page at a time, and categories',
        querystring: missingTranslationsQuerySchema,
        response: { 200: missingTranslationsSchema, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    (request) => missingTranslations(db, request.query),
  );
};
