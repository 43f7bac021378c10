// An order's timeline (order_event): one row per status change, written in the transaction that
// makes the change (a payment in payment-record.ts, an admin's move in order-fulfilment.ts).
import { eq } from 'drizzle-orm';
import { oldestFirst } from '../../db/sort';
import type { OrderStatus } from '@store/contract';
import type { Db } from '../../db/client';
import { orderEvents } from '../../db/schema/index';
import type { Caller } from './order-types';

/** A status change on the order's timeline; call it in the transaction that changes the status. */
export async function recordOrderEvent(
  tx: Db,
  event: { orderId: string; from: OrderStatus | null; to: OrderStatus; actor?: Caller | undefined; note?: string | null },
): Promise<void> {
  await tx.insert(orderEvents).values({
    orderId: event.orderId,
    fromStatus: event.from,
    toStatus: event.to,
    actorId: event.actor?.id ?? null,
    actorEmail: event.actor?.email.toLowerCase() ?? null,
    note: event.note ?? null,
  });
}

/** The order's status changes, oldest first (served by order_event_order_id_idx). */
export async function orderTimeline(db: Db, orderId: string) {
  return db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(...oldestFirst(orderEvents));
}
