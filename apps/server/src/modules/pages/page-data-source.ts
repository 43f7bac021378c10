// What a public page rendered on the server reads, through the same functions (and the same kept
// pages) as the API: a page's data is what `GET /api/product?country=…` and the other public reads
// answer, priced in the market of the page's country.
import type { FastifyInstance } from 'fastify';
import { productPageMax, productReviewsMax, type ContentLanguage, type PageDataSource } from '@store/contract';
import type { Db } from '../../db/client';
import { firstProductPage, listCategories, shopOptionCounts, shopProductBySlug, shopProductPage } from '../products';
import { listReviewPage, reviewSummary } from '../reviews';
import { legalPageOf } from '../legal';
import { listMarkets } from '../markets';
import { pageTextsFor } from '../page-texts';

/** The public API's path the kept pages' `Link` headers name. */
const PRODUCT_API = '/api/product';

/**
 * `country` (ISO 3166-1, upper case): its market's prices; undefined, or a market answering as the
 * store does, the store's own. `language`: names and descriptions in it (English where untranslated).
 */
export function pageDataSource(app: FastifyInstance, db: Db, country: string | undefined, language?: ContentLanguage): PageDataSource {
  return {
    // What GET /api/product sends (the same kept page): the page starts from the same bytes.
    products: (sort, limit = productPageMax) => firstProductPage(app, db, PRODUCT_API, sort, limit, country, language),
    productPage: (query) => shopProductPage(app, db, PRODUCT_API, query, country, language),
    // Counts of option values, the same in every market.
    optionCounts: (query) => shopOptionCounts(app, db, query, language),
    categories: () => listCategories(db, language),
    productBySlug: (slug) => shopProductBySlug(app, db, slug, country, language),
    reviewPage: async (limit) => {
      const page = await listReviewPage(db, { limit });
      return { reviews: page.reviews, next: page.nextCursor };
    },
    productReviews: async (productId) => (await listReviewPage(db, { productId, limit: productReviewsMax })).reviews,
    reviewSummary: (productId) => reviewSummary(db, productId),
    legalPage: (slug) => legalPageOf(db, slug),
    markets: () => listMarkets(db),
    pageTexts: (page) => pageTextsFor(db, page, language ?? 'en'),
  };
}
