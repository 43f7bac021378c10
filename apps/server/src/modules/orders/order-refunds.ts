// Refunding an order, whole or by line, as one flow whose steps and compensations read top to
// bottom (docs/decisions/0026). The call to the card provider is recorded before it is made:
//   1. record   — under the order's lock: which units, how much; the units count as refunded now,
//                 so a second refund racing this one cannot take them again;
//   2. call     — the provider, with the record's id as idempotency key (a retry never refunds twice);
//   3. complete — the record succeeded; the order's timeline, audit entry, stock and mail (and, for
//                 the last units, the move to Refunded) in one transaction.
// Compensation: a provider that refuses (409) abandons the record and gives the units back. One that
// does not answer, or a process that dies between 2 and 3, leaves the record `requested`: the order
// job (order-expiry.ts) asks the provider again with the same key and completes it.
import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import { formatMoney, type OrderStatus } from '@store/contract';
import type { Db } from '../../db/client';
import { orderRefunds, orders } from '../../db/schema/index';
import { AppError, conflict, notFound } from '../../http/errors';
import { recordAudit } from '../audit';
import { enqueueMail } from '../mail';
import { auditView } from './order-audit';
import { recordOrderEvent } from './order-events';
import { linesOf } from './order-lines';
import { PROVIDER_CALL_PATIENCE_MS, type Caller, type OrderDeps, type OrderLineRow, type OrderRow } from './order-types';
import { addRefundedUnits, setStatus } from './order-writes';
import { invoicedOrder, orderMailDetails } from './payment-record';
import { returnLinesStock } from './stock-reservation';
import { invoiceNumberOf, issueCreditNote } from '../invoices';
import { shareOf } from '../markets';

type RefundRow = typeof orderRefunds.$inferSelect;
/** The order's payment a refund goes back to. */
interface Payment {
  transactionId: string;
  currency: string;
}
type Units = { position: number; quantity: number }[];

/** Statuses a refund may start from (the transition table's moves to Refunded). */
const refundable: readonly OrderStatus[] = ['Paid', 'Shipped'];

const nothingLeft = () => conflict('Nothing is left to refund on this order');

/** 1. The refund on record, its units counted on the lines; throws 404/409 with the reason. */
async function recordRefund(deps: OrderDeps, actor: Caller | null, orderId: string, asked: Units | null): Promise<{ refund: RefundRow; payment: Payment }> {
  return deps.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) throw notFound('Order not found');
    if (!refundable.includes(order.status)) throw conflict(`An order that is ${order.status} cannot be refunded`, { status: `Not allowed from ${order.status}` });
    if (!order.transactionId) throw conflict('This order has no payment to refund');
    const lines = (await linesOf(tx, [orderId])).get(orderId) ?? [];
    const left = new Map(lines.map((l) => [l.position, l.quantity - l.refundedQuantity]));
    const units: Units = asked ?? lines.map((l) => ({ position: l.position, quantity: left.get(l.position)! })).filter((u) => u.quantity > 0);
    if (units.length === 0) throw nothingLeft();
    for (const u of units) {
      const available = left.get(u.position);
      if (available === undefined) throw conflict(`This order has no line ${u.position}`, { lines: `No line ${u.position}` });
      if (u.quantity > available) {
        throw conflict(`Line ${u.position}: only ${available} left to refund`, { lines: `Line ${u.position}: only ${available} left to refund` });
      }
    }
    // Refunded (or being refunded) so far, in money: a whole refund takes what is left of the total
    // (shipping and tax too); never more than was paid.
    const [done] = await tx
      .select({ amount: sql<string>`coalesce(sum(${orderRefunds.amount}), 0)` })
      .from(orderRefunds)
      .where(and(eq(orderRefunds.orderId, orderId), inArray(orderRefunds.status, ['requested', 'succeeded'])));
    const remaining = order.totalAmount - Number(done?.amount ?? 0);
    const whole = lines.every((l) => (units.find((u) => u.position === l.position)?.quantity ?? 0) === left.get(l.position));
    // A part refunds its units' share of what their lines charged, tax included (markets' shareOf, as the credit note).
    const byPosition = new Map(lines.map((l) => [l.position, l]));
    // Cumulative: the units refunded before and these together, less those before, so refunding a
    // line unit by unit never takes a cent more than the line charged.
    const share = (position: number, quantity: number) => {
      const l = byPosition.get(position)!;
      const taxed = { net: l.netAmount, rate: l.taxRate, tax: l.taxAmount, gross: l.grossAmount };
      return shareOf(taxed, l.refundedQuantity + quantity, l.quantity).gross - shareOf(taxed, l.refundedQuantity, l.quantity).gross;
    };
    const amount = whole ? remaining : units.reduce((sum, u) => sum + share(u.position, u.quantity), 0);
    if (amount <= 0 || amount > remaining) throw nothingLeft();
    const [refund] = await tx
      .insert(orderRefunds)
      .values({ orderId, amount, lines: units, whole, actorId: actor?.id ?? null, actorEmail: actor?.email.toLowerCase() ?? null })
      .returning();
    await addRefundedUnits(tx, orderId, new Map(units.map((u) => [u.position, u.quantity])));
    return { refund: refund!, payment: { transactionId: order.transactionId, currency: order.currency } };
  });
}

