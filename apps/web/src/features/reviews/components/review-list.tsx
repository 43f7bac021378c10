import { Trans } from '@lingui/react/macro';
import type { Review } from '@store/contract';
import { ReviewCard } from './review-card';

export function ReviewList({ reviews, headingLevel }: { reviews: readonly Review[]; headingLevel?: 2 | 3 }) {
  if (reviews.length === 0) {
    return (
      <p className="rounded-box bg-base-200 p-6 text-center">
        <Trans>No reviews yet. Be the first to share how your saw cuts.</Trans>
      </p>
    );
  }
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {reviews.map((review) => (
        <li key={review._id}>
          <ReviewCard review={review} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
