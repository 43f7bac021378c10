import type { OrderStatus } from '@store/contract';

const tone: Record<OrderStatus, string> = {
  Pending: 'badge-warning',
  Paid: 'badge-success',
  Shipped: 'badge-info',
  Delivered: 'badge-success',
  Cancelled: 'badge-neutral',
  Refunded: 'badge-error',
};

/** An order's status as a badge: My Orders and the back office show it alike. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <span className={`badge badge-sm badge-soft whitespace-nowrap ${tone[status]}`}>{status}</span>;
}
