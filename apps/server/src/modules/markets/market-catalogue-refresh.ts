// Catalogue pages priced in a market are kept like the store's own (modules/products): a change to
// a market (its countries, currency), to what it leaves out, to an exchange rate or to a price set
// per currency changes them. So once such a write has answered (its transaction committed before
// the handler returned), the app's catalogue is told, as a product write tells it: this instance's
// next read is fresh. Another instance's writes show when its kept pages reach their max age
// (PRODUCT_CACHE_TTL_MS, then refreshed in the background), as product writes do.
import fp from 'fastify-plugin';
import type { CatalogChanges } from '../products';

/** The back office's routes whose writes change catalogue prices (tax rates and shipping zones do not). */
const pricingWrite = /\/admin\/(markets|currency-rates|variant-prices)(\/|$)/;

/** Register before marketAdminRoutes, in the same scope. */
export const marketCatalogueRefresh = fp<{ catalog: CatalogChanges }>(
  async (app, { catalog }) => {
    app.addHook('onResponse', async (request, reply) => {
      if (request.method !== 'GET' && reply.statusCode < 300 && pricingWrite.test(request.routeOptions.url ?? '')) catalog.changed();
    });
  },
  { name: 'market-catalogue-refresh' },
);
