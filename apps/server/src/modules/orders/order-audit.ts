// What the audit trail keeps of an order's state before and after a move or a refund; what it is
// (goods, quantity, total, customer) lets the trail name the order in words rather than by its id.
import { linesSummary } from './order-lines';
import type { OrderLineRow, OrderRow } from './order-types';

export const auditView = (row: OrderRow, lines: readonly OrderLineRow[]) => ({
  productName: linesSummary(lines),
  quantity: lines.reduce((sum, l) => sum + l.quantity, 0),
  totalCents: row.totalAmount,
  currency: row.currency,
  customerEmail: row.userEmail,
  status: row.status,
  carrier: row.carrier,
  trackingNumber: row.trackingNumber,
  refundId: row.refundId,
});
