// One locked move of an order along the transition table (docs/decisions/0018), and everything that
// goes with it in the same transaction: the status and the moment's timestamp, a row on its
// timeline (order_event), an audit entry, stock back for a cancellation, and the customer's mail.
// The admin's moves (order-fulfilment.ts) and a cancellation's completion (order-cancellation.ts)
// end here.
import { eq } from 'drizzle-orm';
import { canMove, type OrderStatus } from '@store/contract';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema/index';
import { conflict, notFound } from '../../http/errors';
import { recordAudit } from '../audit';
import { enqueueMail } from '../mail';
import { auditView } from './order-audit';
import { recordOrderEvent } from './order-events';
import { linesOf } from './order-lines';
import type { Caller, OrderDeps, OrderRow } from './order-types';
import { setStatus } from './order-writes';
import { orderMailDetails } from './payment-record';
import { returnLinesStock } from './stock-reservation';

const beingPaid = () => conflict('This order is being paid right now; try again in a moment');
export const refused = (from: OrderStatus, to: OrderStatus) =>
  conflict(`An order that is ${from} cannot become ${to}`, { status: `Not allowed from ${from}` });

/** Whether the order's stock is still out of the warehouse's hands (so a refund or cancellation returns it). */
const stockReturns = (from: OrderStatus) => from === 'Pending' || from === 'Paid';

/**
 * One locked move: re-reads the order FOR UPDATE, checks the table once more (something may have
 * moved it since the caller looked), then writes the move and everything that goes with it.
 */
export async function applyMove(
  deps: OrderDeps,
  actor: Caller,
  orderId: string,
  to: OrderStatus,
  set: Partial<OrderRow>,
  note: string | null,
  settledIntent: string | null = null,
  /** A step of the caller's flow that must commit with the move (a cancellation's record). */
  alongside?: (tx: Db) => Promise<void>,
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
    if (alongside) await alongside(tx);
    return { row: after, stockReturned: to === 'Cancelled' && stockReturns(row.status) };
  });
  if (moved.stockReturned) deps.catalog.changed(); // the cached product list must show the stock back
  return moved.row;
}

