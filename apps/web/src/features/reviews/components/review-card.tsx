import { Trans } from '@lingui/react/macro';
import { usePageFormat, type PageFormat } from '../../../lib/format';
import { Link } from '../../../lib/navigation';
import type { Review } from '@store/contract';
import { productPagePath } from '@store/contract/product-path';
import { avatarPlaceholder, FallbackImage } from '../../../components/fallback-image';
import { StarRating } from './star-rating';

/**
 * The day a review was posted, as 'Nov 26, 2026'. In UTC: the server renders the same words the
 * browser then hydrates, whatever either's time zone.
 */
export const reviewDate = (format: PageFormat, iso: string) => format.date(iso, { dateStyle: 'medium', timeZone: 'UTC' });

/** `showProduct`: name the product reviewed (not on that product's own page). */
export function ReviewCard({ review, headingLevel = 2, showProduct = true }: { review: Review; headingLevel?: 2 | 3; showProduct?: boolean }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const format = usePageFormat();
  const reviewed = review.product;
  const productName = reviewed?.slug ? (
    <Link to={productPagePath(reviewed.slug)} className="link font-semibold">
      {reviewed.name}
    </Link>
  ) : (
    <span className="font-semibold">{reviewed?.name}</span>
  );
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
              <span className="badge badge-sm mt-1 border-0 bg-emerald-100 text-emerald-900">
                <Trans>Verified buyer</Trans>
              </span>
            )}
          </div>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <StarRating rating={Number(review.ratings)} />
          <time dateTime={review.createdAt} className="text-sm text-base-content/75">
            {reviewDate(format, review.createdAt)}
          </time>
        </div>
        {showProduct && review.product && (
          <p className="text-sm [overflow-wrap:anywhere]" data-testid="review-product">
            <Trans>
              <span className="text-base-content/75">About{' '}</span>
              {productName}
            </Trans>
          </p>
        )}
        <p className="break-words text-base-content/85">{review.reviewContent}</p>
      </div>
    </article>
  );
}
