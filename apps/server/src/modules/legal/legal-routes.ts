// The legal pages (docs/product/legal-pages.md): anyone reads them, an admin edits them.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorBodySchema,
  legalPageListSchema,
  legalPageParamsSchema,
  legalPageSchema,
  legalPageUpdateSchema,
  type LegalPageSlug,
} from '@store/contract';
import type { Db } from '../../db/client';
import { namedPage } from '../../http/named-page';
import { findLegalPage, listLegalPages, updateLegalPage } from './legal-pages';

/** Public, the same for everyone and changed rarely: a minute in any cache (an edit shows within it). */
const publicCache = 'public, max-age=60';

export const legalRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/legal',
    {
      schema: {
        tags: ['legal'],
        summary: 'The legal pages the shop has written: slug, title, version and last change',
        response: { 200: legalPageListSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', publicCache);
      return listLegalPages(db);
    },
  );

  app.get(
    '/legal/:slug',
    {
      attachValidation: true,
      schema: {
        tags: ['legal'],
        summary: 'One legal page: title, plain-text body, version and last change (404 for an unknown or unwritten page)',
        params: legalPageParamsSchema,
        response: { 200: legalPageSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const page = await findLegalPage(db, namedPage<LegalPageSlug>(request, 'slug', 'There is no such legal page'));
      reply.header('cache-control', publicCache);
      return page;
    },
  );

  app.put(
    '/legal/:slug',
    {
      attachValidation: true,
      config: { access: 'admin' },
      schema: {
        tags: ['legal'],
        summary: 'Replace a legal page’s title and text; its version goes up by one (admin)',
        params: legalPageParamsSchema,
        body: legalPageUpdateSchema,
        response: { 200: legalPageSchema, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const slug = namedPage<LegalPageSlug>(request, 'slug', 'There is no such legal page');
      return updateLegalPage(db, request.user!, slug, request.body);
    },
  );
};
