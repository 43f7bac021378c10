// The back office's orders: the list (filters, paging), one order with its timeline, and the
// lifecycle the server enforces: ship, deliver, cancel, refund, and every other move refused.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOrderDetailSchema, adminOrderPageSchema, orderListResponseSchema, type AdminOrderPage } from '@store/contract';
import { auditEntries, mailOutbox, orders, sandboxRefunds } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createUser, type TestUser } from '../../../test/users';
import { addTestProduct, errorOf, generousLimits, paidTestOrder, placeTestOrder, stockOf } from '../../../test/order-fixtures';

let t: TestApp;
let admin: TestUser;
let ann: TestUser;
beforeAll(async () => {
  t = await createTestApp({ env: generousLimits });
  admin = await createUser(t, { admin: true, name: 'Ada Admin' });
  ann = await createUser(t, { name: 'Ann Buyer' });
});
afterAll(() => t.close());

const move = (id: string, body: Record<string, unknown>, who = admin) =>
  t.app.inject({ method: 'POST', url: `/api/admin/order/${id}/status`, headers: who.auth, payload: body });
const list = async (query: string) => {
  const res = await t.app.inject({ url: `/api/admin/order?${query}`, headers: admin.auth });
  expect(res.statusCode, res.body).toBe(200);
  return adminOrderPageSchema.parse(res.json());
};
const statusOf = async (id: string) => (await t.db.select({ s: orders.status }).from(orders).where(eq(orders.id, id)))[0]?.s;
const mailsTo = (email: string, kind: string) =>
  t.db.select().from(mailOutbox).where(sql`${mailOutbox.recipient} = ${email} and ${mailOutbox.kind} = ${kind}`);
const ship = { status: 'Shipped', carrier: 'UPS', trackingNumber: '1Z999AA10123456784' };

