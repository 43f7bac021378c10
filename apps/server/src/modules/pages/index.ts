// Pages as HTML (server rendering and its cache), the sitemap and robots.txt.
export { createPageSender, type SendPage } from './pages';
export { sitemapRoutes } from './sitemap-routes';
