import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { Order } from '@store/contract';
import { formatOrderNumber } from '@store/contract/limits';
import { formatMoney } from '@store/contract/money';
import { lineVersionText } from '@store/contract/variant-choice';
import { LineList } from '../../../components/line-list';
import { ProductThumbnail } from '../../../components/product-thumbnail';
import { usePaymentIntent } from '../api/create-payment-intent';
import { getOrderQueryOptions } from '../api/get-order';
import { usePaymentConfig } from '../api/get-payment-config';
import { usePayOrder } from '../api/pay-order';
import { CardPaymentSection } from './card-payment-section';
import { useRecordPayment } from './use-record-payment';

/**
 * The payment page's body (docs/product/orders-and-payments.md): greeting, what is bought (the
 * product, quantity and total of a one-line order; every line and the total of a cart's order),
 * card entry, result. One payment for the whole order, whatever its lines.
 */
export function OrderPayment({ order }: { order: Order }) {
  const payOrder = usePayOrder();
  const queryClient = useQueryClient();
  const { paidWith, onSucceeded } = useRecordPayment(
    (transactionId) => payOrder.mutateAsync({ order, transactionId }),
    async () => (await queryClient.fetchQuery({ ...getOrderQueryOptions(order._id), staleTime: 0 })).transactionId,
  );
  const config = usePaymentConfig();
  const paid = paidWith !== null || order.paid;
  // Nothing to pay and nothing paid: the shop cancelled it (or it moved on) before the payment.
  const cancelled = !paid && order.status !== 'Pending';
  const intent = usePaymentIntent(order._id, order.totalPrice, !paid && !cancelled);

  const amountLabel = formatMoney(order.totalPriceMoney);
  const transactionId = paidWith ?? order.transactionId;
  const single = order.lines.length === 1;
  const what = single ? <strong>{order.productName}</strong> : `${order.lines.length.toLocaleString('en-US')} products`;
  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <article className="card border border-base-300 bg-base-100 shadow-sm" aria-labelledby="payment-greeting">
        <div className="card-body gap-3">
          <h1 id="payment-greeting" className="text-2xl font-bold">
            Hello, {order.userName}
          </h1>
          {paid ? (
            <p className="text-lg">
              Your order of {what} is paid. <span className="badge badge-success badge-soft align-middle">Paid</span>
            </p>
          ) : cancelled ? (
            <p className="text-lg">This order was cancelled.</p>
          ) : (
            <p className="text-lg">{single ? <>Please pay for {what}</> : `Please pay for your order of ${what}`}</p>
          )}
          {single ? (
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
          ) : (
            <>
              <LineList
                lines={order.lines.map((l) => ({ key: String(l.position), quantity: l.quantity, name: l.productName, detail: lineVersionText(l), total: l.lineTotalMoney }))}
                testId="payment-line"
              />
              <p className="flex items-baseline justify-between text-lg">
                <span>Total</span>
                <strong className="text-xl" data-testid="payment-total">
                  {amountLabel}
                </strong>
              </p>
            </>
          )}
          <p className="text-sm text-base-content/75 [overflow-wrap:anywhere]">Ship to: {order.address}</p>
        </div>
      </article>

      <CardPaymentSection
        notice={
          cancelled ? (
            <div role="status" className="flex flex-col gap-2">
              <p>There is nothing to pay: the shop cancelled this order.</p>
              <Link to="/dashboard" className="btn btn-outline btn-sm self-start">
                Back to My Orders
              </Link>
            </div>
          ) : undefined
        }
        paid={paid}
        paidWith={paidWith}
        transactionId={transactionId}
        config={config}
        intent={intent}
        billing={{ name: order.userName, email: order.userEmail }}
        amountLabel={amountLabel}
        orderNumber={formatOrderNumber(order.number)}
        orderPath={`/dashboard/orders/${encodeURIComponent(order._id)}`}
        expiresAt={paid ? null : order.expiresAt}
        onSucceeded={onSucceeded}
      />
    </div>
  );
}
