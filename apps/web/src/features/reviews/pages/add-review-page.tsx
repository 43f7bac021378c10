import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { QueryView } from '../../../components/query-view';
import { storeSpecMessages } from '../../../lib/store-spec-messages';
import { useReviewable } from '../api/get-reviewable';
import { ReviewForm, type ReviewedProduct } from '../components/review-form';
import { ReviewableProducts } from '../components/reviewable-products';
import { reviewAccessOf } from '../review-access';

/**
 * The original app's Add A Review. `product` (the app finds it from the address's `?product=` slug): the review
 * of that product, which only its buyers may write (once; then they edit it). Without it: the
 * review of the store, beside the list of the products the shopper may review.
 */
export function AddReviewPage({ product }: { product?: ReviewedProduct }) {
  const { t, i18n } = useLingui();
  const reviewable = useReviewable();
  const productName = product?.name;
  return (
    <section className="flex flex-col gap-6">
      <div>
        <h1 className="text-3xl font-bold">
          <Trans>Add A Review</Trans>
        </h1>
        <p className="mt-2 text-base-content/80">
          <Trans>Tell other makers how our saws work for you.</Trans>
        </p>
      </div>
      {product ? (
        <QueryView query={reviewable} loadingLabel={t`Loading what you may review`}>
          {(list) => {
            const access = reviewAccessOf(list, product._id);
            if (access.kind === 'not-buyer') {
              return (
                <div className="flex flex-col gap-6">
                  <div role="note" className="alert alert-info alert-soft max-w-xl" data-testid="review-not-buyer">
                    <div>
                      <p className="font-semibold">{i18n._(storeSpecMessages.reviewNotBuyer)}.</p>
                      <p>
                        <Trans>
                          You have no paid order of {productName} yet.{' '}
                          <Link to="/dashboard/add-review" className="link">
                            Review the store instead
                          </Link>
                        </Trans>
                      </p>
                    </div>
                  </div>
                  <div className="max-w-xl">
                    <ReviewableProducts products={list} />
                  </div>
                </div>
              );
            }
            const existing = access.kind === 'edit' ? access.review : undefined;
            // A new key once the review exists: the form then edits it.
            return <ReviewForm key={`${product._id}:${existing?._id ?? ''}`} product={product} existing={existing} />;
          }}
        </QueryView>
      ) : (
        <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,36rem)_minmax(0,1fr)]">
          <ReviewForm />
          <QueryView query={reviewable} loadingLabel={t`Loading what you may review`}>
            {(list) => <ReviewableProducts products={list} />}
          </QueryView>
        </div>
      )}
    </section>
  );
}
