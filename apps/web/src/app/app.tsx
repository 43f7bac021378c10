import { StrictMode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { AppProviders } from './providers';
import { AppRoutes } from './router';
import { RouteErrorBoundary } from './route-error';
import { MarketPrefixProvider } from '../lib/page-market';

/**
 * The whole app below the router: the same tree on the server (StaticRouter) and in the browser.
 * `prefix`: the market's the page is under (the router's basename), '' for the unprefixed pages.
 */
export function App({ client, prefix = '' }: { client?: QueryClient; prefix?: string }) {
  return (
    <StrictMode>
      <MarketPrefixProvider value={prefix}>
        <AppProviders client={client}>
          <RouteErrorBoundary>
            <AppRoutes />
          </RouteErrorBoundary>
        </AppProviders>
      </MarketPrefixProvider>
    </StrictMode>
  );
}
