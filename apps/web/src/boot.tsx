// The whole app, loaded by first-view.tsx: at once on a screen its first view does not cover, and
// when a shopper does more on a public page than follow a link (docs/decisions/0023).
import './lib/zod-jitless';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { hydrate } from '@tanstack/react-query';
import { App } from './app/app';
import { queryClient } from './lib/query-client';
import { pageMarket } from './lib/page-market';
import { createPageI18n, type Messages } from './lib/i18n';

/**
 * Hydrates the server's HTML in `root` (or renders a signed-in screen's empty root) in the page's
 * language, whose whole catalogue is `messages`. `confirmed`: queries the first view has already
 * read again and found unchanged (not asked a second time).
 */
export function startApp(root: HTMLElement, messages: Messages, confirmed: ReadonlySet<string> = new Set()) {
  const { prefix, language, country } = pageMarket();
  const i18n = createPageI18n(language, country, messages);
  const app = (
    // A market's pages live under its prefix (/en-de): the routes are the same below it.
    <BrowserRouter basename={prefix || undefined}>
      <App prefix={prefix} i18n={i18n} />
    </BrowserRouter>
  );
  // A server-rendered page carries the data it was rendered with in a JSON block (never executed,
  // so the Content-Security-Policy needs no inline script); the browser starts from the same data
  // and hydrates the markup. Signed-in screens come as an empty root and render here.
  const pageData = document.getElementById('page-data');
  if (pageData?.textContent) {
    hydrate(queryClient, JSON.parse(pageData.textContent));
    // The page may come from the server's cache, a little behind the latest change: its data counts
    // as stale, so the queries fetch again once mounted (after hydration, with the same markup first).
    for (const query of queryClient.getQueryCache().getAll()) {
      if (confirmed.has(query.queryHash)) query.setState({ dataUpdatedAt: Date.now() });
    }
    void queryClient.invalidateQueries({ predicate: (query) => !confirmed.has(query.queryHash) });
    hydrateRoot(root, app);
  } else {
    createRoot(root).render(app);
  }
}
