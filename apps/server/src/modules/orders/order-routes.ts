import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  deleteOrderResponseSchema,
  errorBodySchema,
  idParamsSchema,
  orderListQuerySchema,
  orderListResponseSchema,
  orderResponseSchema,
  orderTimelineSchema,
  placeOrderResponseSchema,
  purchaseOrderSchema,
} from '@store/contract';
import { deleteOrder, getOrder, listOrders, placeOrder, toOrder } from './order-service';
import { customerTimeline } from './order-timeline';
import type { OrderDeps } from './order-types';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

export const orderRoutes: FastifyPluginAsyncZod<{ orders: OrderDeps }> = async (app, { orders: deps }) => {
  app.post(
    '/order',
    {
      config: { access: 'user' },
      preHandler: [app.userRateLimit('orders')],
      schema: {
        tags: ['orders'],
        summary: 'Place an order: price and total come from the database, stock is reserved',
        body: purchaseOrderSchema,
        response: { 201: placeOrderResponseSchema, ...errors, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      const insertedId = await placeOrder(deps, request.user!, request.body);
      return reply.status(201).send({ success: true as const, insertedId });
    },
  );

  app.get(
    '/order',
    {
      config: { access: 'user' },
      schema: {
        tags: ['orders'],
        summary: "The caller's orders, newest first (admins: anyone's by e-mail)",
        querystring: orderListQuerySchema,
        response: { 200: orderListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const rows = await listOrders(deps, request.user!, request.query.email);
      return { data: rows.map((order) => toOrder(order, deps.ttlMs)) };
    },
  );

  app.get(
    '/order/:id',
    {
      config: { access: 'user' },
      schema: {
        tags: ['orders'],
        summary: 'One order (owner or admin; anyone else gets 404)',
        params: idParamsSchema,
        response: { 200: orderResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: toOrder(await getOrder(deps, request.user!, request.params.id), deps.ttlMs) }),
  );

  app.get(
    '/order/:id/timeline',
    {
      config: { access: 'user' },
      schema: {
        tags: ['orders'],
        summary: 'When the order was placed, paid, shipped (carrier, tracking link), delivered, cancelled or refunded (owner or admin)',
        params: idParamsSchema,
        response: { 200: orderTimelineSchema, ...errors },
      },
    },
    async (request) => customerTimeline(deps.db, (await getOrder(deps, request.user!, request.params.id)).row),
  );

  app.delete(
    '/order/:id',
    {
      config: { access: 'user' },
      schema: {
        tags: ['orders'],
        summary: 'Delete an unpaid order and release its stock (owner or admin); a paid one: 409',
        params: idParamsSchema,
        response: { 200: deleteOrderResponseSchema, ...errors },
      },
    },
    async (request) => {
      await deleteOrder(deps, request.user!, request.params.id);
      return { success: true as const, deletedCount: 1 };
    },
  );
};
