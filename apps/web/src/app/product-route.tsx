// The product page with its reviews: the products and reviews features meet here (features never
// import each other).
import { ProductPage } from '../features/products/pages/product-page';
import { ProductReviews } from '../features/reviews/components/product-reviews';

export function ProductRoute() {
  return (
    <ProductPage
      reviews={(product) => (
        <ProductReviews productId={product._id} writeTo={`/dashboard/add-review?product=${encodeURIComponent(product.slug)}`} />
      )}
    />
  );
}
