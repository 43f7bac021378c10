// The app's product catalogue: its page cache, the counts of its lists and its single products,
// made per app by this plugin so two apps in one process (tests, a seed run beside a server) never
// share a page or a change signal. One changed() drops all three.
import fp from 'fastify-plugin';
import type { Db } from '../../db/client';
import type { ProductOptionCounts } from '@store/contract';
import type { PreparedJson } from '../../http/prepared-json';
import { countKey, countMatches, type CountSource, type ListRequest } from './product-list-query';
import { countOptionValues } from './product-option-counts';
import { ProductListCache } from './product-list-cache';
import type { CachedPage } from './product-page';

declare module 'fastify' {
  interface FastifyInstance {
    productCatalog: ProductCatalog;
    /** The store's currency (ISO 4217, STORE_CURRENCY): every price is integer minor units of it. */
    storeCurrency: string;
  }
}

/**
 * How long a list's count is reused, whatever PRODUCT_CACHE_TTL_MS says (0 included): the count
 * reads up to 10,001 index entries, far more than a page, and is a figure shoppers barely read.
 * Local writes drop it at once; another instance's show within this time (plus the stale grace).
 */
const COUNT_TTL_MS = 30_000;

/** How many lists' counts and single products are kept (least recently used dropped). */
const MAX_COUNTS = 1024;
const MAX_PRODUCTS = 4096;

export class ProductCatalog extends ProductListCache<CachedPage> {
  /** Matches per filter set (countKey in product-list-query.ts). */
  readonly counts = new ProductListCache<number>(COUNT_TTL_MS, Date.now, MAX_COUNTS);
  /** The option values of a filter set's matches with their counts (GET /api/product/options), like counts. */
  readonly optionCounts = new ProductListCache<ProductOptionCounts>(COUNT_TTL_MS, Date.now, MAX_COUNTS);
  /** GET /api/product/{id} as sent, by id (a 404 is not kept). */
  readonly products: ProductListCache<PreparedJson>;

  constructor(ttlMs: number) {
    super(ttlMs);
    this.products = new ProductListCache<PreparedJson>(ttlMs, Date.now, MAX_PRODUCTS);
  }

  /** Totals read once per filter set and reused by every page of it (and by every order of it). */
  countSource(db: Db): CountSource {
    return (req) => this.counts.get(countKey(req), () => countMatches(db, req));
  }

  /** A filter set's option counts, read once and reused for COUNT_TTL_MS (refreshed in the background). */
  optionCountsOf(db: Db, req: ListRequest): Promise<ProductOptionCounts> {
    return this.optionCounts.get(countKey(req), () => countOptionValues(db, req));
  }

  override changed(): void {
    super.changed();
    this.counts.changed();
    this.optionCounts.changed();
    this.products.changed();
  }
}

/** How other modules tell the catalogue that product rows changed (after their transaction commits). */
export type CatalogChanges = Pick<ProductListCache, 'changed'>;

export const productCatalogPlugin = fp<{ cacheTtlMs: number; currency: string }>(
  async (app, { cacheTtlMs, currency }) => {
    app.decorate('productCatalog', new ProductCatalog(cacheTtlMs));
    app.decorate('storeCurrency', currency);
  },
  { name: 'product-catalog' },
);
