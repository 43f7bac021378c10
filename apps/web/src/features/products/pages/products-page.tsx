import { Trans } from '@lingui/react/macro';
import { ShopPage } from '../components/shop-page';

/** /products: the product section, in catalogue order unless the shopper sorts, searches or filters. */
export function ProductsPage() {
  return (
    <ShopPage
      pageSort="oldest"
      header={
        <header className="mb-8 max-w-3xl">
          <h1 className="text-3xl font-bold sm:text-4xl">
            <Trans>Our Products</Trans>
          </h1>
          <p className="mt-3 text-base-content/80">
            <Trans>
              Circular, mitre, jig, table, band and reciprocating saws, and the blades that go in them. Every tool is built and
              tested in our own plant and shipped worldwide.
            </Trans>
          </p>
        </header>
      }
    />
  );
}
