import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invoices } from '../../db/schema/index';
import type { InvoiceDocument } from './invoice-document';

export interface InvoiceSummary {
  number: string;
  kind: 'invoice' | 'credit-note';
  issuedAt: Date;
}

/** The invoice and credit notes of each order, oldest first (one query for a page of orders). */
export async function invoicesOfOrders(db: Db, orderIds: readonly string[]): Promise<Map<string, InvoiceSummary[]>> {
  const byOrder = new Map<string, InvoiceSummary[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select({ orderId: invoices.orderId, number: invoices.number, kind: invoices.kind, issuedAt: invoices.issuedAt })
    .from(invoices)
    .where(inArray(invoices.orderId, [...new Set(orderIds)]))
    .orderBy(asc(invoices.issuedAt), asc(invoices.number));
  for (const { orderId, ...summary } of rows) byOrder.set(orderId, [...(byOrder.get(orderId) ?? []), summary]);
  return byOrder;
}

/** The number of an order's invoice (undefined for an order paid before invoices existed). */
export async function invoiceNumberOf(db: Db, orderId: string): Promise<string | undefined> {
  const [row] = await db.select({ number: invoices.number }).from(invoices).where(and(eq(invoices.orderId, orderId), eq(invoices.kind, 'invoice')));
  return row?.number;
}

/** One document by its number, with who may read it besides admins. */
export async function findInvoice(db: Db, number: string): Promise<{ userId: string | null; document: InvoiceDocument } | undefined> {
  const [row] = await db.select({ userId: invoices.userId, document: invoices.document }).from(invoices).where(eq(invoices.number, number));
  if (!row) return undefined;
  const document = row.document as InvoiceDocument & { issuedAt: string };
  // JSON keeps the date as text.
  return { userId: row.userId, document: { ...document, issuedAt: new Date(document.issuedAt) } };
}
