import { lazy, Suspense, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../lib/query-client';
import { SessionProvider } from '../features/auth/session';

// Toasts are not needed for the first paint; their code loads after it.
const Toasts = lazy(() => import('../components/toasts'));

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        {children}
        <Suspense fallback={null}>
          <Toasts />
        </Suspense>
      </SessionProvider>
    </QueryClientProvider>
  );
}
