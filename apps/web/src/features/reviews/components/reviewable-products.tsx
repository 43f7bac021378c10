import { Link } from 'react-router';
import type { ReviewableProductList } from '@store/contract';
import { limits } from '@store/contract/limits';
import { storeMessages } from '@store/contract/messages';
import { ProductThumbnail } from '../../../components/product-thumbnail';

/** Add A Review's list of the products the shopper bought: each links to its review form (to write or edit). */
export function ReviewableProducts({ products }: { products: ReviewableProductList }) {
  return (
    <section aria-labelledby="reviewable-products-title" className="flex min-w-0 flex-col gap-3" data-testid="reviewable-products">
      <h2 id="reviewable-products-title" className="text-xl font-bold">
        {storeMessages.reviewableProducts}
      </h2>
      {products.length === 0 ? (
        <p className="rounded-box bg-base-200 p-4 text-base-content/80">{storeMessages.noReviewableProducts}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-base-300 rounded-box border border-base-300 bg-base-100">
          {products.map((product) => {
            const action = product.review ? storeMessages.editProductReview : storeMessages.writeProductReview;
            return (
              <li key={product._id} className="flex flex-wrap items-center gap-3 p-3" data-testid="reviewable-product">
                <ProductThumbnail src={product.img} width={64} loading="lazy" />
                <div className="min-w-0 flex-1 basis-40">
                  <p className="font-semibold [overflow-wrap:anywhere]">{product.name}</p>
                  <p className="text-sm text-base-content/75">
                    {product.review ? `You rated it ${product.review.ratings} out of ${limits.ratingMax}` : 'Not reviewed yet'}
                  </p>
                </div>
                <Link
                  to={`/dashboard/add-review?product=${encodeURIComponent(product.slug)}`}
                  className={`btn btn-sm ${product.review ? 'btn-outline' : 'btn-primary'}`}
                  aria-label={`${action}: ${product.name}`}
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
