// Every TanStack Query key of the app. Features read and invalidate through these, never through
// literal arrays: two features showing one record share one cache entry (the purchase page and the
// product pages), and invalidating a group (`products.all`) refreshes every view of it.
import type { ProductSort } from '@store/contract';

export const queryKeys = {
  auth: {
    /** better-auth's get-session for one token: who is signed in. */
    session: (token: string | null) => ['auth', 'session', token] as const,
    sessions: ['auth', 'session'] as const,
    isAdmin: (email: string | null) => ['auth', 'admin', email] as const,
    config: ['auth', 'config'] as const,
  },
  products: {
    all: ['products'] as const,
    list: (sort: ProductSort, limit?: number) => ['products', 'list', { sort, limit }] as const,
    detail: (id: string) => ['products', 'detail', id] as const,
  },
  orders: {
    all: ['orders'] as const,
    list: (email: string) => ['orders', 'list', email] as const,
    detail: (id: string) => ['orders', 'detail', id] as const,
  },
  payments: {
    config: ['payments', 'config'] as const,
    intent: (orderId: string) => ['payments', 'intent', orderId] as const,
  },
  profile: {
    all: ['profile'] as const,
    byEmail: (email: string) => ['profile', email] as const,
  },
  reviews: { all: ['reviews'] as const },
  users: { all: ['users'] as const },
};
