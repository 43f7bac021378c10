// Reading API data in components that also render on a public page's first view
// (docs/decisions/0023). The app (lib/spa-ports.tsx) plugs TanStack Query in; a public page's first
// view plugs in the data the server rendered the page with (app/static-ports.tsx), so its JavaScript
// carries no query library. Modules a public page imports use useAppQuery, never useQuery itself.
import { createContext, useContext } from 'react';
import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';

/** What the components read of a query (TanStack's UseQueryResult has all of it). */
export type QueryState<T> = ({ isSuccess: true; data: T } | { isSuccess: false; data: T | undefined }) & {
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  refetch(): unknown;
};

export type AppQueryOptions<T, K extends QueryKey = QueryKey> = UseQueryOptions<T, Error, T, K>;

export interface QueryPort {
  useQuery<T, K extends QueryKey>(options: AppQueryOptions<T, K>): QueryState<T>;
  /** Forgets every cached answer (sign-out). */
  clear(): void;
  setQueryData(queryKey: QueryKey, data: unknown): void;
}

const QueryPortContext = createContext<QueryPort | null>(null);
export const QueryPortProvider = QueryPortContext.Provider;

export function useQueryPort(): QueryPort {
  const port = useContext(QueryPortContext);
  if (!port) throw new Error('Queries need a <QueryPortProvider> above them');
  return port;
}

/** useQuery through the port. The port never changes under a mounted tree, so the hooks keep their order. */
export function useAppQuery<T, K extends QueryKey = QueryKey>(options: AppQueryOptions<T, K>): QueryState<T> {
  return useQueryPort().useQuery(options);
}
