import { useParams } from 'react-router';
import { QueryView } from '../../../components/query-view';
import { useOrder } from '../api/get-order';
import { Checkout } from '../components/checkout';

/** SPEC section 2, dashboard/payment/{id}: pay one of your orders. */
export function PaymentPage() {
  const { id = '' } = useParams();
  const order = useOrder(id);
  return (
    <section aria-label="Payment">
      <QueryView query={order} loadingLabel="Loading your order">
        {(o) => <Checkout order={o} />}
      </QueryView>
    </section>
  );
}
