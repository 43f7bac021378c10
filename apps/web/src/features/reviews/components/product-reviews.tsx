import { storeMessages } from '@store/contract/messages';
import { QueryView } from '../../../components/query-view';
import { useProductReviews, useReviewSummary } from '../api/get-product-reviews';
import { ReviewAction } from './review-action';
import { ReviewCard } from './review-card';
import { StarRating } from './star-rating';

/** A product page's reviews: their average and count, then the newest; `writeTo` is the form for one more. */
export function ProductReviews({ productId, writeTo }: { productId: string; writeTo: string }) {
  const summary = useReviewSummary(productId);
  const reviews = useProductReviews(productId);
  return (
    <section aria-labelledby="product-reviews-title" data-testid="product-reviews">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="product-reviews-title" className="text-2xl font-bold">
          {storeMessages.productReviews}
        </h2>
        <ReviewAction productId={productId} writeTo={writeTo} />
      </div>
      <QueryView query={summary} loadingLabel="Loading reviews">
        {({ count, average }) =>
          count > 0 && average !== null ? (
            <div className="mb-4 flex flex-wrap items-center gap-3" data-testid="review-summary">
              <StarRating rating={average} />
              <p>
                <span className="font-bold">{average.toFixed(1)}</span> out of 5 ·{' '}
                {count === 1 ? '1 review' : `${count.toLocaleString('en-US')} reviews`}
              </p>
            </div>
          ) : null
        }
      </QueryView>
      <QueryView query={reviews} loadingLabel="Loading reviews">
        {(list) =>
          list.length === 0 ? (
            <p className="rounded-box bg-base-200 p-6 text-center">{storeMessages.noProductReviews}</p>
          ) : (
            <ul className="grid gap-4 sm:grid-cols-2">
              {list.map((review) => (
                <li key={review._id}>
                  <ReviewCard review={review} headingLevel={3} showProduct={false} />
                </li>
              ))}
            </ul>
          )
        }
      </QueryView>
    </section>
  );
}
