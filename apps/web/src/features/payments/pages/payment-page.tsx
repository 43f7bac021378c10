import { Link, useParams } from 'react-router';
import { NotFoundState } from '../../../components/not-found-state';
import { QueryView } from '../../../components/query-view';
import { useOrder } from '../api/get-order';
import { Checkout } from '../components/checkout';

const orderNotFound = (
  <NotFoundState
    title="We could not find this order"
    message="It may have been deleted, or it expired before it was paid, or the link is incomplete."
    actions={
      <>
        <Link to="/dashboard" className="btn btn-outline">
          Back to My Orders
        </Link>
        <Link to="/all-product" className="btn btn-primary">
          Browse the products
        </Link>
      </>
    }
  />
);

/** SPEC section 2, dashboard/payment/{id}: pay one of your orders. */
export function PaymentPage() {
  const { id = '' } = useParams();
  const order = useOrder(id);
  return (
    <section aria-label="Payment">
      <QueryView query={order} loadingLabel="Loading your order" notFound={orderNotFound}>
        {(o) => <Checkout order={o} />}
      </QueryView>
    </section>
  );
}
