import type { Review } from '@store/contract';
import { avatarPlaceholder, FallbackImage } from '../../../components/fallback-image';
import { StarRating } from './star-rating';

export function ReviewCard({ review, headingLevel = 2 }: { review: Review; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="card h-full border border-base-300 bg-base-100 shadow-sm" data-testid="review-card">
      <div className="card-body gap-4 p-5">
        <div className="flex items-center gap-3">
          {/* The name sits right beside the picture, so the picture itself is decorative. */}
          <FallbackImage
            src={review.img}
            fallback={avatarPlaceholder}
            alt=""
            width={48}
            height={48}
            loading="lazy"
            decoding="async"
            className="size-12 shrink-0 rounded-full bg-base-200 object-cover"
          />
          <div className="min-w-0">
            <Heading className="truncate font-semibold">{review.name}</Heading>
            {review.verifiedBuyer && (
              <span className="badge badge-sm mt-1 border-0 bg-emerald-100 text-emerald-900">Verified buyer</span>
            )}
          </div>
        </div>
        <StarRating rating={Number(review.ratings)} />
        <p className="break-words text-base-content/85">{review.reviewContent}</p>
      </div>
    </article>
  );
}
