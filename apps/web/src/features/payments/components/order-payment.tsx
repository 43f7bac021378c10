import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Plural, Trans } from '@lingui/react/macro';
import type { Order } from '@store/contract';
import { formatOrderNumber } from '@store/contract/limits';
import { lineVersionText } from '@store/contract/variant-choice';
import { LineList } from '../../../components/line-list';
import { ProductThumbnail } from '../../../components/product-thumbnail';
import { usePageFormat } from '../../../lib/format';
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
  const format = usePageFormat();
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

  const amountLabel = format.money(order.totalPriceMoney);
  const transactionId = paidWith ?? order.transactionId;
  const single = order.lines.length === 1;
  const { userName, productName, address } = order;
  const count = order.lines.length;
  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <article className="card border border-base-300 bg-base-100 shadow-sm" aria-labelledby="payment-greeting">
        <div className="card-body gap-3">
          <h1 id="payment-greeting" className="text-2xl font-bold">
            <Trans>Hello, {userName}</Trans>
          </h1>
          {paid ? (
            <p className="text-lg">
              {single ? (
                <Trans>
                  Your order of <strong>{productName}</strong> is paid. <span className="badge badge-success badge-soft align-middle">Paid</span>
                </Trans>
              ) : (
                <Trans>
                  Your order of <Plural value={count} one="# product" other="# products" /> is paid.{' '}
                  <span className="badge badge-success badge-soft align-middle">Paid</span>
                </Trans>
              )}
            </p>
          ) : cancelled ? (
            <p className="text-lg">
              <Trans>This order was cancelled.</Trans>
            </p>
          ) : (
            <p className="text-lg">
              {single ? (
                <Trans>
                  Please pay for <strong>{productName}</strong>
                </Trans>
              ) : (
                <Trans>
                  Please pay for your order of <Plural value={count} one="# product" other="# products" />
                </Trans>
              )}
            </p>
          )}
          {single ? (
            <div className="flex items-center gap-4">
              <ProductThumbnail src={order.productImage} width={128} />
              <dl className="grid grid-cols-[auto_1fr] items-baseline gap-x-4 gap-y-1">
                <dt className="text-base-content/70">
                  <Trans>Quantity</Trans>
                </dt>
                <dd className="font-semibold" data-testid="payment-quantity">
                  {format.number(order.totalQuantity)}
                </dd>
                <dt className="text-base-content/70">
                  <Trans>Total</Trans>
                </dt>
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
                <span>
                  <Trans>Total</Trans>
                </span>
                <strong className="text-xl" data-testid="payment-total">
                  {amountLabel}
                </strong>
              </p>
            </>
          )}
          <p className="text-sm text-base-content/75 [overflow-wrap:anywhere]">
            <Trans>Ship to: {address}</Trans>
          </p>
        </div>
      </article>

      <CardPaymentSection
        notice={
          cancelled ? (
            <div role="status" className="flex flex-col gap-2">
              <p>
                <Trans>There is nothing to pay: the shop cancelled this order.</Trans>
              </p>
              <Link to="/dashboard" className="btn btn-outline btn-sm self-start">
                <Trans>Back to My Orders</Trans>
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
