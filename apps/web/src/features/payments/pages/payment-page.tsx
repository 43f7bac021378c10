import { useParams } from 'react-router';
import { OrderNotFound } from '../../../components/order-not-found';
import { useLingui } from '@lingui/react/macro';
import { QueryView } from '../../../components/query-view';
import { useOrder } from '../api/get-order';
import { OrderPayment } from '../components/order-payment';

/** docs/product/orders-and-payments.md, dashboard/payment/{id}: pay one of your orders (one product or a whole cart). */
export function PaymentPage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const order = useOrder(id);
  return (
    <section aria-label={t`Payment`}>
      <QueryView query={order} loadingLabel={t`Loading your order`} notFound={<OrderNotFound browse />}>
        {(o) => <OrderPayment order={o} />}
      </QueryView>
    </section>
  );
}
