// The web app's server entry (built by `vite build --ssr` into dist/ssr/): the server imports it
// once and renders public pages with it (apps/server/src/modules/pages). Same routes and components
// as the browser; StaticRouter instead of BrowserRouter, one query client per page.
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { dehydrate } from '@tanstack/react-query';
import type { PageDataSource, RenderedPage } from '@store/contract';
import { isPagePath } from '@store/contract/pages';
import { homeCountry, pathInMarket, splitMarketPath } from '@store/contract/market-paths';
import { App } from './app/app';
import { isLegalPagePath, isProductPagePath, pageUrl, prefetchPageData, serverRenderedPages } from './app/page-data';
import { pageMeta as appPageMeta } from './app/page-meta';
import { createQueryClient } from './lib/query-client';
import { createPageI18n, recordingMessages, type Messages } from './lib/i18n';
import { messages as en } from './locales/en/messages.po';
import { messages as de } from './locales/de/messages.po';
import { messages as fr } from './locales/fr/messages.po';
import { messages as es } from './locales/es/messages.po';
import { messages as ja } from './locales/ja/messages.po';

/** Every language's catalogue: the server renders a page in the language of its prefix. */
const catalogues: Record<string, Messages> = { en, de, fr, es, ja };

export { pageUrl };

/** One instance per language for the shells' titles (they read no numbers, so no country). */
const titleI18n = new Map(Object.entries(catalogues).map(([language, messages]) => [language, createPageI18n(language, homeCountry, messages)]));

/** A page's title and description in `language` (English by default): the shell's, for signed-in screens. */
export const pageMeta = (pathname: string, language = 'en') => appPageMeta(pathname, titleI18n.get(language) ?? titleI18n.get('en')!);

const trimSlash = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/** Public pages and every path no page matches (Page Not Found); signed-in screens render in the browser. */
export function isServerRendered(pathname: string): boolean {
  const path = trimSlash(pathname);
  return Object.hasOwn(serverRenderedPages, path) || isProductPagePath(path) || isLegalPagePath(path) || !isPagePath(path);
}

/**
 * `url` may be under a market's prefix (/en-de/products): the routes render below it, as the
 * browser's router does with the prefix as its basename; `data` answers in that market's prices.
 */
export async function renderPage(url: string, data: PageDataSource, origin: string): Promise<RenderedPage> {
  const [fullPath = '/', search] = url.split('?');
  const { prefix, path: pagePath, language, country } = splitMarketPath(trimSlash(fullPath));
  const path = trimSlash(pagePath);
  const location = search ? `${path}?${search}` : path;
  const client = createQueryClient();
  // The server answers a prefix in a language the store does not speak with Page Not Found before rendering.
  const catalogue = recordingMessages(catalogues[language] ?? en);
  const i18n = createPageI18n(language, country, catalogue.messages);
  // The title's messages too: a product page sets document.title again once hydrated.
  const outcome = await prefetchPageData(client, location, data, origin, i18n, prefix);
  if (outcome.movedTo !== undefined) {
    const movedTo = pathInMarket(prefix, outcome.movedTo) + (search ? `?${search}` : '');
    return { status: 200, html: '', state: '{}', messages: '{}', meta: appPageMeta(path, i18n), movedTo };
  }
  let failure: unknown;
  // prerender waits for every lazy page chunk and Suspense boundary: the HTML is complete.
  const { prelude } = await prerenderToNodeStream(
    <StaticRouter basename={prefix || undefined} location={pathInMarket(prefix, path) + (search ? `?${search}` : '')}>
      <App client={client} prefix={prefix} i18n={i18n} />
    </StaticRouter>,
    {
      onError: (error) => void (failure ??= error),
      // Large Suspense boundaries would otherwise be sent out of order and put in place by an
      // inline script, which the Content-Security-Policy refuses: keep every boundary in place.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    },
  );
  const chunks: Uint8Array[] = [];
  for await (const chunk of prelude as AsyncIterable<Uint8Array>) chunks.push(chunk);
  const html = Buffer.concat(chunks).toString('utf8');
  if (failure) throw failure;
  // A query the page asked for that app/page-data.ts did not fetch would be sent as a spinner.
  // (Disabled queries, like the session's for a visitor, are meant to have no data.)
  const missing = client
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.status !== 'success' && (q.options as { enabled?: unknown }).enabled !== false);
  if (missing.length) throw new Error(`${path} asked for data the server did not fetch: ${missing.map((q) => JSON.stringify(q.queryKey)).join(', ')}`);
  // React's inline scripts (out-of-order boundaries) would be refused by the policy: never send one.
  if (html.includes('<script')) throw new Error(`server rendering of ${path} produced an inline script`);
  const notFound = !isPagePath(path) || outcome.status === 404;
  return {
    status: notFound ? 404 : 200,
    html,
    state: JSON.stringify(dehydrate(client)),
    messages: JSON.stringify(catalogue.read()),
    meta: notFound ? appPageMeta('/404', i18n) : (outcome.meta ?? appPageMeta(path, i18n)),
    ...(outcome.structuredData !== undefined && { structuredData: outcome.structuredData }),
    ...(outcome.languagePaths !== undefined && { languagePaths: outcome.languagePaths }),
    ...((outcome.canonicalPath !== undefined || prefix) && { canonicalPath: pathInMarket(prefix, outcome.canonicalPath ?? path) }),
  };
}
