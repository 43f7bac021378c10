import { Link } from 'react-router';
import { QueryView } from '../../../components/query-view';
import { useReviews } from '../api/get-reviews';
import { ReviewList } from './review-list';

const LANDING_REVIEW_COUNT = 3;

/** The landing page's reviews section: the newest few, with a way to all of them. */
export function LatestReviews() {
  const query = useReviews();
  return (
    <section aria-labelledby="latest-reviews-title" className="border-t border-base-300">
      <div className="mx-auto max-w-7xl px-4 py-16">
        <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="latest-reviews-title" className="text-3xl font-bold">
              What Our Customers Say
            </h2>
            <p className="mt-2 text-base-content/80">Framers, cabinet makers and workshops on the saws they use every day.</p>
          </div>
          <Link to="/reviews" className="btn btn-outline">
            Read all reviews
          </Link>
        </div>
        <QueryView query={query} loadingLabel="Loading reviews">
          {(reviews) => <ReviewList reviews={reviews.slice(0, LANDING_REVIEW_COUNT)} headingLevel={3} />}
        </QueryView>
      </div>
    </section>
  );
}
