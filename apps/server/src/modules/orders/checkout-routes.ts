import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema, idParamsSchema, legacyCheckoutSchema, placeCheckoutResponseSchema, placeCheckoutSchema, savedAddressSchema } from '@store/contract';
import { orderOfLegacyCheckout, placeCheckout, savedAddressOf } from './checkout-service';
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
        summary: "Place the caller's cart as one order, a line per product, stock reserved for all or none (409 names the product that no longer fits)",
        body: placeCheckoutSchema,
        response: { 201: placeCheckoutResponseSchema, ...errors, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      const insertedId = await placeCheckout(deps, request.user!, request.body);
      return reply.status(201).send({ success: true as const, insertedId });
    },
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
