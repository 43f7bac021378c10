// When stock is held and given back (docs/decisions: stock reservation). Placing an order reserves
// its quantity atomically (order-service.ts); deleting or expiring an unpaid order releases it, after
// cancelling its payment intent so no payment can succeed for stock that went back on the shelf.
import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema/index';
import { oldestFirst } from '../../db/sort';
import { returnStock } from '../products';
import { findOrderRow } from './order-lines';
import type { OrderDeps, OrderLineRow, OrderRow } from './order-types';
import { deleteUnpaid } from './order-writes';
import { intentMismatch, markOrderPaid } from './payment-record';

export const expiresAt = (order: Pick<OrderRow, 'createdAt'>, ttlMs: number) => new Date(order.createdAt.getTime() + ttlMs);
export const isExpired = (order: OrderRow, ttlMs: number, now = Date.now()) =>
  order.status === 'Pending' && expiresAt(order, ttlMs).getTime() <= now;

export type ReleaseOutcome = 'released' | 'paid' | 'gone';

/**
 * Gives an unpaid order's stock back and deletes the order. Its payment intent is cancelled first;
 * if the provider says the intent had already succeeded, the payment is recorded instead ('paid').
 */
export async function releaseUnpaidOrder(deps: OrderDeps, orderId: string): Promise<ReleaseOutcome> {
  const { db, payments } = deps;
  // A payment intent may be attached between our read and our delete; then we go round again.
  for (let attempt = 0; attempt < 3; attempt++) {
    const order = await findOrderRow(db, orderId);
    if (!order) return 'gone';
    if (order.status !== 'Pending') return 'paid'; // paid (or cancelled by an admin): not ours to release
    if (order.paymentIntentId) {
      const intent = await payments.cancelIntent(order.paymentIntentId);
      if (intent.status === 'succeeded') {
        const problem = intentMismatch(order, intent);
        if (problem) {
          // Never expected: our own intent, created for this order. Keep the order and its stock for a person to look at.
          deps.log?.error({ orderId, intentId: intent.id, problem }, 'succeeded payment intent does not match its order');
          throw new Error(`payment intent ${intent.id} does not match order ${orderId}: ${problem}`);
        }
        await markOrderPaid(deps, order.id, intent);
        return 'paid';
      }
    }
    const released = await db.transaction(async (tx) => {
      const lines = await deleteUnpaid(tx, order.id, order.paymentIntentId);
      if (!lines) return false;
      await returnLinesStock(tx, lines);
      return true;
    });
    if (released) {
      deps.catalog.changed(); // stock is back: the cached product list must show it
      return 'released';
    }
  }
  throw new Error(`order ${orderId} kept changing while it was being released`);
}

/** Every line's units back on the shelf of its version, in version-id order (the order reservations lock them in). */
export async function returnLinesStock(tx: Db, lines: readonly Pick<OrderLineRow, 'variantId' | 'quantity'>[]): Promise<void> {
  for (const line of [...lines].sort((a, b) => (a.variantId < b.variantId ? -1 : 1))) {
    if (line.quantity > 0) await returnStock(tx, line.variantId, line.quantity);
  }
}

const sweeps = new WeakMap<Db, Promise<number>>();

/**
 * Releases every unpaid order older than the TTL. Runs before reads and reservations (and on a
 * timer), so expired stock is back before anyone asks; concurrent callers share one sweep.
 */
export function sweepExpiredOrders(deps: OrderDeps): Promise<number> {
  const running = sweeps.get(deps.db);
  if (running) return running;
  const sweep = (async () => {
    const cutoff = new Date(Date.now() - deps.ttlMs);
    const stale = await deps.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.status, 'Pending'), lt(orders.createdAt, cutoff)))
      .orderBy(...oldestFirst(orders))
      .limit(100);
    let released = 0;
    for (const { id } of stale) {
      try {
        if ((await releaseUnpaidOrder(deps, id)) === 'released') released++;
      } catch (err) {
        // One order the provider could not settle must not block the others (or the caller's request).
        deps.log?.warn({ err, orderId: id }, 'could not expire an unpaid order; will retry on the next sweep');
      }
    }
    return released;
  })().finally(() => sweeps.delete(deps.db));
  sweeps.set(deps.db, sweep);
  return sweep;
}

/** How long a request waits for the sweep before going on (the sweep then finishes in the background). */
const REQUEST_SWEEP_WAIT_MS = 1_500;

/**
 * The sweep that runs before reads and reservations. A card provider that is slow or down must not
 * stall ordering: correctness never depends on the sweep (expired orders only hold stock longer).
 */
export async function sweepBeforeRequest(deps: OrderDeps): Promise<void> {
  const sweep = sweepExpiredOrders(deps).catch((err: unknown) => {
    deps.log?.warn({ err }, 'expired-order sweep failed');
    return 0;
  });
  let timer: NodeJS.Timeout | undefined;
  const wait = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, REQUEST_SWEEP_WAIT_MS);
  });
  await Promise.race([sweep, wait]);
  clearTimeout(timer);
}
