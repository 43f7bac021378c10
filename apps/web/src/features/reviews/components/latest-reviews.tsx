import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '../../../lib/navigation';
import { QueryView } from '../../../components/query-view';
import { useLatestReviews } from '../api/get-reviews';
import { ReviewList } from './review-list';

/** The landing page's reviews section: the newest few, with a way to all of them. */
export function LatestReviews() {
  const { t } = useLingui();
  const query = useLatestReviews();
  return (
    <section aria-labelledby="latest-reviews-title" className="border-t border-base-300">
      <div className="mx-auto max-w-7xl px-4 py-16">
        <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="latest-reviews-title" className="text-3xl font-bold">
              <Trans>What Our Customers Say</Trans>
            </h2>
            <p className="mt-2 text-base-content/80">
              <Trans>Framers, cabinet makers and workshops on the saws they use every day.</Trans>
            </p>
          </div>
          <Link to="/reviews" className="btn btn-outline">
            <Trans>Read all reviews</Trans>
          </Link>
        </div>
        <QueryView query={query} loadingLabel={t`Loading reviews`}>
          {(reviews) => <ReviewList reviews={reviews} headingLevel={3} />}
        </QueryView>
      </div>
    </section>
  );
}
