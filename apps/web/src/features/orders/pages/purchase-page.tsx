import { Link, useParams, useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Product, ProductVariant } from '@store/contract';
import { asVersion, variantBySku, versionName } from '@store/contract/variant-choice';
import { NotFoundState } from '../../../components/not-found-state';
import { VariantPicker } from '../../../components/variant-picker';
import { ProductAction } from '../../../lib/product-action';
import { QueryView } from '../../../components/query-view';
import { Spinner } from '../../../components/spinner';
import { useSavedAddress } from '../../../lib/saved-address';
import { useSession, type SessionUser } from '../../../lib/session';
import { useOrderProduct } from '../api/get-order-product';
import { ProductSummary } from '../components/product-summary';
import { PurchaseForm } from '../components/purchase-form';

function ProductNotFound() {
  const { t } = useLingui();
  return (
    <NotFoundState
      title={t`We could not find this product`}
      message={t`It may no longer be on sale, or the link is incomplete.`}
      actions={
        <Link to="/all-product" className="btn btn-primary">
          <Trans>Browse the products</Trans>
        </Link>
      }
    />
  );
}

/**
 * docs/product/orders-and-payments.md, purchase/{id}: the product beside the order form. A product
 * sold in several versions offers them, the one in `?variant=<sku>` (the product page's choice) first.
 */
export function PurchasePage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const { user } = useSession();
  const product = useOrderProduct(id);
  const [search, setSearch] = useSearchParams();
  const choose = (next: ProductVariant) => setSearch({ variant: next.sku }, { replace: true, preventScrollReset: true });

  return (
    <section className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <QueryView query={product} loadingLabel={t`Loading the product`} notFound={<ProductNotFound />}>
        {(whole) => {
          const variant = variantBySku(whole, search.get('variant'));
          const several = (whole.variants?.length ?? 0) > 1;
          const p = asVersion(whole, variant);
          const chosen = several && variant ? { variantId: variant._id, version: versionName(variant, whole.options ?? []) } : undefined;
          return (
            <div className="grid items-start gap-6 lg:grid-cols-2">
              <ProductSummary
                product={p}
                choice={variant && <VariantPicker product={whole} chosen={variant} onChoose={choose} />}
                action={<ProductAction product={{ ...p, ...chosen }} />}
              />
              {/* The signed-in guard renders this page only with a user; the spinner covers the instant before. */}
              {user ? <FormFor product={p} variantId={chosen?.variantId} user={user} /> : <Spinner />}
            </div>
          );
        }}
      </QueryView>
    </section>
  );
}

/** The form once the saved address is there to fill it. */
function FormFor({ product, variantId, user }: { product: Product; variantId: string | undefined; user: SessionUser }) {
  const { t } = useLingui();
  const saved = useSavedAddress(user.id);
  return (
    <QueryView query={saved} loadingLabel={t`Loading your address`}>
      {/* Another version keeps what was typed; its price and quantity rules apply at once. */}
      {(address) => <PurchaseForm key={product._id} product={product} variantId={variantId} user={user} saved={address} />}
    </QueryView>
  );
}
