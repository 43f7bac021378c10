import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkoutQuoteRequestSchema, checkoutQuoteSchema, errorBodySchema, idParamsSchema, legacyCheckoutSchema, marketCheckoutSchema, placeCheckoutResponseSchema, savedAddressSchema } from '@store/contract';
import { orderOfLegacyCheckout, placeCheckout, quoteCheckout, savedAddressOf } from './checkout-service';
import type { OrderDeps } from './order-types';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

export const checkoutRoutes: FastifyPluginAsyncZod<{ orders: OrderDeps }> = async (app, { orders: deps }) => {
  app.post(
    '/checkout',
    {
      config: { access: 'user' },
      preHandler: [app.userRateLimit('orders')],
      schema: {
        tags: ['orders'],
        summary:
          "Place the caller's cart as one order, a line per product, priced in the shipping country's market, stock reserved for all or none (409 names the product that no longer fits or is not sold there)",
        body: marketCheckoutSchema,
        response: { 201: placeCheckoutResponseSchema, ...errors, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      const insertedId = await placeCheckout(deps, request.user!, request.body);
      return reply.status(201).send({ success: true as const, insertedId });
    },
  );

  app.post(
    '/checkout/quote',
    {
      config: { access: 'user' },
      schema: {
        tags: ['orders'],
        summary: "The caller's cart priced for a destination: its market's currency and tax, the delivery methods there, reverse charge (404 when the shop has no markets)",
        body: checkoutQuoteRequestSchema,
        response: { 200: checkoutQuoteSchema, ...errors },
      },
    },
    async (request) => quoteCheckout(deps, request.user!, request.body),
  );

  app.get(
    '/checkout/address',
    {
      config: { access: 'user' },
      schema: {
        tags: ['orders'],
        summary: 'The shipping address and phone of the caller’s last checkout (to fill the form)',
        response: { 200: savedAddressSchema, ...errors },
      },
    },
    async (request) => savedAddressOf(deps.db, request.user!.id),
  );

  app.get(
    '/checkout/:id',
    {
      config: { access: 'user' },
      schema: {
        tags: ['orders'],
        summary: 'The order a checkout placed before orders had lines is now (old links name the checkout)',
        params: idParamsSchema,
        response: { 200: legacyCheckoutSchema, ...errors },
      },
    },
    async (request) => orderOfLegacyCheckout(deps.db, request.user!, request.params.id),
  );
};
