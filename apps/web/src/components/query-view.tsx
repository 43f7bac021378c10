import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { isNotFound } from '../lib/api-client';
import type { QueryState } from '../lib/query-port';
import { Spinner } from './spinner';

type ErrorProps = { error: unknown; onRetry?: () => void };

/** The error as sent, with Try again: what shows when ErrorState's own chunk cannot load either (offline, a new deploy). */
function PlainError({ error, onRetry }: ErrorProps) {
  return (
    <div role="alert" className="alert alert-error alert-soft mx-auto my-6 max-w-xl">
      <span>{error instanceof Error ? error.message : null}</span>
      {onRetry && (
        <button type="button" className="btn btn-sm" onClick={onRetry}>
          <Trans>Try again</Trans>
        </button>
      )}
    </div>
  );
}

// Loaded when a read fails: a public page's first view, which shows the server's data, does not
// carry it. A read fails mostly when the network does, so its chunk is asked for twice, and a
// failure to load it shows the plain error instead (React keeps a failed lazy load for good).
const ErrorState = lazy(() =>
  import('./error-state')
    .catch(() => import('./error-state'))
    .then(
      (m): { default: ComponentType<ErrorProps> } => ({ default: m.ErrorState }),
      (): { default: ComponentType<ErrorProps> } => ({ default: PlainError }),
    ),
);

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
