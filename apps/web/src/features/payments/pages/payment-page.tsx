import { Navigate, useParams } from 'react-router';
import { orderNotFound } from '../components/order-not-found';
import { QueryView } from '../../../components/query-view';
import { useOrder } from '../api/get-order';
import { Checkout } from '../components/checkout';

/** docs/product/orders-and-payments.md, dashboard/payment/{id}: pay one of your orders. */
export function PaymentPage() {
  const { id = '' } = useParams();
  const order = useOrder(id);
  return (
    <section aria-label="Payment">
      <QueryView query={order} loadingLabel="Loading your order" notFound={orderNotFound}>
        {/* An order placed from the cart is paid with the rest of its checkout, in one payment. */}
        {(o) => (o.checkoutId && !o.paid ? <Navigate to={`/dashboard/checkout/${o.checkoutId}`} replace /> : <Checkout order={o} />)}
      </QueryView>
    </section>
  );
}
