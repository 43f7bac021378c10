import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import { messages } from '@store/contract/messages';
import { ErrorState } from '../../../components/error-state';
import { QueryView } from '../../../components/query-view';
import { Spinner } from '../../../components/spinner';
import type { usePaymentConfig } from '../api/get-payment-config';
import { SandboxCardForm } from './sandbox-card-form';

// Stripe.js cannot even be fetched on some machines (no internet); load it only when used.
const StripeCardForm = lazy(() => import('./stripe-card-form'));

/** The payment intent query of the page (one order's or a checkout's): its client secret. */
interface IntentQuery {
  data: string | undefined;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

export interface CardPaymentSectionProps {
  /** Shown instead of the card form when there is nothing to pay (a cancelled checkout). */
  notice?: ReactNode;
  paid: boolean;
  /** The intent paid on this page, if it was (then 'Payment Completed'). */
  paidWith: string | null;
  transactionId: string | null;
  config: ReturnType<typeof usePaymentConfig>;
  intent: IntentQuery;
  billing: { name: string; email: string };
  amountLabel: string;
  onSucceeded: (paymentIntentId: string) => Promise<void>;
}

/** The 'Card payment' card of both payment pages: the card form, or the result once paid. */
export function CardPaymentSection({ notice, paid, paidWith, transactionId, config, intent, billing, amountLabel, onSucceeded }: CardPaymentSectionProps) {
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
              const entry = { clientSecret: intent.data, billing, amountLabel, onSucceeded };
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
  );
}
