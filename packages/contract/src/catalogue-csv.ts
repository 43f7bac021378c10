// The catalogue as a CSV file, one row per version (GET /api/admin/catalogue/export, POST
// /api/admin/catalogue/import): what the import answers, and its limits, which the back office shows.
import { z } from 'zod';

/** Largest file the import reads (a file of the whole catalogue is larger: import the products you change). */
export const catalogueCsvMaxBytes = 4 * 1024 * 1024;
/** Most rows (versions) one import reads, the header aside. */
export const catalogueCsvMaxRows = 10_000;

/** What an import changed: every count is 0 for a file that matches the catalogue as it is. */
export const catalogueImportResultSchema = z
  .object({
    rows: z.number().int().describe('Rows read, the header aside'),
    products: z.object({
      changed: z.number().int().describe('Products whose options or versions changed (each has a product.update audit entry)'),
      unchanged: z.number().int().describe('Products in the file that already were as it says'),
    }),
    variants: z.object({
      added: z.number().int().describe('Versions added, or sold again (an archived SKU listed again)'),
      updated: z.number().int().describe('Versions whose price, stock, barcode, options, place… changed'),
      archived: z.number().int().describe('Versions of a listed product that the file left out'),
    }),
  })
  .meta({ id: 'CatalogueImportResult' });
export type CatalogueImportResult = z.infer<typeof catalogueImportResultSchema>;
