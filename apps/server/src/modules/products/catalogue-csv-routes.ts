// The catalogue as CSV for the owner (admins only): GET /api/admin/catalogue/export streams every
// live version, one row each; POST /api/admin/catalogue/import sets the versions of the products a
// file lists, all or nothing (docs/product/catalogue.md, "The catalogue as CSV").
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogueCsvMaxBytes, catalogueImportResultSchema, errorBodySchema } from '@store/contract';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { exportCatalogue } from './catalogue-export';
import { importCatalogue } from './catalogue-import';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

/** Needs productCatalogPlugin registered on the app first. */
export const catalogueCsvRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  // This plugin's own routes read CSV bytes (text/csv; a browser may call a .csv file
  // application/vnd.ms-excel or send it as text/plain); JSON is not taken here.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(['text/csv', 'text/plain', 'application/vnd.ms-excel'], { parseAs: 'string', bodyLimit: catalogueCsvMaxBytes }, (_request, body, done) =>
    done(null, body),
  );

  app.get(
    '/admin/catalogue/export',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['products'],
        summary: 'The catalogue as CSV, one row per version of every product on sale, streamed (admin)',
        description:
          'RFC 4180 CSV in UTF-8 with a byte order mark; products in slug order, each one\'s versions together, its ' +
          'default first. Columns: Product slug, Product name, Category, Option 1–3 name and value, SKU, GTIN, ' +
          'Currency, Price (a plain decimal in the store currency), Stock, Stock at export, Minimum order, Weight (g), ' +
          'HS code, Origin country. A cell that would start a formula (= + - @) gets a leading apostrophe.',
        produces: ['text/csv'],
        response: { 200: z.string().describe('RFC 4180 CSV with a header line'), ...errors },
      },
    },
    async (_request, reply) => {
      const csv = await exportCatalogue(db, app.storeCurrency);
      const day = new Date().toISOString().slice(0, 10);
      return (
        reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="catalogue-${day}.csv"`)
          // A stream is sent as it is (Fastify serializes only objects); the schema types the CSV as text.
          .send(csv as unknown as string)
      );
    },
  );

  app.post(
    '/admin/catalogue/import',
    {
      config: { access: 'admin' },
      bodyLimit: catalogueCsvMaxBytes,
      schema: {
        tags: ['products'],
        summary: "Set the versions of the products a CSV file lists, all or nothing (admin)",
        description:
          'The body is the file as the export writes it (`text/csv`, UTF-8, at most 4 MB and 10,000 rows; columns by ' +
          'name, in any order; Product name, Category, Currency and Stock at export may be left out). Each listed ' +
          'product (by slug; it must exist and be on sale) gets exactly the versions its rows list, in that order, ' +
          'matched by SKU, with the same rules as `PUT /api/product/{id}/variants`; its versions the file leaves out ' +
          'are archived. A product the file leaves out is untouched. Stock is applied as the change from Stock at ' +
          'export when the file has it. Every row is checked first: 400 names the row and column of each problem ' +
          '("Row 7, Price: Price must be greater than 0") and nothing is imported; 409 when a stock would go below 0.',
        consumes: ['text/csv'],
        body: z.string().describe('The CSV file'),
        response: {
          200: catalogueImportResultSchema,
          ...errors,
          409: errorBodySchema,
          413: errorBodySchema,
          415: errorBodySchema,
        },
      },
    },
    async (request) => importCatalogue(db, app.productCatalog, request.user!, request.body, app.storeCurrency),
  );
};
