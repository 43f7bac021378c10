// The owner's rewrites of the landing page's and the blog's texts, per language
// (docs/product/markets.md, "Page texts"). Owns the page_text table (db/schema/page-texts.ts).
export { pageTextRoutes } from './page-text-routes';
export { pageTextsFor } from './page-texts';
