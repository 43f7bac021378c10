// GET /api/admin/product: the catalogue as admins manage it. Unlike the shop's list it shows
// archived products (on their own filter), flags low stock and carries the cursor in the body; the
// same keyset pages and indexes keep its cost to one page (product-list-query.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminProductListQuerySchema, adminProductPageSchema, errorBodySchema, type AdminProduct } from '@store/contract';
import type { Db } from '../../db/client';
import { decodeCursor, encodeCursor } from './product-cursor';
import { listRows, type ListOrder, type ListRequest } from './product-list-query';
import { toProduct, type ProductRow } from './product-row';

export const adminProductRoutes: FastifyPluginAsyncZod<{ db: Db; lowStockThreshold: number }> = async (app, { db, lowStockThreshold }) => {
  const toAdminProduct = (row: ProductRow): AdminProduct => ({
    ...toProduct(row, app.storeCurrency),
    archivedAt: row.archivedAt && row.archivedAt.toISOString(),
    // The units of all its live versions (the overview names each version running low).
    lowStock: row.archivedAt === null && row.availableTotal <= lowStockThreshold,
  });

  const kept = app.productCatalog.keptReads(db);
  app.get(
    '/admin/product',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['products'],
        summary: 'A page of the catalogue for admins (archived products too)',
        description:
          'Newest first; a search best match first; `lowStock=true` (live products only) fewest units first. ' +
          'Pass `next` back as `cursor` for the following page.',
        querystring: adminProductListQuerySchema,
        response: { 200: adminProductPageSchema, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => {
      const query = request.query;
      const lowStock = query.lowStock === 'true' && query.status === 'active';
      const order: ListOrder = query.q !== undefined ? 'relevance' : lowStock ? 'stock' : 'newest';
      const req: ListRequest = {
        order,
        limit: query.limit,
        archived: query.status === 'archived',
        ...(lowStock && { stockAtMost: lowStockThreshold }),
        ...(query.q !== undefined && { q: query.q }),
        ...(query.cursor !== undefined && { cursor: decodeCursor(query.cursor, order) }),
      };
      const page = await listRows(db, req, toAdminProduct, kept);
      return {
        products: page.products,
        ...(page.next && { next: encodeCursor(page.next) }),
        total: page.total,
        totalCapped: page.totalCapped,
        lowStockThreshold,
      };
    },
  );
};
