import { Trans, useLingui } from '@lingui/react/macro';
import { ErrorState } from '../../../components/error-state';
import { failedAsWhole, LoadMore } from '../../../components/load-more';
import { Spinner } from '../../../components/spinner';
import { useReviewPages } from '../api/get-review-pages';
import { ReviewList } from '../components/review-list';

/** /reviews: every customer review, newest first, a page at a time. */
export function ReviewsPage() {
  const { t } = useLingui();
  const pages = useReviewPages();
  return (
    <section className="mx-auto max-w-7xl px-4 py-10 sm:py-14">
      <header className="mb-8 max-w-3xl">
        <h1 className="text-3xl font-bold sm:text-4xl">
          <Trans>Customer Reviews</Trans>
        </h1>
        <p className="mt-3 text-base-content/80">
          <Trans>What the people who cut with our saws every day say about them, good and bad.</Trans>
        </p>
      </header>
      {pages.isPending ? (
        <Spinner label={t`Loading reviews`} />
      ) : failedAsWhole(pages) ? (
        <ErrorState error={pages.error} onRetry={() => void pages.refetch()} />
      ) : (
        <>
          <ReviewList reviews={pages.data?.pages.flatMap((p) => p.reviews) ?? []} />
          <div className="mt-10 flex justify-center empty:hidden">
            <LoadMore pages={pages} label={t`Load more reviews`} className="btn-outline btn-wide" />
          </div>
        </>
      )}
    </section>
  );
}
