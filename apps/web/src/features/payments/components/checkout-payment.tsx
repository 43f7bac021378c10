import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { Checkout } from '@store/contract';
import { formatPrice, toCents, toDollars } from '@store/contract/limits';
import { LineList } from '../../../components/line-list';
import { orderNumbers } from '../../../lib/order-display';
import { getCheckoutQueryOptions, useCheckoutIntent, usePayCheckout } from '../api/checkout-payment';
import { usePaymentConfig } from '../api/get-payment-config';
import { CardPaymentSection } from './card-payment-section';
import { useRecordPayment } from './use-record-payment';

/** One card payment for every order of a checkout: its lines, the total, the card entry, the result. */
export function CheckoutPayment({ checkout }: { checkout: Checkout }) {
  const pay = usePayCheckout();
  const queryClient = useQueryClient();
  const { paidWith, onSucceeded } = useRecordPayment(
    (transactionId) => pay.mutateAsync({ checkoutId: checkout._id, transactionId }),
    async () => (await queryClient.fetchQuery({ ...getCheckoutQueryOptions(checkout._id), staleTime: 0 })).transactionId,
  );
  const config = usePaymentConfig();
  // Nothing left to pay and nothing paid: the shop cancelled every order of it.
  const cancelled = !checkout.paid && checkout.orders.every((o) => o.status !== 'Pending');
  const intent = useCheckoutIntent(checkout._id, checkout.totalPrice, !checkout.paid && !cancelled && paidWith === null);
  const first = checkout.orders[0]!;

  const paid = paidWith !== null || checkout.paid;
  const transactionId = paidWith ?? checkout.transactionId;
  const amountLabel = formatPrice(checkout.totalPrice);
  const toPay = checkout.orders.filter((o) => o.status === 'Pending').length;
  // What the payment covered: the orders it paid (the checkout's own total is what is still to pay).
  const paidTotal = toDollars(
    checkout.orders.filter((o) => o.paid || (paidWith !== null && o.status === 'Pending')).reduce((sum, o) => sum + toCents(o.totalPrice), 0),
  );
  // Orders of a checkout are held together: the earliest end of a hold is the checkout's.
  const expiresAt = checkout.orders.flatMap((o) => (o.status === 'Pending' && o.expiresAt ? [o.expiresAt] : [])).sort()[0] ?? null;
  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      <article className="card border border-base-300 bg-base-100 shadow-sm" aria-labelledby="payment-greeting">
        <div className="card-body gap-3">
          <h1 id="payment-greeting" className="text-2xl font-bold">
            Hello, {first.userName}
          </h1>
          <p className="text-lg">{paid ? 'Your order is paid.' : cancelled ? 'This order was cancelled.' : `Please pay for your order of ${toPay} products`}</p>
          <LineList
            lines={checkout.orders.map((o) => ({
              key: o._id,
              quantity: o.totalQuantity,
              name: o.productName,
              total: o.totalPrice,
              badge:
                o.paid || (paidWith && o.status === 'Pending') ? (
                  <span className="badge badge-success badge-soft">Paid</span>
                ) : (
                  // An order the shop cancelled before the payment: listed, not charged.
                  o.status !== 'Pending' && <span className="badge badge-ghost">{o.status}</span>
                ),
            }))}
            testId="checkout-order"
          />
          {!paid && !cancelled && (
            <p className="flex items-baseline justify-between text-lg">
              <span>Total</span>
              <strong className="text-xl" data-testid="payment-total">
                {amountLabel}
              </strong>
            </p>
          )}
          <p className="text-sm text-base-content/75">Ship to: {first.address}</p>
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
        billing={{ name: first.userName, email: first.userEmail }}
        amountLabel={amountLabel}
        paidLabel={formatPrice(paidTotal)}
        orderNumber={orderNumbers(checkout.orders)}
        expiresAt={paid ? null : expiresAt}
        onSucceeded={onSucceeded}
      />
    </div>
  );
}
