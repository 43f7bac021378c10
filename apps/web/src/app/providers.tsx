import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { queryClient } from '../lib/query-client';
import { SessionProvider } from '../features/auth/session';
import { ToastHost } from '../components/toast-host';

/** `client`: the server renders each page with a client of its own; the browser uses the shared one. */
export function AppProviders({ children, client = queryClient }: { children: ReactNode; client?: QueryClient }) {
  return (
    <QueryClientProvider client={client}>
      <SessionProvider>
        {children}
        <ToastHost />
      </SessionProvider>
    </QueryClientProvider>
  );
}
