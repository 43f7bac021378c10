// The order lifecycle in one place: the statuses, the moves allowed between them, and which of those
// an admin makes. The server refuses every other move with 409; the back office offers a button for
// each admin move the table allows from an order's status.
import { z } from 'zod';

/** 'Pending' stays the first status (an order is 'Pending' when placed: docs/product/orders-and-payments.md). */
export const orderStatuses = ['Pending', 'Paid', 'Shipped', 'Delivered', 'Cancelled', 'Refunded'] as const;
export type OrderStatus = (typeof orderStatuses)[number];
export const orderStatusSchema = z.enum(orderStatuses);

/** Every move the lifecycle allows. Pending -> Paid happens only through a payment. */
export const orderTransitions: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  Pending: ['Paid', 'Cancelled'],
  Paid: ['Shipped', 'Refunded'],
  Shipped: ['Delivered', 'Refunded'],
  Delivered: [],
  Cancelled: [],
  Refunded: [],
};

/** The statuses an admin may move an order to by hand (everything but Paid). */
export const adminTargetStatuses = ['Shipped', 'Delivered', 'Cancelled', 'Refunded'] as const;
export type AdminTargetStatus = (typeof adminTargetStatuses)[number];

export const canMove = (from: OrderStatus, to: OrderStatus): boolean => orderTransitions[from].includes(to);

/** The buttons the back office offers for an order in `status`. */
export const adminMovesFrom = (status: OrderStatus): AdminTargetStatus[] =>
  adminTargetStatuses.filter((to) => canMove(status, to));

/** A payment was received for the order (it may have been refunded since). */
export const paidStatuses: readonly OrderStatus[] = ['Paid', 'Shipped', 'Delivered', 'Refunded'];
export const isPaidStatus = (status: OrderStatus): boolean => paidStatuses.includes(status);
/** Paid and not refunded: what counts as revenue, and who is a buyer of the product (a verified review). */
export const keptPaymentStatuses: readonly OrderStatus[] = ['Paid', 'Shipped', 'Delivered'];

/** What each admin move is called on its button. */
export const adminMoveLabels: Record<AdminTargetStatus, string> = {
  Shipped: 'Mark shipped',
  Delivered: 'Mark delivered',
  Cancelled: 'Cancel order',
  Refunded: 'Refund',
};
