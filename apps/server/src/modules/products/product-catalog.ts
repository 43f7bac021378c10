// The app's product catalogue: its page cache, the counts of its lists and its single products,
// made per app by this plugin so two apps in one process (tests, a seed run beside a server) never
// share a page or a change signal. One changed() drops all of them, and the market kept for each
// country asked for (catalogue-pricing.ts).
import fp from 'fastify-plugin';
import type { Db } from '../../db/client';
import type { ProductOptionCounts } from '@store/contract';
import type { PreparedJson } from '../../http/prepared-json';
import { countKey, countMatches, readCorrection, type KeptReads, type ListRequest } from './product-list-query';
import { countOptionValues } from './product-option-counts';
import { ProductListCache } from './product-list-cache';
import type { CachedPage } from './product-page';
import type { CataloguePricing, PricingMarket } from './catalogue-pricing';

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
/** Every ISO 3166-1 country fits. */
const MAX_COUNTRIES = 256;

export class ProductCatalog extends ProductListCache<CachedPage> {
  /** Matches per filter set (countKey in product-list-query.ts). */
  readonly counts = new ProductListCache<number>(COUNT_TTL_MS, Date.now, MAX_COUNTS);
  /** The option values of a filter set's matches with their counts (GET /api/product/options), like counts. */
  readonly optionCounts = new ProductListCache<ProductOptionCounts>(COUNT_TTL_MS, Date.now, MAX_COUNTS);
  /**
   * A search's words as the vocabulary corrects them, by the search as typed, kept like counts: a
   * correction another instance's new word makes stale only adds the corrected words' query to a
   * search that found fewer than its bound (product-list-query.ts).
   */
  readonly corrections = new ProductListCache<string>(COUNT_TTL_MS, Date.now, MAX_COUNTS);
  /** GET /api/product/{id} as sent, by id (a 404 is not kept). */
  readonly products: ProductListCache<PreparedJson>;
  /** The market each country asked for is priced in (null: the store's own answer), kept like a page. */
  private readonly markets: ProductListCache<PricingMarket | null>;

  /** `pricing`: the markets module's (app.ts); without it every country gets the store's own answer. */
  constructor(
    ttlMs: number,
    readonly pricing?: CataloguePricing,
  ) {
    super(ttlMs);
    this.products = new ProductListCache<PreparedJson>(ttlMs, Date.now, MAX_PRODUCTS);
    this.markets = new ProductListCache<PricingMarket | null>(ttlMs, Date.now, MAX_COUNTRIES);
  }

  /**
   * The market a public read asking for `country` is priced in; null without a country, or where
   * the answer is the store's own. Kept per country like a page, so a kept page costs no query.
   */
  marketFor(country: string | undefined): Promise<PricingMarket | null> {
    const pricing = this.pricing;
    if (country === undefined || !pricing) return Promise.resolve(null);
    const load = () => pricing.marketOf(country);
    return this.enabled ? this.markets.get(country, load) : load();
  }

  /**
   * Totals read once per filter set and reused by every page of it (and by every order of it), and
   * a search's corrected words read once per search: they change only with the catalogue's words.
   */
  keptReads(db: Db): KeptReads {
    return {
      count: (req) => this.counts.get(countKey(req), () => countMatches(db, req)),
      correct: (q) => this.correctionOf(db, q),
    };
  }

  private correctionOf(db: Db, q: string): Promise<string> {
    return this.corrections.get(q, () => readCorrection(db, q));
  }

  /** A filter set's option counts, read once and reused for COUNT_TTL_MS (refreshed in the background). */
  optionCountsOf(db: Db, req: ListRequest): Promise<ProductOptionCounts> {
    return this.optionCounts.get(countKey(req), () => countOptionValues(db, req, (q) => this.correctionOf(db, q)));
  }

  override changed(): void {
    super.changed();
    this.counts.changed();
    this.optionCounts.changed();
    this.corrections.changed();
    this.products.changed();
    this.markets.changed();
  }
}

/** How other modules tell the catalogue that product rows changed (after their transaction commits). */
export type CatalogChanges = Pick<ProductListCache, 'changed'>;

export const productCatalogPlugin = fp<{ cacheTtlMs: number; currency: string; pricing?: CataloguePricing }>(
  async (app, { cacheTtlMs, currency, pricing }) => {
    app.decorate('productCatalog', new ProductCatalog(cacheTtlMs, pricing));
    app.decorate('storeCurrency', currency);
  },
  { name: 'product-catalog' },
);
