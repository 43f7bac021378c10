import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import { messages } from '@store/contract/messages';
import { ErrorState } from '../../../components/error-state';
import { QueryView } from '../../../components/query-view';
import { Spinner } from '../../../components/spinner';
import { heldUntil } from '../../../lib/order-display';
import type { usePaymentConfig } from '../api/get-payment-config';
import { SandboxCardForm } from './sandbox-card-form';

// Stripe.js cannot even be fetched on some machines (no internet); load it only when used.
const StripeCardForm = lazy(() => import('./stripe-card-form'));

/** The payment intent query of the page: its client secret. */
interface IntentQuery {
  data: string | undefined;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

export interface CardPaymentSectionProps {
  /** Shown instead of the card form when there is nothing to pay (an order the shop cancelled). */
  notice?: ReactNode;
  paid: boolean;
  /** The intent paid on this page, if it was (then 'Payment Completed'). */
  paidWith: string | null;
  transactionId: string | null;
  config: ReturnType<typeof usePaymentConfig>;
  intent: IntentQuery;
  billing: { name: string; email: string };
  /** The order's total, formatted: on the Pay button and, once paid, as what was paid. */
  amountLabel: string;
  /** The order's number for people (#1042). */
  orderNumber: string;
  /** The order's own page (its lines, address and status as it ships). */
  orderPath: string;
  /** An unpaid order's hold on its stock ends then (ISO 8601); null when none. */
  expiresAt: string | null;
  onSucceeded: (paymentIntentId: string) => Promise<void>;
}

const heldText = (iso: string) => `We hold the stock for you until ${heldUntil(iso)}.`;

/** The payment page's 'Card payment' card: the card form, or the result once paid. */
export function CardPaymentSection({
  notice,
  paid,
  paidWith,
  transactionId,
  config,
  intent,
  billing,
  amountLabel,
  orderNumber,
  orderPath,
  expiresAt,
  onSucceeded,
}: CardPaymentSectionProps) {
  return (
    <section className="card border border-base-300 bg-base-100 shadow-sm" aria-labelledby="payment-card-title">
      <div className="card-body gap-3">
        <h2 id="payment-card-title" className="card-title">
          Card payment
        </h2>
        {notice ? (
          notice
        ) : paid ? (
          <div role="status" className="flex flex-col gap-2">
            <p className="text-lg font-semibold text-success">{paidWith ? messages.paymentCompleted : 'This order is paid.'}</p>
            {/* What a receipt says: which order, how much, the provider's reference; then where to go. */}
            <dl className="grid grid-cols-[auto_1fr] items-baseline gap-x-4 gap-y-1">
              <dt className="text-base-content/75">Order number</dt>
              <dd className="font-mono font-semibold" data-testid="paid-order-number">
                {orderNumber}
              </dd>
              <dt className="text-base-content/75">Total paid</dt>
              <dd className="font-semibold" data-testid="paid-total">
                {amountLabel}
              </dd>
              <dt className="text-base-content/75">Transaction id</dt>
              <dd className="font-mono text-sm [overflow-wrap:anywhere]" data-testid="transaction-id">
                {transactionId}
              </dd>
            </dl>
            <div className="mt-1 flex flex-wrap gap-2">
              <Link to={orderPath} className="btn btn-primary btn-sm">
                View the order
              </Link>
              <Link to="/products" className="btn btn-outline btn-sm">
                Continue shopping
              </Link>
              <Link to="/dashboard" className="btn btn-outline btn-sm">
                Back to My Orders
              </Link>
            </div>
          </div>
        ) : (
          <QueryView query={config} loadingLabel="Loading the card form">
            {(c) => {
              const entry = { clientSecret: intent.data, billing, amountLabel, onSucceeded };
              return (
                <>
                  {expiresAt && (
                    <p className="text-sm text-base-content/75" data-testid="payment-held-until">
                      {heldText(expiresAt)}
                    </p>
                  )}
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
  );
}