/** Compensation for 1: the provider refused; the record fails and its units are refundable again. */
async function abandonRefund(db: Db, refund: RefundRow): Promise<void> {
  await db.transaction(async (tx) => {
    const [failed] = await tx
      .update(orderRefunds)
      .set({ status: 'failed', completedAt: new Date() })
      .where(and(eq(orderRefunds.id, refund.id), eq(orderRefunds.status, 'requested')))
      .returning({ id: orderRefunds.id });
    if (failed) await addRefundedUnits(tx, refund.orderId, new Map(refund.lines.map((u) => [u.position, -u.quantity])));
  });
}

/** What a partial refund gave back, for the timeline: "1 × Saw, 2 × Blade". */
const unitsText = (units: Units, lines: readonly OrderLineRow[]) =>
  units.map((u) => `${u.quantity} × ${lines.find((l) => l.position === u.position)?.productName ?? `line ${u.position}`}`).join(', ');

/** 3. The provider refunded: everything that goes with it, once (a second completer finds it done). */
async function completeRefund(deps: OrderDeps, refund: RefundRow, providerRefundId: string, actor: Caller | null): Promise<void> {
  const stockBack = await deps.db.transaction(async (tx) => {
    const [done] = await tx
      .update(orderRefunds)
      .set({ status: 'succeeded', providerRefundId, completedAt: new Date() })
      .where(and(eq(orderRefunds.id, refund.id), eq(orderRefunds.status, 'requested')))
      .returning({ id: orderRefunds.id });
    if (!done) return false;
    const [before] = await tx.select().from(orders).where(eq(orders.id, refund.orderId)).for('update');
    const lines = (await linesOf(tx, [refund.orderId])).get(refund.orderId) ?? [];
    const order = before!;
    const amount = { amount: refund.amount, currency: order.currency };
    let after: OrderRow = order;
    if (refund.whole) {
      after = await setStatus(tx, order.id, 'Refunded', { refundedAt: new Date(), refundId: providerRefundId });
      await recordOrderEvent(tx, { orderId: order.id, from: order.status, to: 'Refunded', actor: actor ?? undefined, note: providerRefundId });
    } else {
      await recordOrderEvent(tx, {
        orderId: order.id,
        from: order.status,
        to: order.status,
        actor: actor ?? undefined,
        note: `Refunded ${unitsText(refund.lines, lines)}: ${formatMoney(amount)} (${providerRefundId})`,
      });
    }
    // A refund the job completed is the admin's who asked for it.
    const who = actor ?? (refund.actorId ? { id: refund.actorId, email: refund.actorEmail ?? '' } : null);
    if (who) await recordAudit(tx, who, {
      action: 'order.refund',
      entityType: 'order',
      entityId: order.id,
      before: auditView(order, lines),
      after: { ...auditView(after, lines), refunded: { amount: refund.amount, lines: refund.lines } },
    });
    // The refund's credit note, naming the order's invoice (an order paid before invoices existed has none to credit).
    const invoice = await invoiceNumberOf(tx, order.id);
    if (invoice) await issueCreditNote(tx, invoicedOrder(order, lines), refund, invoice, deps.seller);
    // Goods not yet shipped go back on the shelf; shipped ones are the customer's to return.
    const returned = order.status === 'Paid';
    if (returned) {
      await returnLinesStock(tx, refund.lines.map((u) => ({ variantId: lines.find((l) => l.position === u.position)!.variantId, quantity: u.quantity })));
    }
    await enqueueMail(tx, {
      kind: 'order-refunded',
      to: after.userEmail,
      order: orderMailDetails(after, lines),
      ...(refund.whole ? {} : { refunded: { amount, lines: refund.lines.map((u) => {
        const line = lines.find((l) => l.position === u.position)!;
        return { productName: line.productName, version: line.version, quantity: u.quantity };
      }) } }),
    });
    return returned;
  });
  if (stockBack) deps.catalog.changed();
}

