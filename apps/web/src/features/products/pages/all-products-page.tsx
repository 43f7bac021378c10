import { Trans, useLingui } from '@lingui/react/macro';
import { specMessages } from '../../../lib/spec-messages';
import { ShopPage } from '../components/shop-page';

/** /all-product: the manufacturing line grid (messages.manufacturingLine), newest first. */
export function AllProductsPage() {
  const { i18n } = useLingui();
  return (
    <ShopPage
      pageSort="newest"
      header={
        <header className="mb-8 max-w-3xl">
          <h1 className="text-3xl font-bold sm:text-4xl">{i18n._(specMessages.manufacturingLine)}</h1>
          <p className="mt-3 text-base-content/80">
            <Trans>Everything we make, with the newest additions first.</Trans>
          </p>
        </header>
      }
    />
  );
}
