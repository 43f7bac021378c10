import { Navigate, useParams } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { QueryView } from '../../../components/query-view';
import { useLegacyCheckout } from '../api/legacy-checkout';
import { useOrder } from '../api/get-order';
import { OrderNotFound } from '../../../components/order-not-found';

/**
 * dashboard/checkout/{id}: where a checkout's mails (before orders had lines) lead. That checkout is
 * one order now: its payment page, or its own page once paid. Replaced in the history, so Back does
 * not come here again.
 */
export function LegacyCheckoutPage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const checkout = useLegacyCheckout(id);
  return (
    <section aria-label={t`Payment`}>
      <QueryView query={checkout} loadingLabel={t`Loading your order`} notFound={<OrderNotFound browse />}>
        {({ orderId }) => <ToOrder orderId={orderId} />}
      </QueryView>
    </section>
  );
}

function ToOrder({ orderId }: { orderId: string }) {
  const { t } = useLingui();
  const order = useOrder(orderId);
  const id = encodeURIComponent(orderId);
  return (
    <QueryView query={order} loadingLabel={t`Loading your order`} notFound={<OrderNotFound browse />}>
      {(o) => <Navigate to={o.paid ? `/dashboard/orders/${id}` : `/dashboard/payment/${id}`} replace />}
    </QueryView>
  );
}
