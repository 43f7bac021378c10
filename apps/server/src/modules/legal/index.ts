// The shop's legal pages (docs/product/legal-pages.md): terms, privacy, shipping and returns,
// imprint, edited by the owner, each edit a new version. Owns the table of db/schema/legal.ts.
export { legalRoutes } from './legal-routes';
export { currentTermsVersion, legalPageOf, listLegalPages } from './legal-pages';
