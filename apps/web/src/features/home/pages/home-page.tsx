import type { ReactNode } from 'react';
import { PageTextsProvider } from '../../../lib/page-texts';
import { BusinessSummary } from '../components/business-summary';
import { ProductFeatures } from '../components/product-features';
import { WelcomeBanner } from '../components/welcome-banner';

/**
 * The landing page of docs/product/screens.md. The manufacturing line and the reviews belong to the products
 * and reviews features; features never import each other, so the router hands them in as slots.
 */
export function HomePage({ manufacturingLine, reviews }: { manufacturingLine?: ReactNode; reviews?: ReactNode }) {
  return (
    <PageTextsProvider page="landing">
      <WelcomeBanner />
      <BusinessSummary />
      <ProductFeatures />
      {manufacturingLine}
      {reviews}
    </PageTextsProvider>
  );
}
