import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  confirmedPaymentSchema,
  confirmSandboxPaymentSchema,
  createPaymentIntentSchema,
  errorBodySchema,
  idParamsSchema,
  payOrderResponseSchema,
  payOrderSchema,
  paymentConfigSchema,
  paymentIntentResponseSchema,
} from '@store/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../http/errors';
import type { PaymentProvider } from '../../payments/payment-provider';
import { SandboxPaymentProvider } from '../../payments/sandbox-provider';
import { StripePaymentProvider } from '../../payments/stripe-provider';
import { toOrder } from '../orders/order-service';
import type { OrderDeps } from '../orders/stock-reservation';
import { confirmPayment, confirmSandboxPayment, createPaymentIntentForOrder } from './payment-service';
import { handleStripeEvent } from './stripe-webhook';

export interface PaymentRoutesOptions {
  db: Db;
  payments: PaymentProvider;
  orderTtlMinutes: number;
}

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  503: errorBodySchema,
};

export const paymentRoutes: FastifyPluginAsyncZod<PaymentRoutesOptions> = async (app, { db, payments, orderTtlMinutes }) => {
  const deps: OrderDeps = { db, payments, ttlMs: orderTtlMinutes * 60_000, log: app.log };

  app.get(
    '/payment-config',
    {
      schema: {
        tags: ['payments'],
        summary: 'Which card provider the payment page uses (and Stripe’s publishable key)',
        response: { 200: paymentConfigSchema },
      },
    },
    async () => payments.publicConfig(),
  );

  app.post(
    '/create-payment-intent',
    {
      preHandler: [app.requireUser, app.userRateLimit('paymentIntents')],
      schema: {
        tags: ['payments'],
        summary: "One payment intent for the caller's unpaid order, for the stored total",
        security: [{ bearer: [] }],
        body: createPaymentIntentSchema,
        response: { 200: paymentIntentResponseSchema, ...errors, 429: errorBodySchema },
      },
    },
    async (request) => ({ clientSecret: await createPaymentIntentForOrder(deps, request.user!, request.body) }),
  );

  app.patch(
    '/order/:id',
    {
      preHandler: [app.requireUser],
      schema: {
        tags: ['payments'],
        summary: 'Mark the order paid once the provider confirms its payment intent succeeded',
        security: [{ bearer: [] }],
        params: idParamsSchema,
        body: payOrderSchema,
        response: { 200: payOrderResponseSchema, ...errors },
      },
    },
    async (request) => {
      const paid = await confirmPayment(deps, request.user!, request.params.id, request.body.transactionId);
      return { success: true as const, data: toOrder(paid, deps.ttlMs) };
    },
  );

  if (payments instanceof SandboxPaymentProvider) {
    const sandbox = payments;
    app.post(
      '/sandbox/confirm-payment',
      {
        preHandler: [app.requireUser],
        schema: {
          tags: ['payments'],
          summary: 'Sandbox provider only: confirm a card payment (what Stripe.js does on Stripe)',
          security: [{ bearer: [] }],
          body: confirmSandboxPaymentSchema,
          response: { 200: confirmedPaymentSchema, 402: errorBodySchema, ...errors },
        },
      },
      async (request) => {
        const intent = await confirmSandboxPayment(deps, sandbox, request.user!, request.body);
        return { paymentIntent: { id: intent.id, status: 'succeeded' as const } };
      },
    );
  }

  if (payments instanceof StripePaymentProvider) {
    await app.register(stripeWebhookRoute, { deps, stripe: payments });
  }
};

/**
 * POST /api/stripe/webhook. Its own plugin so the raw-body JSON parser (signatures are computed
 * over the exact bytes Stripe sent) applies to this route only.
 */
const stripeWebhookRoute: FastifyPluginAsyncZod<{ deps: OrderDeps; stripe: StripePaymentProvider }> = async (
  app,
  { deps, stripe },
) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_req, body, done) =>
    done(null, body),
  );

  app.post(
    '/stripe/webhook',
    {
      schema: {
        tags: ['payments'],
        summary: 'Stripe events (signature verified); payment_intent.succeeded marks the order paid',
        headers: z.object({ 'stripe-signature': z.string().min(1).max(2000) }),
        response: {
          200: z.object({ received: z.literal(true), duplicate: z.boolean() }),
          400: errorBodySchema,
          503: errorBodySchema,
        },
      },
    },
    async (request) => {
      const secret = stripe.webhookSecret;
      if (!secret) throw new AppError(503, 'unavailable', 'Stripe webhooks are not configured (STRIPE_WEBHOOK_SECRET)');
      if (!Buffer.isBuffer(request.body)) throw new AppError(400, 'bad_request', 'Expected a JSON body');
      let event;
      try {
        event = stripe.constructWebhookEvent(request.body, request.headers['stripe-signature'], secret);
      } catch {
        throw new AppError(400, 'bad_request', 'Invalid Stripe signature');
      }
      const outcome = await handleStripeEvent(deps, event);
      request.log.info({ eventId: event.id, type: event.type, outcome }, 'stripe webhook handled');
      return { received: true as const, duplicate: outcome === 'duplicate' };
    },
  );
};