describe('the lifecycle', () => {
  it('Paid -> Shipped (carrier, tracking number, mail) -> Delivered, each moment stamped and on the timeline', async () => {
    const product = await addTestProduct(t, { available: 10 });
    const id = await paidTestOrder(t, ann, product.id, 2);

    const shipped = await move(id, ship);
    expect(shipped.statusCode, shipped.body).toBe(200);
    const detail = adminOrderDetailSchema.parse(shipped.json());
    expect(detail.data).toMatchObject({ status: 'Shipped', carrier: 'UPS', trackingNumber: '1Z999AA10123456784', paid: true });
    expect(detail.data.shippedAt).not.toBeNull();
    const [mail] = await mailsTo(ann.email, 'order-shipped');
    expect(mail?.data).toMatchObject({ trackingNumber: '1Z999AA10123456784', carrier: 'UPS' });

    const delivered = adminOrderDetailSchema.parse((await move(id, { status: 'Delivered' })).json());
    expect(delivered.data.status).toBe('Delivered');
    expect(delivered.data.deliveredAt).not.toBeNull();
    expect(delivered.timeline.map((e) => [e.from, e.to])).toEqual([
      [null, 'Pending'],
      ['Pending', 'Paid'],
      ['Paid', 'Shipped'],
      ['Shipped', 'Delivered'],
    ]);
    expect(delivered.timeline[2]).toMatchObject({ actorEmail: admin.email, note: 'UPS 1Z999AA10123456784' });
    // Stock left the shelf when ordered and stays gone.
    expect(await stockOf(t, product.id)).toBe(8);

    // The customer sees the status in My Orders.
    const mine = orderListResponseSchema.parse((await t.app.inject({ url: '/api/order', headers: ann.auth })).json());
    expect(mine.data.find((o) => o._id === id)).toMatchObject({ status: 'Delivered', paid: true });
  });

  it('refuses every move the table does not allow with 409, and changes nothing', async () => {
    const product = await addTestProduct(t, { available: 10 });
    const pending = await placeTestOrder(t, ann, product.id, 1);
    const paid = await paidTestOrder(t, ann, product.id, 1);
    const refused: [string, Record<string, unknown>][] = [
      [pending, ship],
      [pending, { status: 'Delivered' }],
      [pending, { status: 'Refunded' }],
      [paid, { status: 'Delivered' }],
      [paid, { status: 'Cancelled' }],
    ];
    for (const [id, body] of refused) {
      const res = await move(id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(409);
      expect(errorOf(res).code).toBe('conflict');
    }
    expect(await statusOf(pending)).toBe('Pending');
    expect(await statusOf(paid)).toBe('Paid');
    // Nobody moves an order to Paid by hand: that is not even an admin move.
    expect((await move(pending, { status: 'Paid' })).statusCode).toBe(400);
    // Final states stay final.
    await move(paid, ship);
    await move(paid, { status: 'Delivered' });
    for (const status of ['Shipped', 'Refunded', 'Cancelled']) expect((await move(paid, { ...ship, status })).statusCode).toBe(409);
  });

  it('shipping needs a carrier and a tracking number (400 with fields)', async () => {
    const product = await addTestProduct(t);
    const id = await paidTestOrder(t, ann, product.id, 1);
    const res = await move(id, { status: 'Shipped' });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields).toMatchObject({ carrier: expect.any(String), trackingNumber: expect.any(String) });
    expect(await statusOf(id)).toBe('Paid');
  });

  it('Pending -> Cancelled returns the stock and mails the customer; the customer can no longer pay it', async () => {
    const product = await addTestProduct(t, { available: 10 });
    const id = await placeTestOrder(t, ann, product.id, 3);
    expect(await stockOf(t, product.id)).toBe(7);
    const res = await move(id, { status: 'Cancelled' });
    expect(res.statusCode, res.body).toBe(200);
    expect(adminOrderDetailSchema.parse(res.json()).data).toMatchObject({ status: 'Cancelled', paid: false, expiresAt: null });
    expect(await stockOf(t, product.id)).toBe(10);
    const [mail] = await mailsTo(ann.email, 'order-cancelled');
    expect(mail?.data).toMatchObject({ order: { orderId: id, quantity: 3 } });
    const pay = await t.app.inject({ method: 'POST', url: '/api/create-payment-intent', headers: ann.auth, payload: { orderId: id } });
    expect(pay.statusCode).toBe(409);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/order/${id}`, headers: ann.auth })).statusCode).toBe(409);
    expect((await move(id, { status: 'Cancelled' })).statusCode).toBe(409);
  });

  it('Paid -> Refunded refunds through the sandbox, returns the stock and mails the customer', async () => {
    const product = await addTestProduct(t, { available: 10, priceCents: 2_500 });
    const id = await paidTestOrder(t, ann, product.id, 4);
    const res = await move(id, { status: 'Refunded' });
    expect(res.statusCode, res.body).toBe(200);
    expect(adminOrderDetailSchema.parse(res.json()).data).toMatchObject({ status: 'Refunded', refundedAt: expect.any(String) });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
    const refunds = await t.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.paymentIntentId, row!.transactionId!));
    expect(refunds).toEqual([expect.objectContaining({ id: row!.refundId, amountCents: 10_000 })]);
    expect(await stockOf(t, product.id)).toBe(10);
    expect(await mailsTo(ann.email, 'order-refunded')).toHaveLength(1);
    expect((await move(id, { status: 'Refunded' })).statusCode).toBe(409);
  });

  it('Shipped -> Refunded keeps the stock out (it left the warehouse)', async () => {
    const product = await addTestProduct(t, { available: 10 });
    const id = await paidTestOrder(t, ann, product.id, 2);
    await move(id, ship);
    expect((await move(id, { status: 'Refunded' })).statusCode).toBe(200);
    expect(await stockOf(t, product.id)).toBe(8);
  });

  it('two admins refunding at once refund once', async () => {
    const product = await addTestProduct(t, { available: 10 });
    const id = await paidTestOrder(t, ann, product.id, 1);
    const answers = await Promise.all([move(id, { status: 'Refunded' }), move(id, { status: 'Refunded' })]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
    expect(await t.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.paymentIntentId, row!.transactionId!))).toHaveLength(1);
    expect(await stockOf(t, product.id)).toBe(10);
  });

  it('every move is in the audit trail with its admin and the values before and after', async () => {
    const product = await addTestProduct(t);
    const id = await paidTestOrder(t, ann, product.id, 1);
    await move(id, ship);
    const entries = await t.db.select().from(auditEntries).where(eq(auditEntries.entityId, id));
    expect(entries).toEqual([
      expect.objectContaining({
        actorEmail: admin.email,
        action: 'order.status',
        entityType: 'order',
        before: expect.objectContaining({ status: 'Paid', trackingNumber: null }),
        after: expect.objectContaining({ status: 'Shipped', trackingNumber: '1Z999AA10123456784', productName: product.name, quantity: 1, customerEmail: ann.email }),
      }),
    ]);
  });

  it('an unknown order is 404', async () => {
    expect((await move(crypto.randomUUID(), ship)).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/admin/order/${crypto.randomUUID()}`, headers: admin.auth })).statusCode).toBe(404);
  });
});

