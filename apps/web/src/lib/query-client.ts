import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** The app's query settings; the server makes one client per rendered page with them. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // Client errors will not heal by retrying; network blips might.
        retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
      },
    },
  });
}

/** The browser's one client. */
export const queryClient = createQueryClient();
