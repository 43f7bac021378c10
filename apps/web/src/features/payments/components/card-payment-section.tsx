import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { ErrorState } from '../../../components/error-state';
import { QueryView } from '../../../components/query-view';
import { Spinner } from '../../../components/spinner';
import { usePageFormat } from '../../../lib/format';
import { heldUntil } from '../../../lib/order-display';
import { specMessages } from '../../../lib/spec-messages';
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
  const { t, i18n } = useLingui();
  const format = usePageFormat();
  const held = expiresAt ? heldUntil(format, expiresAt) : null;
  return (
    <section className="card border border-base-300 bg-base-100 shadow-sm" aria-labelledby="payment-card-title">
      <div className="card-body gap-3">
        <h2 id="payment-card-title" className="card-title">
          <Trans>Card payment</Trans>
        </h2>
        {notice ? (
          notice
        ) : paid ? (
          <div role="status" className="flex flex-col gap-2">
            <p className="text-lg font-semibold text-success">{paidWith ? i18n._(specMessages.paymentCompleted) : t`This order is paid.`}</p>
            {/* What a receipt says: which order, how much, the provider's reference; then where to go. */}
            <dl className="grid grid-cols-[auto_1fr] items-baseline gap-x-4 gap-y-1">
              <dt className="text-base-content/75">
                <Trans>Order number</Trans>
              </dt>
              <dd className="font-mono font-semibold" data-testid="paid-order-number">
                {orderNumber}
              </dd>
              <dt className="text-base-content/75">
                <Trans>Total paid</Trans>
              </dt>
              <dd className="font-semibold" data-testid="paid-total">
                {amountLabel}
              </dd>
              <dt className="text-base-content/75">
                <Trans>Transaction id</Trans>
              </dt>
              <dd className="font-mono text-sm [overflow-wrap:anywhere]" data-testid="transaction-id">
                {transactionId}
              </dd>
            </dl>
            <div className="mt-1 flex flex-wrap gap-2">
              <Link to={orderPath} className="btn btn-primary btn-sm">
                <Trans>View the order</Trans>
              </Link>
              <Link to="/products" className="btn btn-outline btn-sm">
                <Trans>Continue shopping</Trans>
              </Link>
              <Link to="/dashboard" className="btn btn-outline btn-sm">
                <Trans>Back to My Orders</Trans>
              </Link>
            </div>
          </div>
        ) : (
          <QueryView query={config} loadingLabel={t`Loading the card form`}>
            {(c) => {
              const entry = { clientSecret: intent.data, billing, amountLabel, onSucceeded };
              return (
                <>
                  {held && (
                    <p className="text-sm text-base-content/75" data-testid="payment-held-until">
                      <Trans>We hold the stock for you until {held}.</Trans>
                    </p>
                  )}
                  {c.provider === 'stripe' ? (
                    <Suspense fallback={<Spinner label={t`Loading the card form`} />}>
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