describe('the list', () => {
  let bea: TestUser;
  const placed: string[] = [];
  beforeAll(async () => {
    bea = await createUser(t, { name: 'Bea Listed' });
    const saw = await addTestProduct(t, { name: 'Listed Mitre Saw 4000', available: 100 });
    for (let i = 0; i < 5; i++) placed.push(await placeTestOrder(t, bea, saw.id, 1));
    placed.push(await paidTestOrder(t, bea, saw.id, 1));
  });

  it('pages newest first with a cursor, every order exactly once', async () => {
    const seen: string[] = [];
    let page: AdminOrderPage = await list(`q=${encodeURIComponent(bea.email)}&limit=4`);
    seen.push(...page.data.map((o) => o._id));
    expect(page.nextCursor).not.toBeNull();
    page = await list(`q=${encodeURIComponent(bea.email)}&limit=4&cursor=${page.nextCursor}`);
    seen.push(...page.data.map((o) => o._id));
    expect(page.nextCursor).toBeNull();
    expect(seen).toEqual([...placed].reverse());
  });

  it('finds an order by the number its customer quotes ("#1042" or "1042")', async () => {
    const { number } = (await list(`q=${encodeURIComponent(bea.email)}&status=Paid`)).data[0]!;
    expect((await list(`q=${encodeURIComponent(`#${number}`)}`)).data.map((o) => o._id)).toEqual([placed[5]]);
    expect((await list(`q=${number}`)).data.map((o) => o._id)).toEqual([placed[5]]);
  });

  it('filters by status, product name, transaction id and day range', async () => {
    const paid = await list(`q=${encodeURIComponent(bea.email)}&status=Paid`);
    expect(paid.data.map((o) => o._id)).toEqual([placed[5]]);
    const byName = await list('q=mitre%20saw%204000');
    expect(byName.data).toHaveLength(6);
    const tx = paid.data[0]!.transactionId!;
    expect((await list(`q=${tx}`)).data.map((o) => o._id)).toEqual([placed[5]]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await list(`q=${encodeURIComponent(bea.email)}&from=${today}&to=${today}`)).data).toHaveLength(6);
    expect((await list(`q=${encodeURIComponent(bea.email)}&to=2020-01-01`)).data).toHaveLength(0);
  });

  it('refuses a forged cursor and a reversed range with 400', async () => {
    for (const q of ['cursor=bm9wZQ', 'from=2026-02-02&to=2026-01-01', 'status=Lost', 'from=yesterday']) {
      const res = await t.app.inject({ url: `/api/admin/order?${q}`, headers: admin.auth });
      expect(res.statusCode, q).toBe(400);
    }
  });
});

describe('the audit trail is append-only', () => {
  it('the database refuses to change or delete an entry', async () => {
    const [entry] = await t.db.select().from(auditEntries).limit(1);
    expect(entry).toBeDefined();
    const refusal = (query: Promise<unknown>) => query.then(() => 'accepted', (err: Error) => String((err.cause as Error | undefined)?.message));
    expect(await refusal(t.db.update(auditEntries).set({ action: 'user.delete' }).where(eq(auditEntries.id, entry!.id)))).toMatch(/append-only/);
    expect(await refusal(t.db.delete(auditEntries).where(eq(auditEntries.id, entry!.id)))).toMatch(/append-only/);
    expect(await refusal(t.db.execute(sql`truncate audit_entry`))).toMatch(/append-only/);
    expect((await t.db.select().from(auditEntries).where(eq(auditEntries.id, entry!.id)))[0]).toEqual(entry);
  });
});
