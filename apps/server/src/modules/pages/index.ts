// Pages as HTML (server rendering and its cache), the sitemap and robots.txt.
export { createPageSender } from './pages';
export { sitemapRoutes } from './sitemap-routes';
