import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { Order } from '@store/contract';
import { formatPrice } from '@store/contract/limits';
import { messages } from '@store/contract/messages';
import { ErrorState } from '../../../components/error-state';
import { FallbackImage, productPlaceholder } from '../../../components/fallback-image';
import { QueryView } from '../../../components/query-view';
import { Spinner } from '../../../components/spinner';
import { ApiError } from '../../../lib/api-client';
import { usePaymentIntent } from '../api/create-payment-intent';
import { getOrderQueryOptions } from '../api/get-order';
import { usePaymentConfig } from '../api/get-payment-config';
import { usePayOrder } from '../api/pay-order';
import { SandboxCardForm } from './sandbox-card-form';

// Stripe.js cannot even be fetched on some machines (no internet); load it only when used.
const StripeCardForm = lazy(() => import('./stripe-card-form'));

/** SPEC section 2's payment page body: greeting, product, quantity, total, card entry, result. */
export function Checkout({ order }: { order: Order }) {
  const [paidWith, setPaidWith] = useState<string | null>(null);
  const config = usePaymentConfig();
  const intent = usePaymentIntent(order._id, order.totalPrice, !order.paid && paidWith === null);
  const payOrder = usePayOrder();
  const queryClient = useQueryClient();

  const onSucceeded = async (paymentIntentId: string) => {
    try {
      await payOrder.mutateAsync({ order, transactionId: paymentIntentId });
    } catch (err) {
      // Stripe's webhook may have recorded the payment first: then the order is already ours and paid.
      if (!(err instanceof ApiError && err.status === 409)) throw err;
      const fresh = await queryClient.fetchQuery({ ...getOrderQueryOptions(order._id), staleTime: 0 });
      if (fresh.transactionId !== paymentIntentId) throw err;
    }
    setPaidWith(paymentIntentId);
  };

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
            <FallbackImage
              src={order.productImage}
              fallback={productPlaceholder}
              alt=""
              width={96}
              height={96}
              className="size-24 shrink-0 rounded-box bg-base-200 object-cover"
            />
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

      <section className="card border border-base-300 bg-base-100 shadow-sm" aria-labelledby="payment-card-title">
        <div className="card-body gap-3">
          <h2 id="payment-card-title" className="card-title">
            Card payment
          </h2>
          {paid ? (
            <div role="status" className="flex flex-col gap-2">
              <p className="text-lg font-semibold text-success">{paidWith ? messages.paymentCompleted : 'This order is paid.'}</p>
              <p>
                Your transaction id:{' '}
                <span className="font-mono text-sm [overflow-wrap:anywhere]" data-testid="transaction-id">
                  {transactionId}
                </span>
              </p>
              <Link to="/dashboard" className="btn btn-outline btn-sm self-start">
                Back to My Orders
              </Link>
            </div>
          ) : (
            <QueryView query={config} loadingLabel="Loading the card form">
              {(c) => {
                const entry = {
                  clientSecret: intent.data,
                  billing: { name: order.userName, email: order.userEmail },
                  amountLabel,
                  onSucceeded,
                };
                return (
                  <>
                    {c.provider === 'stripe' ? (
                      <Suspense fallback={<Spinner label="Loading the card form" />}>
                        <StripeCardForm publishableKey={c.publishableKey} {...entry} />
                      </Suspense>
                    ) : (
                      <SandboxCardForm {...entry} />
                    )}
                    {intent.isError && <ErrorState error={intent.error} onRetry={() => void intent.refetch()} />}
                  </>
                );
              }}
            </QueryView>
          )}
        </div>
      </section>
    </div>
  );
}
