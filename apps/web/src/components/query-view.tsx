import type { ReactNode } from 'react';
import { isNotFound } from '../lib/api-client';
import type { QueryState } from '../lib/query-port';
import { ErrorState } from './error-state';
import { Spinner } from './spinner';

/** The loading, error and data states every data view has, in one place. */
export function QueryView<T>({
  query,
  children,
  loadingLabel,
  notFound,
}: {
  query: QueryState<T>;
  children: (data: T) => ReactNode;
  loadingLabel?: string;
  /** Shown instead of an error with Try again when the record asked for does not exist. */
  notFound?: ReactNode;
}) {
  if (query.isPending) return <Spinner label={loadingLabel} />;
  if (query.isError && notFound && isNotFound(query.error)) return <>{notFound}</>;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  return <>{children(query.data as T)}</>;
}
