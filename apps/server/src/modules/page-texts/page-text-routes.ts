// The landing page's and the blog's texts in the owner's words: anyone reads a page's, an admin
// lists, writes and removes them (docs/product/markets.md, "Page texts").
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorBodySchema,
  isPageTextKey,
  pageTextEntryListSchema,
  pageTextEntrySchema,
  pageTextInputSchema,
  pageTextParamsSchema,
  pageTextsParamsSchema,
  pageTextsQuerySchema,
  pageTextsSchema,
  type PageTextKey,
  type PageTextPage,
} from '@store/contract';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import { namedPage } from '../../http/named-page';
import { deletePageText, listPageTexts, pageTextsFor, savePageText } from './page-texts';

/**
 * Public and the same for everyone, but asked again each time: the owner checks an edit by looking at
 * the page, and a copy kept in the browser would show the text before it. The pages themselves are
 * rendered and kept on the server.
 */
const publicCache = 'no-cache';
const adminErrors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const admin = { access: 'admin' as const };

/** A key the contract lists, or there is no such text: 404, like any unknown path. */
function knownKey(key: string): PageTextKey {
  if (!isPageTextKey(key)) throw notFound('There is no such page text');
  return key;
}

export const pageTextRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/page-texts/:page',
    {
      attachValidation: true,
      schema: {
        tags: ['page-texts'],
        summary: "The owner's texts of the landing page or the blog in a language (the owner's English where that language has none); a key absent shows the store's own text",
        params: pageTextsParamsSchema,
        querystring: pageTextsQuerySchema,
        response: { 200: pageTextsSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const texts = await pageTextsFor(db, namedPage<PageTextPage>(request, 'page', 'There is no such page'), request.query.lang ?? 'en');
      reply.header('cache-control', publicCache);
      return texts;
    },
  );

  app.get(
    '/admin/page-texts',
    { config: admin, schema: { tags: ['page-texts'], summary: 'Every page text the owner has written, in every language (admin)', response: { 200: pageTextEntryListSchema, 401: errorBodySchema, 403: errorBodySchema } } },
    async () => listPageTexts(db),
  );

  app.put(
    '/admin/page-texts/:language/:key',
    {
      config: admin,
      schema: {
        tags: ['page-texts'],
        summary: 'Write a page text in a language (admin); its page shows it on its next render',
        params: pageTextParamsSchema,
        body: pageTextInputSchema,
        response: { 200: pageTextEntrySchema, ...adminErrors },
      },
    },
    async (request) => savePageText(db, request.user!, request.params.language, knownKey(request.params.key), request.body.text),
  );

  app.delete(
    '/admin/page-texts/:language/:key',
    {
      config: admin,
      schema: {
        tags: ['page-texts'],
        summary: "Remove a page text (admin): its page shows the store's own text again (or the owner's English)",
        params: pageTextParamsSchema,
        response: { 204: z.null().meta({ description: 'Removed; no body' }), ...adminErrors },
      },
    },
    async (request, reply) => {
      await deletePageText(db, request.user!, request.params.language, knownKey(request.params.key));
      return reply.code(204).send(null);
    },
  );
};
