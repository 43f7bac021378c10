import { StrictMode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { AppProviders } from './providers';
import { AppRoutes } from './router';
import { RouteErrorBoundary } from './route-error';

/** The whole app below the router: the same tree on the server (StaticRouter) and in the browser. */
export function App({ client }: { client?: QueryClient }) {
  return (
    <StrictMode>
      <AppProviders client={client}>
        <RouteErrorBoundary>
          <AppRoutes />
        </RouteErrorBoundary>
      </AppProviders>
    </StrictMode>
  );
}
