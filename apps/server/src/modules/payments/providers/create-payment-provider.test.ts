import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../config';
import type { Db } from '../../../db/client';
import { createPaymentProvider } from './create-payment-provider';

const db = {} as Db; // the providers only touch the database when used

describe('createPaymentProvider', () => {
  it('uses the sandbox when no Stripe key is set', () => {
    const provider = createPaymentProvider(loadConfig({}), db);
    expect(provider.name).toBe('sandbox');
    expect(provider.publicConfig()).toEqual({ provider: 'sandbox' });
  });

  it('uses Stripe when its keys are set, and hands the browser only the publishable key', () => {
    const config = loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PUBLISHABLE_KEY: 'pk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' });
    const provider = createPaymentProvider(config, db);
    expect(provider.name).toBe('stripe');
    expect(provider.publicConfig()).toEqual({ provider: 'stripe', publishableKey: 'pk_test_1' });
  });

  it('never starts the sandbox in production unless explicitly allowed', () => {
    const production = { NODE_ENV: 'production', BETTER_AUTH_SECRET: 'x'.repeat(32) };
    expect(() => loadConfig(production)).toThrow(ConfigError);
    expect(() => createPaymentProvider({ stripe: undefined, allowSandboxPayments: false }, db)).toThrow(/ALLOW_SANDBOX_PAYMENTS/);
    expect(createPaymentProvider(loadConfig({ ...production, ALLOW_SANDBOX_PAYMENTS: 'true' }), db).name).toBe('sandbox');
  });

  it('needs the webhook secret with Stripe in production, so payments are recorded without the browser', () => {
    const production = { NODE_ENV: 'production', BETTER_AUTH_SECRET: 'x'.repeat(32), STRIPE_SECRET_KEY: 'sk_live_1', STRIPE_PUBLISHABLE_KEY: 'pk_live_1' };
    expect(() => loadConfig(production)).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(loadConfig({ ...production, STRIPE_WEBHOOK_SECRET: 'whsec_1' }).stripe?.webhookSecret).toBe('whsec_1');
  });
});
