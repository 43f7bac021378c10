import type { OrderStatus } from '@store/contract';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';

const tone: Record<OrderStatus, string> = {
  Pending: 'badge-warning',
  Paid: 'badge-success',
  Shipped: 'badge-info',
  Delivered: 'badge-success',
  Cancelled: 'badge-neutral',
  Refunded: 'badge-error',
};

/** Each status's name in the page's language: the badge, and My Orders' disabled Payment button. */
export const orderStatusWords: Record<OrderStatus, MessageDescriptor> = {
  Pending: msg`Pending`,
  Paid: msg`Paid`,
  Shipped: msg`Shipped`,
  Delivered: msg`Delivered`,
  Cancelled: msg`Cancelled`,
  Refunded: msg`Refunded`,
};

/** An order's status as a badge: My Orders and the back office show it alike. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { i18n } = useLingui();
  return <span className={`badge badge-sm badge-soft whitespace-nowrap ${tone[status]}`}>{i18n._(orderStatusWords[status])}</span>;
}
