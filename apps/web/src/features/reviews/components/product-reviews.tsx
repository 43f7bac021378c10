import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { usePageFormat } from '../../../lib/format';
import { storeSpecMessages } from '../../../lib/store-spec-messages';
import { QueryView } from '../../../components/query-view';
import { useProductReviews, useReviewSummary } from '../api/get-product-reviews';
import { ReviewAction } from './review-action';
import { ReviewCard } from './review-card';
import { StarRating } from './star-rating';

/** A product page's reviews: their average and count, then the newest; `writeTo` is the form for one more. */
export function ProductReviews({ productId, writeTo }: { productId: string; writeTo: string }) {
  const { t, i18n } = useLingui();
  const format = usePageFormat();
  /** The average to one decimal (4.5), as the page's readers write it. */
  const oneDecimal = (n: number) => new Intl.NumberFormat(format.locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(n);
  const summary = useReviewSummary(productId);
  const reviews = useProductReviews(productId);
  return (
    <section aria-labelledby="product-reviews-title" data-testid="product-reviews">
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="product-reviews-title" className="text-2xl font-bold">
          {i18n._(storeSpecMessages.productReviews)}
        </h2>
        <ReviewAction productId={productId} writeTo={writeTo} />
      </div>
      <QueryView query={summary} loadingLabel={t`Loading reviews`}>
        {({ count, average }) => {
          if (!(count > 0 && average !== null)) return null;
          const averageText = oneDecimal(average);
          return (
            <div className="mb-4 flex flex-wrap items-center gap-3" data-testid="review-summary">
              <StarRating rating={average} />
              <p>
                <Trans>
                  <span className="font-bold">{averageText}</span> out of 5 · <Plural value={count} one="# review" other="# reviews" />
                </Trans>
              </p>
            </div>
          );
        }}
      </QueryView>
      <QueryView query={reviews} loadingLabel={t`Loading reviews`}>
        {(list) =>
          list.length === 0 ? (
            <p className="rounded-box bg-base-200 p-6 text-center">{i18n._(storeSpecMessages.noProductReviews)}</p>
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
