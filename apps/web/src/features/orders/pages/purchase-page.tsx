import { Link, useParams } from 'react-router';
import type { Product } from '@store/contract';
import { NotFoundState } from '../../../components/not-found-state';
import { QueryView } from '../../../components/query-view';
import { Spinner } from '../../../components/spinner';
import { useSavedAddress } from '../../../lib/saved-address';
import { useSession, type SessionUser } from '../../../lib/session';
import { useOrderProduct } from '../api/get-order-product';
import { ProductSummary } from '../components/product-summary';
import { PurchaseForm } from '../components/purchase-form';

const productNotFound = (
  <NotFoundState
    title="We could not find this product"
    message="It may no longer be on sale, or the link is incomplete."
    actions={
      <Link to="/all-product" className="btn btn-primary">
        Browse the products
      </Link>
    }
  />
);

/** docs/product/orders-and-payments.md, purchase/{id}: the product beside the order form. */
export function PurchasePage() {
  const { id = '' } = useParams();
  const { user } = useSession();
  const product = useOrderProduct(id);

  return (
    <section className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <QueryView query={product} loadingLabel="Loading the product" notFound={productNotFound}>
        {(p) => (
          <div className="grid items-start gap-6 lg:grid-cols-2">
            <ProductSummary product={p} />
            {/* The signed-in guard renders this page only with a user; the spinner covers the instant before. */}
            {user ? <FormFor product={p} user={user} /> : <Spinner />}
          </div>
        )}
      </QueryView>
    </section>
  );
}

/** The form once the saved address is there to fill it. */
function FormFor({ product, user }: { product: Product; user: SessionUser }) {
  const saved = useSavedAddress(user.id);
  return (
    <QueryView query={saved} loadingLabel="Loading your address">
      {(address) => <PurchaseForm key={product._id} product={product} user={user} saved={address} />}
    </QueryView>
  );
}
