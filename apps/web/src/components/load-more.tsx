import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import { ErrorState } from './error-state';
import { ButtonSpinner } from './spinner';

type Pages = Pick<UseInfiniteQueryResult, 'hasNextPage' | 'isFetchingNextPage' | 'isFetchNextPageError' | 'error' | 'fetchNextPage'>;

/** A paged list failed as a whole (its first page); a later page's failure leaves the rows shown. */
export const failedAsWhole = (pages: Pick<UseInfiniteQueryResult, 'isError' | 'isFetchNextPageError'>) => pages.isError && !pages.isFetchNextPageError;

/**
 * Under a paged list: the button that fetches the next page (busy while it loads), or, when that
 * page failed, the error with Try again.
 */
export function LoadMore({ pages, label, className }: { pages: Pages; label: string; className?: string }) {
  if (pages.isFetchNextPageError) return <ErrorState error={pages.error} onRetry={() => void pages.fetchNextPage()} />;
  if (!pages.hasNextPage) return null;
  return (
    <button type="button" className={`btn ${className ?? ''}`} disabled={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
      <ButtonSpinner show={pages.isFetchingNextPage} />
      {label}
    </button>
  );
}
