import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  categoryListSchema,
  categoryPatchSchema,
  categorySchema,
  errorBodySchema,
  idParamsSchema,
  insertedIdSchema,
  newCategorySchema,
  successSchema,
} from '@store/contract';
import type { Db } from '../../db/client';
import { addCategory, deleteCategory, listCategories, patchCategory } from './category-service';

const adminErrors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

/** Needs productCatalogPlugin registered on the app first. */
export const categoryRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/category',
    { schema: { tags: ['categories'], summary: 'Every category, by name', response: { 200: categoryListSchema } } },
    () => listCategories(db),
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
    async (request, reply) => reply.status(201).send({ insertedId: await addCategory(db, request.body) }),
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
    (request) => patchCategory(db, app.productCatalog, request.params.id, request.body),
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
      await deleteCategory(db, request.params.id);
      return { success: true as const };
    },
  );
};
