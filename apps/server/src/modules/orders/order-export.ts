// Orders as CSV for accounting (GET /api/admin/order/export): every order placed in a range of
// days, oldest first, one row per line (the order's own columns repeated on each), read in keyset pages of EXPORT_PAGE rows and streamed as they come, so the
// memory it takes is one page whether the range holds ten orders or a million.
import { Readable } from 'node:stream';
import { and, getTableColumns, sql } from 'drizzle-orm';
import { oldestFirst } from '../../db/sort';
import { toDecimalString } from '@store/contract/money';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema/index';
import { microsecondText, type Keyset } from '../../db/keyset';
import { csvLine } from '../../http/csv';
import { placedBetween } from './admin-order-list';
import { linesOf } from './order-lines';
import type { OrderLineRow, OrderRow } from './order-types';
import { formatRate } from '../markets';

const EXPORT_PAGE = 1_000;

const header = [
  'Order id',
  'Order number',
  'Placed at (UTC)',
  'Status',
  'Customer name',
  'Customer e-mail',
  'Line',
  'Product id',
  'Product',
  'Quantity',
  'Refunded quantity',
  'Currency',
  'Unit price',
  'Line total',
  'Order total',
  'Transaction id',
  'Paid at (UTC)',
  'Shipped at (UTC)',
  'Carrier',
  'Tracking number',
  'Delivered at (UTC)',
  'Cancelled at (UTC)',
  'Refunded at (UTC)',
  'Refund id',
  // Markets (added at the end: a sheet reading columns by position keeps working).
  'Market',
  'Line net',
  'Line tax rate',
  'Line tax',
  'Shipping method',
  'Shipping',
  'Order tax',
  'VAT number',
  'Reverse charge',
  'Store currency',
  'Order total in store currency',
  'Exchange rate',
];

const iso = (d: Date | null) => d?.toISOString() ?? null;
const line = (o: OrderRow, l: OrderLineRow) =>
  csvLine([
    o.id,
    o.number,
    iso(o.createdAt),
    o.status,
    o.userName,
    o.userEmail,
    l.position,
    l.productId,
    l.productName,
    l.quantity,
    l.refundedQuantity,
    // Plain decimals with the currency beside them (a spreadsheet reads "$1,234.00" as text).
    o.currency,
    toDecimalString({ amount: l.unitPrice, currency: o.currency }),
    toDecimalString({ amount: l.lineTotal, currency: o.currency }),
    toDecimalString({ amount: o.totalAmount, currency: o.currency }),
    o.transactionId,
    iso(o.paidAt),
    iso(o.shippedAt),
    o.carrier,
    o.trackingNumber,
    iso(o.deliveredAt),
    iso(o.cancelledAt),
    iso(o.refundedAt),
    o.refundId,
    o.marketName,
    toDecimalString({ amount: l.netAmount, currency: o.currency }),
    formatRate(l.taxRate),
    toDecimalString({ amount: l.taxAmount, currency: o.currency }),
    o.shippingMethod,
    toDecimalString({ amount: o.shippingAmount + o.shippingTaxAmount, currency: o.currency }),
    toDecimalString({ amount: o.taxAmount, currency: o.currency }),
    o.vatNumber,
    o.reverseCharge ? 'yes' : 'no',
    o.baseCurrency,
    toDecimalString({ amount: o.baseTotalAmount, currency: o.baseCurrency }),
    o.exchangeRate,
  ]);

/** The header line, then one chunk per page of rows. */
async function* exportChunks(db: Db, from: string, to: string, pageSize: number): AsyncGenerator<string> {
  let after: Keyset | undefined;
  let chunk = csvLine(header);
  for (;;) {
    const rows = await db
      .select({ ...getTableColumns(orders), cursorAt: microsecondText(orders.createdAt) })
      .from(orders)
      .where(and(...placedBetween(from, to), after && sql`(${orders.createdAt}, ${orders.id}) > (${after.at}::timestamptz, ${after.id}::uuid)`))
      .orderBy(...oldestFirst(orders))
      .limit(pageSize);
    const lines = await linesOf(db, rows.map((r) => r.id));
    chunk += rows.flatMap((o) => (lines.get(o.id) ?? []).map((l) => line(o, l))).join('');
    yield chunk;
    chunk = '';
    if (rows.length < pageSize) return;
    const last = rows.at(-1)!;
    after = { at: last.cursorAt, id: last.id };
  }
}

/**
 * The export as a stream, its first page already read: a query that fails at once (a bad value, an
 * unreachable database) rejects here, before anything is sent, and gets the usual error answer. A
 * page that fails later errors the stream, and the server then cuts the connection (Fastify destroys
 * the socket of a stream that errors after its headers went): the chunked answer never gets its
 * closing chunk, so the client sees a broken transfer, never a short file that looks whole.
 */
export async function exportOrders(db: Db, from: string, to: string, pageSize = EXPORT_PAGE): Promise<Readable> {
  const chunks = exportChunks(db, from, to, pageSize);
  const first = await chunks.next();
  async function* all() {
    if (!first.done) yield first.value;
    yield* chunks;
  }
  return Readable.from(all(), { objectMode: false });
}
