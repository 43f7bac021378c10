import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../lib/query-client';
import { SessionProvider } from '../features/auth/session';
import { ToastHost } from '../components/toast-host';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        {children}
        <ToastHost />
      </SessionProvider>
    </QueryClientProvider>
  );
}
