// The app's product catalogue: its one page cache, made per app by this plugin so two apps in one
// process (tests, a seed run beside a server) never share a page or a change signal.
import fp from 'fastify-plugin';
import { ProductListCache } from './product-list-cache';
import type { CachedPage } from './product-page';

declare module 'fastify' {
  interface FastifyInstance {
    productCatalog: ProductListCache<CachedPage>;
    /** The store's currency (ISO 4217, STORE_CURRENCY): every price is integer minor units of it. */
    storeCurrency: string;
  }
}

/** How other modules tell the catalogue that product rows changed (after their transaction commits). */
export type CatalogChanges = Pick<ProductListCache, 'changed'>;

export const productCatalogPlugin = fp<{ cacheTtlMs: number; currency: string }>(
  async (app, { cacheTtlMs, currency }) => {
    app.decorate('productCatalog', new ProductListCache<CachedPage>(cacheTtlMs));
    app.decorate('storeCurrency', currency);
  },
  { name: 'product-catalog' },
);
