// The back office's order endpoints (/api/admin/order, admins only): the list, one order with its
// timeline, the admin's moves through the lifecycle (order-fulfilment.ts) and refunds by line
// (order-refunds.ts).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminOrderDetailSchema,
  adminOrderListQuerySchema,
  adminOrderPageSchema,
  errorBodySchema,
  idParamsSchema,
  orderExportQuerySchema,
  orderMoveSchema,
  refundLinesSchema,
} from '@store/contract';
import { z } from 'zod';
import { badRequest, notFound } from '../../http/errors';
import { listAllOrders, timelineOf, toAdminOrder } from './admin-order-list';
import { exportOrders } from './order-export';
import { moveOrder } from './order-fulfilment';
import { refundOrder } from './order-refunds';
import type { OrderDeps } from './order-types';
import { findOrder } from './order-lines';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

export const adminOrderRoutes: FastifyPluginAsyncZod<{ orders: OrderDeps }> = async (app, { orders: deps }) => {
  app.get(
    '/admin/order',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['back office'],
        summary: 'Every order, newest first, filtered and keyset-paged (admin)',
        querystring: adminOrderListQuerySchema,
        response: { 200: adminOrderPageSchema, ...errors },
      },
    },
    async (request) => listAllOrders(deps.db, deps.ttlMs, request.query),
  );

  app.get(
    '/admin/order/export',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['back office'],
        summary: 'Orders placed between two days (UTC, both included) as CSV, oldest first, streamed (admin)',
        querystring: orderExportQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.string().describe('RFC 4180 CSV with a header line'), ...errors },
      },
    },
    async (request, reply) => {
      const { from, to } = request.query;
      if (from > to) throw badRequest('from: The first day comes after the last', { from: 'After the last day' });
      const csv = await exportOrders(deps.db, from, to);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="orders-${from}-to-${to}.csv"`)
        // A stream is sent as it is (Fastify serializes only objects); the schema types the CSV as text.
        .send(csv as unknown as string);
    },
  );

  app.get(
    '/admin/order/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['back office'],
        summary: 'One order with its timeline of status changes (admin)',
        params: idParamsSchema,
        response: { 200: adminOrderDetailSchema, ...errors },
      },
    },
    async (request) => {
      const order = await findOrder(deps.db, request.params.id);
      if (!order) throw notFound('Order not found');
      return { data: toAdminOrder(order, deps.ttlMs), timeline: await timelineOf(deps.db, order.row) };
    },
  );

  app.post(
    '/admin/order/:id/status',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['back office'],
        summary: 'Move an order: ship, deliver, cancel (Pending) or refund (Paid, Shipped); any other move is 409 (admin)',
        params: idParamsSchema,
        body: orderMoveSchema,
        response: { 200: adminOrderDetailSchema, ...errors, 409: errorBodySchema, 503: errorBodySchema },
      },
    },
    async (request) => {
      const row = await moveOrder(deps, request.user!, request.params.id, request.body);
      const order = (await findOrder(deps.db, row.id))!;
      return { data: toAdminOrder(order, deps.ttlMs), timeline: await timelineOf(deps.db, row) };
    },
  );

  app.post(
    '/admin/order/:id/refund',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['back office'],
        summary: 'Refund some units of some lines of a paid or shipped order (by line position); never more than was paid (admin)',
        params: idParamsSchema,
        body: refundLinesSchema,
        response: { 200: adminOrderDetailSchema, ...errors, 409: errorBodySchema, 503: errorBodySchema },
      },
    },
    async (request) => {
      await refundOrder(deps, request.user!, request.params.id, request.body.lines);
      const order = (await findOrder(deps.db, request.params.id))!;
      return { data: toAdminOrder(order, deps.ttlMs), timeline: await timelineOf(deps.db, order.row) };
    },
  );
};
