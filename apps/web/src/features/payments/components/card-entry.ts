import { msg } from '@lingui/core/macro';
import type { I18n } from '../../../lib/i18n';

/** What both card entries (sandbox form, Stripe Elements) get from the payment page. */
export interface CardEntryProps {
  /** Undefined until the server handed out the payment intent: Pay stays disabled. */
  clientSecret: string | undefined;
  billing: { name: string; email: string };
  /** e.g. "$259.98", shown on the Pay button. */
  amountLabel: string;
  /** Records the succeeded payment on the order; rejects with a message to show under the form. */
  onSucceeded(paymentIntentId: string): Promise<void>;
}

/** The provider's (or the server's) message as it comes; ours in the page's language. */
export const errorMessage = (i18n: I18n, err: unknown, fallback = i18n._(msg`The payment could not be completed`)) =>
  err instanceof Error && err.message ? err.message : fallback;
