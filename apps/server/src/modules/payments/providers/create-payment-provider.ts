// Picks the card provider from the configuration: Stripe when its keys are set, otherwise the
// sandbox (config.ts already refuses a production start without Stripe unless ALLOW_SANDBOX_PAYMENTS).
import type { Config } from '../../../config';
import type { Db } from '../../../db/client';
import type { PaymentProvider } from './payment-provider';
import { SandboxPaymentProvider } from './sandbox-provider';
import { StripePaymentProvider } from './stripe-provider';

export function createPaymentProvider(config: Pick<Config, 'stripe' | 'allowSandboxPayments'>, db: Db): PaymentProvider {
  if (config.stripe) return new StripePaymentProvider(config.stripe);
  if (!config.allowSandboxPayments) {
    throw new Error('No card provider: set the Stripe keys, or ALLOW_SANDBOX_PAYMENTS=true');
  }
  return new SandboxPaymentProvider(db);
}
