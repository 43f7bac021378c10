import { lazy, Suspense, type ReactNode } from 'react';
import { isNotFound } from '../lib/api-client';
import type { QueryState } from '../lib/query-port';
import { Spinner } from './spinner';

// Loaded when a read fails: a public page's first view, which shows the server's data, does not carry it.
const ErrorState = lazy(() => import('./error-state').then((m) => ({ default: m.ErrorState })));

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
  if (query.isError)
    return (
      <Suspense fallback={null}>
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      </Suspense>
    );
  return <>{children(query.data as T)}</>;
}
