import { useLingui } from '@lingui/react/macro';
// Add A Review, of the store or, with `?product=<slug>` (the product page's link), of that product:
// the products feature finds the product, the reviews feature's form names it.
import { useSearchParams } from 'react-router';
import { ErrorState } from '../components/error-state';
import { Spinner } from '../components/spinner';
import { useProductBySlug } from '../features/products/api/get-product';
import { AddReviewPage } from '../features/reviews/pages/add-review-page';

export function AddReviewRoute() {
  const [params] = useSearchParams();
  const slug = params.get('product');
  return slug ? <ProductReview slug={slug} /> : <AddReviewPage />;
}

function ProductReview({ slug }: { slug: string }) {
  const product = useProductBySlug(slug);
  const { t } = useLingui();
  if (product.isPending) return <Spinner label={t`Loading the product`} />;
  // The lookup failed: say so, rather than post the review as one of the store.
  if (product.isError) return <ErrorState error={product.error} onRetry={() => void product.refetch()} />;
  // An unknown product: the store's review form, as without it.
  return <AddReviewPage product={product.data ?? undefined} />;
}
