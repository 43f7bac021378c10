// The app's own router and query library behind lib/navigation and lib/query-port (docs/decisions/0023).
import { useQuery, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { Link, NavLink, useNavigate, useParams, useSearchParams } from 'react-router';
import type { Navigation } from './navigation';
import type { AppQueryOptions, QueryPort, QueryState } from './query-port';

export const routerNavigation: Navigation = { Link, NavLink, useParams, useNavigate, useSearchParams };

function useTanstackQuery<T, K extends QueryKey>(options: AppQueryOptions<T, K>): QueryState<T> {
  return useQuery(options);
}

export const tanstackQueryPort = (client: QueryClient): QueryPort => ({
  useQuery: useTanstackQuery,
  clear: () => client.clear(),
  setQueryData: (queryKey, data) => void client.setQueryData(queryKey, data),
});
