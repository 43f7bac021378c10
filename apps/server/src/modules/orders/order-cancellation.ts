// An admin cancelling an unpaid order, as one flow whose steps and compensations read top to bottom
// (docs/decisions/0026). The call to the card provider is recorded before it is made:
//   1. record   — under the order's lock: the order may be cancelled, and which intent to cancel;
//   2. call     — the provider cancels that intent (idempotent: an intent already cancelled stays so);
//   3. complete — the order Cancelled, its stock back, timeline, audit and mail, and the record
//                 succeeded, in one transaction (order-moves.ts).
// Compensation: an intent that turns out to have succeeded pays the order instead (the record
// fails, 409). A provider that does not answer, or a process that dies between 2 and 3, leaves the
// record `requested`: the order job asks the provider again and completes it, so an acknowledged
// "cancel" is never half done and an order whose intent is cancelled never stays payable-looking.
import { and, asc, eq, lt } from 'drizzle-orm';
import { canMove } from '@store/contract';
import type { Db } from '../../db/client';
import { orderCancellations, orders } from '../../db/schema/index';
import { AppError, conflict, notFound } from '../../http/errors';
import { applyMove, refused } from './order-moves';
import { PROVIDER_CALL_PATIENCE_MS, type Caller, type OrderDeps, type OrderRow, type PaymentIntentState } from './order-types';
import { markOrderPaid } from './payment-record';

type CancellationRow = typeof orderCancellations.$inferSelect;

/** 1. The cancellation on record (or the one already requested for this order). */
async function recordCancellation(db: Db, actor: Caller, orderId: string): Promise<CancellationRow> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) throw notFound('Order not found');
    if (!canMove(order.status, 'Cancelled')) throw refused(order.status, 'Cancelled');
    const [open] = await tx
      .select()
      .from(orderCancellations)
      .where(and(eq(orderCancellations.orderId, orderId), eq(orderCancellations.status, 'requested')));
    if (open) return open;
    const [row] = await tx
      .insert(orderCancellations)
      .values({ orderId, paymentIntentId: order.paymentIntentId, actorId: actor.id, actorEmail: actor.email.toLowerCase() })
      .returning();
    return row!;
  });
}

const settle = (status: 'succeeded' | 'failed', id: string) => async (tx: Db) => {
  await tx
    .update(orderCancellations)
    .set({ status, completedAt: new Date() })
    .where(and(eq(orderCancellations.id, id), eq(orderCancellations.status, 'requested')));
};

/** 2. The provider cancels the intent; null when it did not answer (the record waits for the job). */
async function callProvider(deps: OrderDeps, record: CancellationRow): Promise<PaymentIntentState | 'none' | null> {
  if (!record.paymentIntentId) return 'none';
  try {
    return await deps.payments.cancelIntent(record.paymentIntentId);
  } catch (err) {
    deps.log?.warn({ err, cancellationId: record.id, orderId: record.orderId }, 'card provider did not answer a cancellation; it will be asked again');
    return null;
  }
}

/** 3, or its compensation: Cancelled with the record, or Paid (the intent had succeeded) with the record failed. */
async function completeCancellation(deps: OrderDeps, record: CancellationRow, intent: PaymentIntentState | 'none', actor: Caller): Promise<OrderRow> {
  if (intent !== 'none' && intent.status === 'succeeded') {
    await markOrderPaid(deps, record.orderId, intent);
    await settle('failed', record.id)(deps.db);
    throw conflict('This order was paid meanwhile; refund it instead');
  }
  return applyMove(deps, actor, record.orderId, 'Cancelled', { cancelledAt: new Date() }, null, record.paymentIntentId, settle('succeeded', record.id));
}

/**
 * An admin's cancellation (POST /api/admin/order/{id}/status, Cancelled). Returns the Cancelled
 * order; 409 when it was paid meanwhile; 503 when the provider did not answer (the cancellation is
 * on record and the order job completes it).
 */
export async function cancelOrder(deps: OrderDeps, actor: Caller, orderId: string): Promise<OrderRow> {
  const record = await recordCancellation(deps.db, actor, orderId);
  const intent = await callProvider(deps, record);
  if (!intent) throw new AppError(503, 'unavailable', 'The card provider did not answer; the cancellation is on record and will be completed shortly');
  return completeCancellation(deps, record, intent, actor);
}

/**
 * The order job's part: cancellations left `requested` (provider silent, or the process died) are
 * asked again and completed. One whose order moved on meanwhile (paid, or expired and deleted with
 * its record) fails instead; nothing is cancelled twice.
 */
export async function reconcileCancellations(deps: OrderDeps, olderThanMs = PROVIDER_CALL_PATIENCE_MS): Promise<number> {
  const stale = await deps.db
    .select()
    .from(orderCancellations)
    .where(and(eq(orderCancellations.status, 'requested'), lt(orderCancellations.createdAt, new Date(Date.now() - olderThanMs))))
    .orderBy(asc(orderCancellations.createdAt))
    .limit(20);
  let completed = 0;
  for (const record of stale) {
    const actor: Caller = { id: record.actorId, email: record.actorEmail, name: '', role: 'admin' };
    try {
      const intent = await callProvider(deps, record);
      if (!intent) continue;
      await completeCancellation(deps, record, intent, actor);
      completed++;
    } catch (err) {
      if (err instanceof AppError && err.statusCode < 500) {
        await settle('failed', record.id)(deps.db); // the order moved on (paid, or no longer Pending)
      } else {
        deps.log?.warn({ err, cancellationId: record.id }, 'a recorded cancellation could not be completed');
      }
    }
  }
  return completed;
}