/** 2. The provider's refund; a refusal abandons the record, silence leaves it for the job. */
async function callProvider(deps: OrderDeps, refund: RefundRow, { transactionId, currency }: Payment): Promise<string | null> {
  try {
    return (await deps.payments.refundIntent(transactionId, { amount: refund.amount, currency }, `refund-${refund.id}`)).id;
  } catch (err) {
    if (err instanceof AppError && err.statusCode === 409) {
      await abandonRefund(deps.db, refund);
      throw err;
    }
    deps.log?.warn({ err, refundId: refund.id, orderId: refund.orderId }, 'card provider did not answer a refund; it will be asked again');
    return null;
  }
}

/**
 * An admin's refund: `units` null for every unit left (the order becomes Refunded), or some units
 * of some lines. Returns once the provider refunded, or 503 when it did not answer (the refund is
 * on record and is completed by the order job).
 */
export async function refundOrder(deps: OrderDeps, actor: Caller, orderId: string, units: Units | null): Promise<void> {
  const { refund, payment } = await recordRefund(deps, actor, orderId, units);
  const providerRefundId = await callProvider(deps, refund, payment);
  if (!providerRefundId) throw new AppError(503, 'unavailable', 'The card provider did not answer; the refund is on record and will be completed shortly');
  await completeRefund(deps, refund, providerRefundId, actor);
}

/** The partial refunds an order has had (amount, when the provider refunded it), for its timeline. */
export async function partialRefundsOf(db: Db, orderId: string): Promise<{ amount: number; at: Date }[]> {
  const rows = await db
    .select({ amount: orderRefunds.amount, at: orderRefunds.completedAt })
    .from(orderRefunds)
    .where(and(eq(orderRefunds.orderId, orderId), eq(orderRefunds.status, 'succeeded'), eq(orderRefunds.whole, false)));
  return rows.map((r) => ({ amount: r.amount, at: r.at! })); // a succeeded refund has completed
}

/** The order job's part: refunds left `requested` (provider silent, or the process died) are asked again and completed. */
export async function reconcileRefunds(deps: OrderDeps, olderThanMs = PROVIDER_CALL_PATIENCE_MS): Promise<number> {
  const stale = await deps.db
    .select()
    .from(orderRefunds)
    .where(and(eq(orderRefunds.status, 'requested'), lt(orderRefunds.createdAt, new Date(Date.now() - olderThanMs))))
    .orderBy(asc(orderRefunds.createdAt))
    .limit(20);
  let completed = 0;
  for (const refund of stale) {
    const [order] = await deps.db.select({ transactionId: orders.transactionId, currency: orders.currency }).from(orders).where(eq(orders.id, refund.orderId));
    if (!order?.transactionId) continue;
    try {
      const providerRefundId = await callProvider(deps, refund, { transactionId: order.transactionId, currency: order.currency });
      if (providerRefundId) {
        await completeRefund(deps, refund, providerRefundId, null);
        completed++;
      }
    } catch (err) {
      deps.log?.warn({ err, refundId: refund.id }, 'a recorded refund could not be completed');
    }
  }
  return completed;
}
