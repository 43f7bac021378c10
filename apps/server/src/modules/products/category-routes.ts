import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  categoryListSchema,
  categoryPatchSchema,
  categorySchema,
  errorBodySchema,
  idParamsSchema,
  insertedIdSchema,
  languageQuery,
  newCategorySchema,
  successSchema,
} from '@store/contract';
import type { Db } from '../../db/client';
import { audited, findCategory } from './catalogue-audit';
import { addCategory, deleteCategory, listCategories, patchCategory } from './category-service';
import { contentLanguageOf } from './product-translations';

const adminErrors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

/** Needs productCatalogPlugin registered on the app first. */
export const categoryRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/category',
    {
      schema: {
        tags: ['categories'],
        summary: 'Every category, by name (with `lang`, named and ordered in that language)',
        querystring: languageQuery,
        response: { 200: categoryListSchema, 400: errorBodySchema },
      },
    },
    (request) => listCategories(db, contentLanguageOf(request.query.lang)),
  );

  app.post(
    '/category',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['categories'],
        summary: 'Add a category (admin)',
        body: newCategorySchema,
        response: { 201: insertedIdSchema, ...adminErrors },
      },
    },
    async (request, reply) => {
      const insertedId = await audited(db, app.productCatalog, request.user!, async (tx) => {
        const id = await addCategory(tx, request.body);
        return { result: id, audit: { action: 'category.create', entityType: 'category', entityId: id, after: request.body } };
      });
      return reply.status(201).send({ insertedId });
    },
  );

  app.patch(
    '/category/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['categories'],
        summary: 'Rename a category (admin)',
        params: idParamsSchema,
        body: categoryPatchSchema,
        response: { 200: categorySchema, ...adminErrors },
      },
    },
    (request) =>
      audited(db, app.productCatalog, request.user!, async (tx, catalog) => {
        const before = await findCategory(tx, request.params.id);
        const after = await patchCategory(tx, catalog, request.params.id, request.body);
        return { result: after, audit: { action: 'category.update', entityType: 'category', entityId: after._id, before, after } };
      }),
  );

  app.delete(
    '/category/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['categories'],
        summary: 'Delete a category that no product uses (admin; 409 otherwise)',
        params: idParamsSchema,
        response: { 200: successSchema, ...adminErrors },
      },
    },
    async (request) => {
      await audited(db, app.productCatalog, request.user!, async (tx) => {
        const before = await findCategory(tx, request.params.id);
        await deleteCategory(tx, request.params.id);
        return { result: undefined, audit: { action: 'category.delete', entityType: 'category', entityId: request.params.id, before } };
      });
      return { success: true as const };
    },
  );
};
