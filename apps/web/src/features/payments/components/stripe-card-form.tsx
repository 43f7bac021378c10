// Stripe Elements card entry. This module is loaded only when the server says the provider is
// Stripe, so the sandbox (and any machine without access to js.stripe.com) never fetches Stripe.js.
import { useEffect, useState } from 'react';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { Trans, useLingui } from '@lingui/react/macro';
import { errorMessage, type CardEntryProps } from './card-entry';
import { ButtonSpinner } from '../../../components/spinner';

const loaded = new Map<string, Promise<Stripe | null>>();
/** One Stripe.js instance per key; a failed load resolves to null and is reported, not thrown. */
function stripeFor(publishableKey: string) {
  let stripe = loaded.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey).catch(() => null);
    loaded.set(publishableKey, stripe);
  }
  return stripe;
}

export default function StripeCardForm({ publishableKey, ...props }: CardEntryProps & { publishableKey: string }) {
  const stripe = stripeFor(publishableKey);
  const [unavailable, setUnavailable] = useState(false);
  useEffect(() => {
    let live = true;
    void stripe.then((s) => {
      if (live && !s) setUnavailable(true);
    });
    return () => {
      live = false;
    };
  }, [stripe]);

  if (unavailable) {
    return (
      <p className="text-sm text-error" role="alert" data-testid="payment-error">
        <Trans>Card payments are unavailable right now: Stripe could not be loaded. Please try again later.</Trans>
      </p>
    );
  }
  return (
    <Elements stripe={stripe}>
      <StripeCheckout {...props} />
    </Elements>
  );
}

function StripeCheckout({ clientSecret, billing, amountLabel, onSucceeded }: CardEntryProps) {
  const { t, i18n } = useLingui();
  const stripe = useStripe();
  const elements = useElements();
  const [cardReady, setCardReady] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const pay = async (event: React.FormEvent) => {
    event.preventDefault();
    const card = elements?.getElement(CardElement);
    if (!stripe || !card || !clientSecret) return;
    setBusy(true);
    setError(null);
    try {
      const result = await stripe.confirmCardPayment(clientSecret, {
        payment_method: { card, billing_details: billing },
      });
      if (result.error) {
        setError(result.error.message ?? t`Your card was declined.`);
      } else if (result.paymentIntent.status === 'succeeded') {
        await onSucceeded(result.paymentIntent.id);
      } else {
        setError(t`The payment was not completed. Please try again.`);
      }
    } catch (err) {
      setError(errorMessage(i18n, err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void pay(e)} aria-label={t`Card payment`} className="flex flex-col gap-2">
      <label id="stripe-card-label" className="fieldset-legend">
        <Trans>Card details</Trans>
      </label>
      {/* Stripe renders the card fields in its own frame; this box only frames it. */}
      <div className="input h-auto w-full py-3" role="group" aria-labelledby="stripe-card-label">
        <div className="w-full">
          <CardElement
            options={{ hidePostalCode: true }}
            onReady={() => setCardReady(true)}
            onChange={(e) => setError(e.error?.message ?? null)}
          />
        </div>
      </div>
      {!cardReady && (
        <p className="text-sm text-base-content/70">
          <Trans>Loading the card form…</Trans>
        </p>
      )}
      {error && (
        <p className="text-sm text-error" role="alert" data-testid="payment-error">
          {error}
        </p>
      )}
      <button type="submit" className="btn btn-primary btn-block mt-2" disabled={!stripe || !cardReady || !clientSecret || busy}>
        <ButtonSpinner show={busy} />
        <Trans>Pay {amountLabel}</Trans>
      </button>
    </form>
  );
}
