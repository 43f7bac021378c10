// The fulfilment lifecycle after payment, enforced here (docs/decisions/0018): every move is checked
// against the contract's table (orderTransitions) with the order's row locked, so two admins (or an
// admin and a payment) never both move one order; anything else is a 409. Each move writes, in one
// transaction: the order's status and the moment's timestamp, a row on its timeline (order_event),
// an audit entry, and the customer's mail (shipped, cancelled). A refund has its own flow
// (order-refunds.ts): the card provider is called between its record and its completion.
import { eq } from 'drizzle-orm';
import { canMove, type AdminTargetStatus, type OrderStatus } from '@store/contract';
import { orders } from '../../db/schema/index';
import { conflict, notFound } from '../../http/errors';
import { recordAudit } from '../audit';
import { enqueueMail } from '../mail';
import type { Caller, OrderDeps, OrderRow } from './order-types';
import { recordOrderEvent } from './order-events';
import { auditView } from './order-audit';
import { findOrderRow, linesOf } from './order-lines';
import { refundOrder } from './order-refunds';
import { setStatus } from './order-writes';
import { markOrderPaid, orderMailDetails } from './payment-record';
import { returnLinesStock } from './stock-reservation';

export interface OrderMoveInput {
  status: AdminTargetStatus;
  carrier?: string | undefined;
  trackingNumber?: string | undefined;
}

const beingPaid = () => conflict('This order is being paid right now; try again in a moment');
const refused = (from: OrderStatus, to: OrderStatus) =>
  conflict(`An order that is ${from} cannot become ${to}`, { status: `Not allowed from ${from}` });

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
  settledIntent: string | null = null,
): Promise<OrderRow> {
  const moved = await deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!row) throw notFound('Order not found');
    if (!canMove(row.status, to)) throw refused(row.status, to);
    // Cancelling: an intent attached since the caller settled the order's one could still charge it.
    if (to === 'Cancelled' && row.paymentIntentId !== settledIntent) throw beingPaid();
    const lines = (await linesOf(tx, [orderId])).get(orderId) ?? [];
    const after = await setStatus(tx, orderId, to, set);
    await recordOrderEvent(tx, { orderId, from: row.status, to, actor, note });
    await recordAudit(tx, actor, {
      action: 'order.status',
      entityType: 'order',
      entityId: orderId,
      before: auditView(row, lines),
      after: auditView(after, lines),
    });
    if (to === 'Cancelled' && stockReturns(row.status)) await returnLinesStock(tx, lines);
    if (to === 'Shipped') {
      await enqueueMail(tx, {
        kind: 'order-shipped',
        to: after.userEmail,
        order: orderMailDetails(after, lines),
        carrier: after.carrier ?? '',
        trackingNumber: after.trackingNumber ?? '',
      });
    }
    if (to === 'Cancelled') await enqueueMail(tx, { kind: 'order-cancelled', to: after.userEmail, order: orderMailDetails(after, lines) });
    return { row: after, stockReturned: to === 'Cancelled' && stockReturns(row.status) };
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
      return applyMove(deps, actor, orderId, 'Cancelled', { cancelledAt: now }, null, order.paymentIntentId);
    }
    case 'Refunded':
      // Every unit left, through the refund flow (recorded before the provider is called).
      await refundOrder(deps, actor, orderId, null);
      return (await findOrderRow(deps.db, orderId))!;
  }
}
