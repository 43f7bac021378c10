import { Link } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import type { ReviewableProductList } from '@store/contract';
import { limits } from '@store/contract/limits';
import { ProductThumbnail } from '../../../components/product-thumbnail';
import { storeSpecMessages } from '../../../lib/store-spec-messages';

/** Add A Review's list of the products the shopper bought: each links to its review form (to write or edit). */
export function ReviewableProducts({ products }: { products: ReviewableProductList }) {
  const { t, i18n } = useLingui();
  const most = limits.ratingMax;
  return (
    <section aria-labelledby="reviewable-products-title" className="flex min-w-0 flex-col gap-3" data-testid="reviewable-products">
      <h2 id="reviewable-products-title" className="text-xl font-bold">
        {i18n._(storeSpecMessages.reviewableProducts)}
      </h2>
      {products.length === 0 ? (
        <p className="rounded-box bg-base-200 p-4 text-base-content/80">{i18n._(storeSpecMessages.noReviewableProducts)}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-base-300 rounded-box border border-base-300 bg-base-100">
          {products.map((product) => {
            const action = i18n._(product.review ? storeSpecMessages.editProductReview : storeSpecMessages.writeProductReview);
            const rated = product.review?.ratings;
            const name = product.name;
            return (
              <li key={product._id} className="flex flex-wrap items-center gap-3 p-3" data-testid="reviewable-product">
                <ProductThumbnail src={product.img} width={64} loading="lazy" />
                <div className="min-w-0 flex-1 basis-40">
                  <p className="font-semibold [overflow-wrap:anywhere]">{product.name}</p>
                  <p className="text-sm text-base-content/75">
                    {product.review ? t`You rated it ${rated} out of ${most}` : t`Not reviewed yet`}
                  </p>
                </div>
                <Link
                  to={`/dashboard/add-review?product=${encodeURIComponent(product.slug)}`}
                  className={`btn btn-sm ${product.review ? 'btn-outline' : 'btn-primary'}`}
                  aria-label={t`${action}: ${name}`}
                >
                  {action}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
