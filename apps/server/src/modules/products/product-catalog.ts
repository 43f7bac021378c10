// The app's product catalogue: its one list cache, made per app by this plugin so two apps in one
// process (tests, a seed run beside a server) never share a snapshot or a change signal.
import fp from 'fastify-plugin';
import type { Db } from '../../db/client';
import { ProductListCache } from './product-list-cache';

declare module 'fastify' {
  interface FastifyInstance {
    productCatalog: ProductListCache;
  }
}

/** How other modules tell the catalogue that product rows changed (after their transaction commits). */
export type CatalogChanges = Pick<ProductListCache, 'changed'>;

export const productCatalogPlugin = fp<{ db: Db; cacheTtlMs: number }>(
  async (app, { db, cacheTtlMs }) => {
    app.decorate('productCatalog', new ProductListCache(db, cacheTtlMs));
  },
  { name: 'product-catalog' },
);
