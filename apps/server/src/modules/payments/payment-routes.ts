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
import { AppError } from '../../http/errors';
import { toOrder } from '../orders';
import { confirmCardPayment, confirmPayment, createPaymentIntentForOrder, type PaymentDeps } from './payment-service';
import { handleProviderEvent } from './provider-webhook';
import type { WebhookCapability } from './providers/payment-provider';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  503: errorBodySchema,
};

/** The routes every provider has, plus the ones its capabilities add (card confirmation, webhook). */
export const paymentRoutes: FastifyPluginAsyncZod<PaymentDeps> = async (app, deps) => {
  const { payments } = deps;

  app.get(
    '/payment-config',
    {
      config: { usesDatabase: false },
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
      config: { access: 'user' },
      preHandler: [app.userRateLimit('paymentIntents')],
      schema: {
        tags: ['payments'],
        summary: "One payment intent for the caller's unpaid order (all its lines), for the stored total",
        body: createPaymentIntentSchema,
        response: { 200: paymentIntentResponseSchema, ...errors, 429: errorBodySchema },
      },
    },
    async (request) => ({ clientSecret: await createPaymentIntentForOrder(deps, request.user!, request.body) }),
  );

  app.patch(
    '/order/:id',
    {
      config: { access: 'user' },
      schema: {
        tags: ['payments'],
        summary: 'Mark the order paid once the provider confirms its payment intent succeeded',
        params: idParamsSchema,
        body: payOrderSchema,
        response: { 200: payOrderResponseSchema, ...errors },
      },
    },
    async (request) => {
      const paid = await confirmPayment(deps, request.user!, request.params.id, request.body.transactionId);
      return { success: true as const, data: toOrder(paid, deps.orders.ttlMs) };
    },
  );

  const cards = payments.cardConfirmation;
  if (cards) {
    app.post(
      '/sandbox/confirm-payment',
      {
        config: { access: 'user' },
        schema: {
          tags: ['payments'],
          summary: 'Sandbox provider only: confirm a card payment (what Stripe.js does on Stripe)',
          body: confirmSandboxPaymentSchema,
          response: { 200: confirmedPaymentSchema, 402: errorBodySchema, ...errors },
        },
      },
      async (request) => {
        const intent = await confirmCardPayment(deps, cards, request.user!, request.body);
        return { paymentIntent: { id: intent.id, status: 'succeeded' as const } };
      },
    );
  }

  if (payments.webhook) {
    await app.register(webhookRoute, { deps, webhook: payments.webhook });
  }
};

/**
 * POST /api/stripe/webhook (the provider names the path). Its own plugin so the raw-body JSON
 * parser (signatures are computed over the exact bytes the provider sent) applies to this route only.
 */
const webhookRoute: FastifyPluginAsyncZod<{ deps: PaymentDeps; webhook: WebhookCapability }> = async (app, { deps, webhook }) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_req, body, done) =>
    done(null, body),
  );

  const signatureHeader = webhook.signatureHeader;
  app.post(
    webhook.path,
    {
      schema: {
        tags: ['payments'],
        summary: 'Card provider events (signature verified); a succeeded payment intent marks its order paid',
        headers: z.object({ [signatureHeader]: z.string().min(1).max(2000) }),
        response: {
          200: z.object({ received: z.literal(true), duplicate: z.boolean() }),
          400: errorBodySchema,
          503: errorBodySchema,
        },
      },
    },
    async (request) => {
      if (!Buffer.isBuffer(request.body)) throw new AppError(400, 'bad_request', 'Expected a JSON body');
      const event = webhook.verify(request.body, String(request.headers[signatureHeader]));
      const outcome = await handleProviderEvent(deps, event);
      request.log.info({ eventId: event.id, type: event.type, outcome }, 'provider webhook handled');
      return { received: true as const, duplicate: outcome === 'duplicate' };
    },
  );
};
