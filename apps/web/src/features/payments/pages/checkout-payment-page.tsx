import { useParams } from 'react-router';
import { orderNotFound } from '../components/order-not-found';
import { QueryView } from '../../../components/query-view';
import { useCheckout } from '../api/checkout-payment';
import { CheckoutPayment } from '../components/checkout-payment';

/** dashboard/checkout/{id}: one payment for every order placed together from the cart. */
export function CheckoutPaymentPage() {
  const { id = '' } = useParams();
  const checkout = useCheckout(id);
  return (
    <section aria-label="Payment">
      <QueryView query={checkout} loadingLabel="Loading your order" notFound={orderNotFound}>
        {(c) => <CheckoutPayment checkout={c} />}
      </QueryView>
    </section>
  );
}
