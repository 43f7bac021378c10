// An admin's move of an order, checked against the contract's transition table (docs/decisions/0018)
// here and again with the row locked in order-moves.ts, so two admins (or an admin and a payment)
// never both move one order; anything else is a 409. Cancelling and refunding call the card
// provider, so each has its own flow (order-cancellation.ts, order-refunds.ts): the call is
// recorded before it is made and completed after.
import { canMove, type AdminTargetStatus } from '@store/contract';
import { notFound } from '../../http/errors';
import { cancelOrder } from './order-cancellation';
import { findOrderRow } from './order-lines';
import { applyMove, refused } from './order-moves';
import { refundOrder } from './order-refunds';
import type { Caller, OrderDeps, OrderRow } from './order-types';

export interface OrderMoveInput {
  status: AdminTargetStatus;
  carrier?: string | undefined;
  trackingNumber?: string | undefined;
}

/**
 * An admin's move of an order (POST /api/admin/order/{id}/status). Cancelling cancels the payment
 * intent first (an intent that succeeded meanwhile pays the order instead: 409); refunding refunds
 * every unit left through the provider, with the record's key so a retry never refunds twice.
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
    case 'Cancelled':
      // Recorded before the provider cancels the intent, completed after (order-cancellation.ts).
      return cancelOrder(deps, actor, orderId);
    case 'Refunded':
      // Every unit left, through the refund flow (recorded before the provider is called).
      await refundOrder(deps, actor, orderId, null);
      return (await findOrderRow(deps.db, orderId))!;
  }
}
