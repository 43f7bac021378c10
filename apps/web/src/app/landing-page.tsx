import { HomePage } from '../features/home/pages/home-page';
import { LandingProducts } from '../features/products/components/landing-products';
import { LatestReviews } from '../features/reviews/components/latest-reviews';

/** The landing page's product and review sections come from their own features (no cross-feature imports). */
export function LandingPage() {
  return <HomePage manufacturingLine={<LandingProducts />} reviews={<LatestReviews />} />;
}
