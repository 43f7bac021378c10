import { QueryView } from '../../../components/query-view';
import { useReviews } from '../api/get-reviews';
import { ReviewList } from '../components/review-list';

/** /reviews: every customer review, newest first. */
export function ReviewsPage() {
  const query = useReviews();
  return (
    <section className="mx-auto max-w-7xl px-4 py-10 sm:py-14">
      <header className="mb-8 max-w-3xl">
        <h1 className="text-3xl font-bold sm:text-4xl">Customer Reviews</h1>
        <p className="mt-3 text-base-content/80">
          What the people who cut with our saws every day say about them, good and bad.
        </p>
      </header>
      <QueryView query={query} loadingLabel="Loading reviews">
        {(reviews) => <ReviewList reviews={reviews} />}
      </QueryView>
    </section>
  );
}
