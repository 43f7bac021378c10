import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '../../../lib/navigation';
import { limits } from '@store/contract/limits';
import { QueryView } from '../../../components/query-view';
import { useProducts } from '../api/get-products';
import { ProductGrid } from './product-grid';
import { selectLandingProducts } from './landing-selection';

/**
 * The landing page's manufacturing line (docs/product/catalogue.md): the first three products, reversed. It
 * asks for exactly those three, never the whole catalogue.
 */
export function LandingProducts() {
  const { t } = useLingui();
  const query = useProducts('oldest', limits.landingProductCount);
  return (
    <section aria-labelledby="manufacturing-line-title" className="mx-auto max-w-7xl px-4 py-16">
      <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="manufacturing-line-title" className="text-3xl font-bold">
            {/* The contract's messages.manufacturingLine, word for word (lib/spec-messages.ts is kept out of the first view). */}
            <Trans>Our Manufacturing Line</Trans>
          </h2>
          <p className="mt-2 text-base-content/80">
            <Trans>Saws and blades we build, test and ship from our own plant.</Trans>
          </p>
        </div>
        <Link to="/products" className="btn btn-outline">
          <Trans>See all products</Trans>
        </Link>
      </div>
      <QueryView query={query} loadingLabel={t`Loading products`}>
        {(products) => <ProductGrid products={selectLandingProducts(products)} headingLevel={3} />}
      </QueryView>
    </section>
  );
}
