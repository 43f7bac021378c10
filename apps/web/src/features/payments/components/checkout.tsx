import { useQueryClient } from '@tanstack/react-query';
import type { Order } from '@store/contract';
import { formatPrice } from '@store/contract/limits';
import { ProductThumbnail } from '../../../components/product-thumbnail';
import { orderNumbers } from '../../../lib/order-display';
import { usePaymentIntent } from '../api/create-payment-intent';
import { getOrderQueryOptions } from '../api/get-order';
import { usePaymentConfig } from '../api/get-payment-config';
import { usePayOrder } from '../api/pay-order';
import { CardPaymentSection } from './card-payment-section';
import { useRecordPayment } from './use-record-payment';

/** The payment page's body (docs/product/orders-and-payments.md): greeting, product, quantity, total, card entry, result. */
export function Checkout({ order }: { order: Order }) {
  const payOrder = usePayOrder();
  const queryClient = useQueryClient();
  const { paidWith, onSucceeded } = useRecordPayment(
    (transactionId) => payOrder.mutateAsync({ order, transactionId }),
    async () => (await queryClient.fetchQuery({ ...getOrderQueryOptions(order._id), staleTime: 0 })).transactionId,
  );
  const config = usePaymentConfig();
  const intent = usePaymentIntent(order._id, order.totalPrice, !order.paid && paidWith === null);

  const amountLabel = formatPrice(order.totalPrice);
  const transactionId = paidWith ?? order.transactionId;
  const paid = paidWith !== null || order.paid;
  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <article className="card border border-base-300 bg-base-100 shadow-sm" aria-labelledby="payment-greeting">
        <div className="card-body gap-3">
          <h1 id="payment-greeting" className="text-2xl font-bold">
            Hello, {order.userName}
          </h1>
          {paid ? (
            <p className="text-lg">
              Your order of <strong>{order.productName}</strong> is paid.{' '}
              <span className="badge badge-success badge-soft align-middle">Paid</span>
            </p>
          ) : (
            <p className="text-lg">
              Please pay for <strong>{order.productName}</strong>
            </p>
          )}
          <div className="flex items-center gap-4">
            <ProductThumbnail src={order.productImage} width={128} />
            <dl className="grid grid-cols-[auto_1fr] items-baseline gap-x-4 gap-y-1">
              <dt className="text-base-content/70">Quantity</dt>
              <dd className="font-semibold" data-testid="payment-quantity">
                {order.totalQuantity.toLocaleString('en-US')}
              </dd>
              <dt className="text-base-content/70">Total</dt>
              <dd className="text-xl font-extrabold" data-testid="payment-total">
                {amountLabel}
              </dd>
            </dl>
          </div>
        </div>
      </article>

      <CardPaymentSection
        paid={paid}
        paidWith={paidWith}
        transactionId={transactionId}
        config={config}
        intent={intent}
        billing={{ name: order.userName, email: order.userEmail }}
        amountLabel={amountLabel}
        paidLabel={amountLabel}
        orderNumber={orderNumbers([order])}
        expiresAt={paid ? null : order.expiresAt}
        onSucceeded={onSucceeded}
      />
    </div>
  );
}
