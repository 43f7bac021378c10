// The back office's view of orders (/api/admin/order, admins only): every order, filtered and paged
// newest first, one order with its timeline, the admin's moves, the overview and the CSV export.
import { z } from 'zod';
import { adminTargetStatuses, orderStatusSchema } from './fulfilment';
import { money } from './money-schema';
import { orderSchema } from './order';
import { singleLineText } from './text';

/** A calendar day (UTC), as a date input gives it: 0001-01-01 to 9999-12-31 (PostgreSQL has no year 0). */
const daySchema = singleLineText()
  .regex(/^(?!0000)\d{4}-\d{2}-\d{2}$/, 'Must be a date (YYYY-MM-DD)')
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), 'Must be a date (YYYY-MM-DD)');

export const adminOrderListQuerySchema = z.object({
  status: orderStatusSchema.optional(),
  /** First day included (UTC). */
  from: daySchema.optional(),
  /** Last day included (UTC). */
  to: daySchema.optional(),
  /** A customer's e-mail, a transaction id, or part of a product name. */
  q: singleLineText().trim().max(200).optional(),
  /** The `nextCursor` of the previous page. */
  cursor: singleLineText().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type AdminOrderListQuery = z.input<typeof adminOrderListQuerySchema>;

export const adminOrderSchema = orderSchema
  .extend({
    paidAt: z.string().nullable(),
    shippedAt: z.string().nullable(),
    deliveredAt: z.string().nullable(),
    cancelledAt: z.string().nullable(),
    refundedAt: z.string().nullable(),
    carrier: z.string().nullable(),
    trackingNumber: z.string().nullable(),
  })
  .meta({ id: 'AdminOrder' });
export type AdminOrder = z.infer<typeof adminOrderSchema>;

export const adminOrderPageSchema = z.object({ data: z.array(adminOrderSchema), nextCursor: z.string().nullable() });
export type AdminOrderPage = z.infer<typeof adminOrderPageSchema>;

/** One status change on an order's timeline. */
export const orderEventSchema = z.object({
  from: orderStatusSchema.nullable(),
  to: orderStatusSchema,
  /** The admin who made it; null for a payment. */
  actorEmail: z.string().nullable(),
  note: z.string().nullable(),
  at: z.string(),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;

export const adminOrderDetailSchema = z.object({ data: adminOrderSchema, timeline: z.array(orderEventSchema) });
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

/** POST /api/admin/order/{id}/status: an admin's move; shipping needs the carrier and tracking number. */
export const orderMoveSchema = z
  .object({
    status: z.enum(adminTargetStatuses),
    carrier: singleLineText().trim().max(100).optional(),
    trackingNumber: singleLineText().trim().max(100).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.status !== 'Shipped') return;
    if (!v.carrier) ctx.addIssue({ code: 'custom', path: ['carrier'], message: 'Carrier is required' });
    if (!v.trackingNumber) ctx.addIssue({ code: 'custom', path: ['trackingNumber'], message: 'Tracking number is required' });
  });
export type OrderMove = z.input<typeof orderMoveSchema>;

/**
 * POST /api/admin/order/{id}/refund: refund some units of some lines (by position) of a paid or
 * shipped order; the refund of every unit left is a whole refund (the order becomes Refunded).
 */
export const refundLinesSchema = z.object({
  lines: z
    .array(z.object({ position: z.number().int().min(1).max(10_000), quantity: z.number().int().min(1).max(1_000_000) }))
    .min(1)
    .max(100)
    .refine((lines) => new Set(lines.map((l) => l.position)).size === lines.length, 'Name each line once'),
});
export type RefundLines = z.infer<typeof refundLinesSchema>;

/** GET /api/admin/order/export: orders placed between two days (UTC, both included), as CSV. */
export const orderExportQuerySchema = z.object({ from: daySchema, to: daySchema });

export const overviewSchema = z.object({
  /** The last 30 days, oldest first, every day present (0 when nothing was paid), in the store currency (each order at its exchange rate). */
  revenuePerDay: z.array(z.object({ day: z.string(), revenue: money })),
  /** The sum of revenuePerDay, added on the server (a client never adds amounts). */
  revenueTotal: money,
  /**
   * The same 30 days' revenue per currency the orders were paid in, largest first: what was charged
   * in it, and what that is in the store currency at each order's own exchange rate.
   */
  revenueByCurrency: z.array(z.object({ revenue: money, inStoreCurrency: money, orders: z.number().int() })).optional(),
  /** Every status; an open one counts all its orders, a closed one (no move out of it) those placed since `since`. */
  ordersByStatus: z.array(z.object({ status: orderStatusSchema, count: z.number().int(), since: z.string().nullable() })),
  topProducts: z.array(z.object({ productId: z.string(), productName: z.string(), revenue: money, quantity: z.number().int() })),
  lowStock: z.object({
    threshold: z.number().int(),
    /** Live versions at or under the threshold, fewest units first: `_id` and `name` are the product's, `available` the version's. */
    products: z.array(
      z.object({
        _id: z.string(),
        name: z.string(),
        available: z.number().int(),
        variantId: z.string().optional(),
        sku: z.string().optional(),
        /** Its option values, "230 V / EU"; '' for a product sold in one version. */
        version: z.string().optional(),
      }),
    ),
  }),
  /** The last 12 weeks (weeks start on Monday, UTC), oldest first. */
  newCustomersPerWeek: z.array(z.object({ week: z.string(), customers: z.number().int() })),
});
export type Overview = z.infer<typeof overviewSchema>;
