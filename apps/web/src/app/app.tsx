import { StrictMode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { AppProviders } from './providers';
import { AppRoutes } from './router';
import { RouteErrorBoundary } from './route-error';
import { MarketPrefixProvider } from '../lib/page-market';
import { PageI18nProvider, type I18n } from '../lib/i18n';

/**
 * The whole app below the router: the same tree on the server (StaticRouter) and in the browser.
 * `prefix`: the market's the page is under (the router's basename), '' for the unprefixed pages;
 * `i18n`: the page's language (lib/i18n.tsx).
 */
export function App({ client, prefix = '', i18n }: { client?: QueryClient; prefix?: string; i18n: I18n }) {
  return (
    <StrictMode>
      <MarketPrefixProvider value={prefix}>
        <PageI18nProvider i18n={i18n}>
          <AppProviders client={client}>
            <RouteErrorBoundary>
              <AppRoutes />
            </RouteErrorBoundary>
          </AppProviders>
        </PageI18nProvider>
      </MarketPrefixProvider>
    </StrictMode>
  );
}
