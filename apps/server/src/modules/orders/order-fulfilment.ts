// The fulfilment lifecycle after payment, enforced here (docs/decisions/0018): every move is checked
// against the contract's table (orderTransitions) with the order's row locked, so two admins (or an
// admin and a payment) never both move one order; anything else is a 409. Each move writes, in one
// transaction: the order's status and the moment's timestamp, a row on its timeline (order_event),
// an audit entry, and the customer's mail (shipped, cancelled, refunded).
import { eq } from 'drizzle-orm';
import { canMove, type AdminTargetStatus, type OrderStatus } from '@store/contract';
import { checkouts, orders } from '../../db/schema/index';
import { conflict, notFound } from '../../http/errors';
import { recordAudit } from '../audit';
import { enqueueMail } from '../mail';
import { returnStock } from '../products';
import type { Caller, OrderDeps, OrderRow } from './order-types';
import { recordOrderEvent } from './order-events';
import { findOrderRow, markOrderPaid, orderMailDetails } from './payment-record';
import { settleCheckoutIntent } from './checkout-release';

export interface OrderMoveInput {
  status: AdminTargetStatus;
  carrier?: string | undefined;
  trackingNumber?: string | undefined;
}

const beingPaid = () => conflict('This order is being paid right now; try again in a moment');
const refused = (from: OrderStatus, to: OrderStatus) =>
  conflict(`An order that is ${from} cannot become ${to}`, { status: `Not allowed from ${from}` });

/**
 * What the audit trail keeps of an order's state before and after a move; what it is (product,
 * quantity, total, customer) lets the trail name the order in words rather than by its id.
 */
const auditView = (row: OrderRow) => ({
  productName: row.productName,
  quantity: row.quantity,
  totalCents: row.totalPriceCents,
  customerEmail: row.userEmail,
  status: row.status,
  carrier: row.carrier,
  trackingNumber: row.trackingNumber,
  refundId: row.refundId,
});

/** Whether the order's stock is still out of the warehouse's hands (so a refund or cancellation returns it). */
const stockReturns = (from: OrderStatus) => from === 'Pending' || from === 'Paid';

/**
 * One locked move: re-reads the order FOR UPDATE, checks the table once more (something may have
 * moved it since the caller looked), then writes the move and everything that goes with it.
 */
async function applyMove(
  deps: OrderDeps,
  actor: Caller,
  orderId: string,
  to: OrderStatus,
  set: Partial<OrderRow>,
  note: string | null,
  checkoutId: string | null = null,
  settledIntent: string | null = null,
): Promise<OrderRow> {
  const moved = await deps.db.transaction(async (tx) => {
    if (checkoutId) {
      // Cancelling an order of a checkout: locked as the delete does (checkout, then order), so no
      // intent for the checkout's old total is attached while this order goes (docs/decisions/0017).
      const [checkout] = await tx.select({ intent: checkouts.paymentIntentId }).from(checkouts).where(eq(checkouts.id, checkoutId)).for('update');
      if (checkout?.intent) throw beingPaid();
    }
    const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!row) throw notFound('Order not found');
    if (!canMove(row.status, to)) throw refused(row.status, to);
    // Cancelling: an intent attached since the caller settled the order's one could still charge it.
    if (to === 'Cancelled' && !checkoutId && row.paymentIntentId !== settledIntent) throw beingPaid();
    const [after] = await tx
      .update(orders)
      .set({ ...set, status: to })
      .where(eq(orders.id, orderId))
      .returning();
    await recordOrderEvent(tx, { orderId, from: row.status, to, actor, note });
    await recordAudit(tx, actor, {
      action: to === 'Refunded' ? 'order.refund' : 'order.status',
      entityType: 'order',
      entityId: orderId,
      before: auditView(row),
      after: auditView(after!),
    });
    if ((to === 'Cancelled' || to === 'Refunded') && stockReturns(row.status)) await returnStock(tx, row.productId, row.quantity);
    if (to === 'Shipped') {
      await enqueueMail(tx, {
        kind: 'order-shipped',
        to: after!.userEmail,
        order: orderMailDetails(after!),
        carrier: after!.carrier ?? '',
        trackingNumber: after!.trackingNumber ?? '',
      });
    }
    if (to === 'Refunded') await enqueueMail(tx, { kind: 'order-refunded', to: after!.userEmail, order: orderMailDetails(after!) });
    if (to === 'Cancelled') await enqueueMail(tx, { kind: 'order-cancelled', to: after!.userEmail, order: orderMailDetails(after!) });
    return { row: after!, stockReturned: (to === 'Cancelled' || to === 'Refunded') && stockReturns(row.status) };
  });
  if (moved.stockReturned) deps.catalog.changed(); // the cached product list must show the stock back
  return moved.row;
}

/**
 * An admin's move of an order (POST /api/admin/order/{id}/status). Cancelling cancels the payment
 * intent first (an intent that succeeded meanwhile pays the order instead: 409); refunding asks the
 * card provider to refund the order's total first, with a key per order so a retry never refunds twice.
 */
export async function moveOrder(deps: OrderDeps, actor: Caller, orderId: string, move: OrderMoveInput): Promise<OrderRow> {
  const order = await findOrderRow(deps.db, orderId);
  if (!order) throw notFound('Order not found');
  if (!canMove(order.status, move.status)) throw refused(order.status, move.status);
  const now = new Date();
  switch (move.status) {
    case 'Shipped':
      return applyMove(
        deps,
        actor,
        orderId,
        'Shipped',
        { shippedAt: now, carrier: move.carrier ?? null, trackingNumber: move.trackingNumber ?? null },
        `${move.carrier} ${move.trackingNumber}`,
      );
    case 'Delivered':
      return applyMove(deps, actor, orderId, 'Delivered', { deliveredAt: now }, null);
    case 'Cancelled': {
      if (order.paymentIntentId) {
        const intent = await deps.payments.cancelIntent(order.paymentIntentId);
        if (intent.status === 'succeeded') {
          await markOrderPaid(deps.db, order.id, intent);
          throw conflict('This order was paid meanwhile; refund it instead');
        }
      }
      // An order of a checkout: the checkout's one intent charged it too, so it goes first.
      if (order.checkoutId && (await settleCheckoutIntent(deps, order.checkoutId)) === 'paid') {
        throw conflict('This order was paid meanwhile; refund it instead');
      }
      return applyMove(deps, actor, orderId, 'Cancelled', { cancelledAt: now }, null, order.checkoutId, order.paymentIntentId);
    }
    case 'Refunded': {
      if (!order.transactionId) throw conflict('This order has no payment to refund');
      const refund = await deps.payments.refundIntent(order.transactionId, order.totalPriceCents, `refund-order-${order.id}`);
      return applyMove(deps, actor, orderId, 'Refunded', { refundedAt: now, refundId: refund.id }, refund.id);
    }
  }
}
