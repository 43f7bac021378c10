// Checkout: the cart becomes one order per line, all reserved or none; one payment pays them all.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutSchema, orderListResponseSchema } from '@store/contract';
import { checkouts, mailOutbox, orderLines, sandboxPaymentIntents } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createUser, createUsers, type TestUser } from '../../../test/users';
import {
  addTestProduct,
  ageOrder,
  confirmSandbox,
  createIntent,
  errorOf,
  generousLimits,
  getOrderRow,
  stockOf,
} from '../../../test/order-fixtures';

let t: TestApp;
let ann: TestUser;
beforeAll(async () => {
  t = await createTestApp({ env: generousLimits });
  ann = await createUser(t, { name: 'Ann Checkout' });
});
afterAll(() => t.close());

const shipping = { line1: '12 Sawmill Road', line2: 'Unit 4', city: 'Springfield', postalCode: '62701', country: 'US' };
const putLine = (user: TestUser, productId: string, quantity: number) =>
  t.app.inject({ method: 'PUT', url: `/api/cart/lines/${productId}`, headers: user.auth, payload: { quantity } });
const postCheckout = (user: TestUser, extra: Record<string, unknown> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/checkout', headers: user.auth, payload: { phone: '+1 555 0100', shipping, ...extra } });
/** Order mails waiting in the outbox for `email` (sign-up's verification mail left out). */
const mailsTo = async (email: string) =>
  (await t.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email))).filter((m) => m.kind !== 'verification');
const checkoutIntent = (user: TestUser, id: string, payload: Record<string, unknown> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/checkout/${id}/payment-intent`, headers: user.auth, payload });
const payCheckout = (user: TestUser, id: string, transactionId: string) =>
  t.app.inject({ method: 'PATCH', url: `/api/checkout/${id}`, headers: user.auth, payload: { transactionId } });

/** A user with two lines in the cart, checked out: the checkout and its products. */
async function placedCheckout() {
  const user = await createUser(t, { name: 'Cora Cart' });
  const saw = await addTestProduct(t, { priceCents: 12_999, available: 10, name: 'Cart Saw' });
  const blade = await addTestProduct(t, { priceCents: 1_050, available: 10, name: 'Cart Blade', minOrderQuantity: 2 });
  expect((await putLine(user, saw.id, 1)).statusCode).toBe(200);
  expect((await putLine(user, blade.id, 3)).statusCode).toBe(200);
  const res = await postCheckout(user, { totalPrice: 161.49 });
  expect(res.statusCode).toBe(201);
  const { checkoutId, orderIds } = res.json() as { checkoutId: string; orderIds: string[] };
  return { user, saw, blade, checkoutId, orderIds };
}

describe('POST /api/checkout', () => {
  it('places one order per cart line, reserves their stock, empties the cart, remembers the address, mails once', async () => {
    const { user, saw, blade, checkoutId, orderIds } = await placedCheckout();
    expect(orderIds).toHaveLength(2);
    expect(await stockOf(t, saw.id)).toBe(9);
    expect(await stockOf(t, blade.id)).toBe(7);
    const first = await getOrderRow(t, orderIds[0]!);
    expect(first).toMatchObject({
      checkoutId,
      productName: 'Cart Saw',
      quantity: 1,
      totalPriceCents: 12_999,
      status: 'Pending',
      address: '12 Sawmill Road, Unit 4, 62701 Springfield, United States',
      shipping,
      phone: '+1 555 0100',
      currency: 'USD',
      subtotalAmount: 12_999,
      totalAmount: 12_999,
    });
    // Each order carries its line, in the same transaction (docs/decisions/0024).
    const lines = await t.db.select().from(orderLines).where(inArray(orderLines.orderId, orderIds)).orderBy(orderLines.lineTotal);
    expect(lines.map((l) => [l.orderId, l.position, l.productName, l.quantity, l.unitPrice, l.lineTotal])).toEqual([
      [orderIds[1], 1, 'Cart Blade', 3, 1_050, 3_150],
      [orderIds[0], 1, 'Cart Saw', 1, 12_999, 12_999],
    ]);
    // My Orders lists them as two orders.
    const mine = orderListResponseSchema.parse((await t.app.inject({ url: '/api/order', headers: user.auth })).json()).data;
    expect(mine.map((o) => o.checkoutId)).toEqual([checkoutId, checkoutId]);
    const cart = (await t.app.inject({ url: '/api/cart', headers: user.auth })).json();
    expect(cart.lines).toEqual([]);
    const saved = (await t.app.inject({ url: '/api/checkout/address', headers: user.auth })).json();
    expect(saved).toEqual({ shipping, phone: '+1 555 0100' });
    const mails = await mailsTo(user.email);
    expect(mails.map((m) => m.kind)).toEqual(['checkout-placed']);
    expect(JSON.stringify(mails[0]!.data)).toContain('Cart Blade');
    const checkout = checkoutSchema.parse((await t.app.inject({ url: `/api/checkout/${checkoutId}`, headers: user.auth })).json());
    expect(checkout).toMatchObject({ totalPrice: 161.49, paid: false, transactionId: null });
    // Nobody else sees it.
    expect((await t.app.inject({ url: `/api/checkout/${checkoutId}`, headers: ann.auth })).statusCode).toBe(404);
  });

  it('reserves all lines or none: a line that no longer fits is a 409 naming its product', async () => {
    const user = await createUser(t);
    const plenty = await addTestProduct(t, { available: 10, name: 'Plenty Saw' });
    const scarce = await addTestProduct(t, { available: 3, name: 'Scarce Saw' });
    await putLine(user, plenty.id, 2);
    await putLine(user, scarce.id, 3);
    // Someone else takes two of the three meanwhile.
    const other = await createUser(t);
    await putLine(other, scarce.id, 2);
    expect((await postCheckout(other)).statusCode).toBe(201);
    const res = await postCheckout(user);
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).message).toBe('Scarce Saw: Maximum Order is 1');
    expect(errorOf(res).fields).toEqual({ [scarce.id]: 'Scarce Saw: Maximum Order is 1' });
    expect(await stockOf(t, plenty.id)).toBe(10);
    expect(await stockOf(t, scarce.id)).toBe(1);
    expect((await t.app.inject({ url: '/api/order', headers: user.auth })).json().data).toEqual([]);
    expect((await t.app.inject({ url: '/api/cart', headers: user.auth })).json().lines).toHaveLength(2);
    expect(await mailsTo(user.email)).toEqual([]);
  });

  it('validates the address per country with the contract, and refuses an empty cart or a stale total', async () => {
    const user = await createUser(t);
    expect(errorOf(await postCheckout(user)).message).toBe('Your cart is empty');
    const product = await addTestProduct(t, { priceCents: 1_000 });
    await putLine(user, product.id, 1);
    const badZip = await postCheckout(user, { shipping: { ...shipping, postalCode: 'ABC' } });
    expect(badZip.statusCode).toBe(400);
    expect(errorOf(badZip).fields).toEqual({ 'shipping.postalCode': 'Enter a valid postal code for United States' });
    const noZip = await postCheckout(user, { shipping: { ...shipping, postalCode: '', country: 'DE' } });
    expect(errorOf(noZip).fields).toEqual({ 'shipping.postalCode': 'Postal code is required' });
    const noCountry = await postCheckout(user, { shipping: { ...shipping, country: 'XX' } });
    expect(errorOf(noCountry).fields).toEqual({ 'shipping.country': 'Choose a country' });
    const missing = await postCheckout(user, { phone: '', shipping: { ...shipping, line1: ' ', city: '' } });
    expect(errorOf(missing).fields).toMatchObject({ phone: 'Phone is required', 'shipping.line1': 'Address line 1 is required', 'shipping.city': 'City is required' });
    expect((await postCheckout(user, { totalPrice: 5 })).statusCode).toBe(400);
    // A country without postal codes needs none.
    expect((await postCheckout(user, { shipping: { ...shipping, postalCode: '', country: 'AE' } })).statusCode).toBe(201);
    expect(await stockOf(t, product.id)).toBe(9);
  });

  it('two carts racing for the last unit: exactly one checkout wins, the other reserves nothing', async () => {
    const last = await addTestProduct(t, { available: 1, name: 'Last Saw' });
    const shared = await addTestProduct(t, { available: 100, name: 'Common Blade' });
    const shoppers = await createUsers(t, 10, (i) => `Racer ${i}`);
    for (const s of shoppers) {
      await putLine(s, shared.id, 1);
      await putLine(s, last.id, 1);
    }
    const results = await Promise.all(shoppers.map((s) => postCheckout(s)));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    const refused = results.filter((r) => r.statusCode !== 201);
    expect(refused).toHaveLength(9);
    for (const r of refused) expect({ status: r.statusCode, message: errorOf(r).message }).toEqual({ status: 409, message: 'Sorry, Last Saw is out of stock' });
    expect(await stockOf(t, last.id)).toBe(0);
    expect(await stockOf(t, shared.id)).toBe(99);
  });
});

describe('one payment for a checkout', () => {
  it('pays every order of it with the same transaction id, with one payment-received mail', async () => {
    const { user, checkoutId, orderIds } = await placedCheckout();
    const intentRes = await checkoutIntent(user, checkoutId, { totalPrice: 161.49 });
    expect(intentRes.statusCode).toBe(200);
    const secret = intentRes.json().clientSecret as string;
    expect((await checkoutIntent(user, checkoutId)).json().clientSecret).toBe(secret);
    const [intent] = await t.db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.clientSecret, secret));
    expect(intent).toMatchObject({ checkoutId, orderId: null, amountCents: 16_149 });
    // An order of a checkout is paid with it, never alone (that could charge twice).
    expect((await createIntent(t, user, orderIds[0]!)).statusCode).toBe(409);

    const confirmed = await confirmSandbox(t, user, secret);
    expect(confirmed.statusCode).toBe(200);
    const paid = await payCheckout(user, checkoutId, intent!.id);
    expect(paid.statusCode).toBe(200);
    expect(checkoutSchema.parse(paid.json())).toMatchObject({ paid: true, transactionId: intent!.id, totalPrice: 0 });
    for (const id of orderIds) expect(await getOrderRow(t, id)).toMatchObject({ status: 'Paid', transactionId: intent!.id });
    expect((await payCheckout(user, checkoutId, intent!.id)).statusCode).toBe(409);
    expect((await mailsTo(user.email)).map((m) => m.kind).sort()).toEqual(['checkout-paid', 'checkout-placed']);
    // Someone else cannot pay or read it.
    expect((await checkoutIntent(ann, checkoutId)).statusCode).toBe(404);
  });

  it('refuses a declined card and a forged total; pays nothing until the intent succeeded', async () => {
    const { user, checkoutId, orderIds } = await placedCheckout();
    expect((await checkoutIntent(user, checkoutId, { totalPrice: 1 })).statusCode).toBe(400);
    const secret = (await checkoutIntent(user, checkoutId)).json().clientSecret as string;
    expect((await confirmSandbox(t, user, secret, '4000 0000 0000 0002')).statusCode).toBe(402);
    const [intent] = await t.db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.clientSecret, secret));
    expect((await payCheckout(user, checkoutId, intent!.id)).statusCode).toBe(409);
    expect((await getOrderRow(t, orderIds[0]!))?.status).toBe('Pending');
  });

  it('deleting one order cancels the checkout’s intent; the next one charges the rest', async () => {
    const { user, saw, checkoutId, orderIds } = await placedCheckout();
    const oldSecret = (await checkoutIntent(user, checkoutId)).json().clientSecret as string;
    const del = await t.app.inject({ method: 'DELETE', url: `/api/order/${orderIds[0]}`, headers: user.auth });
    expect(del.statusCode).toBe(200);
    expect(await stockOf(t, saw.id)).toBe(10);
    const [old] = await t.db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.clientSecret, oldSecret));
    expect(old!.status).toBe('canceled');
    expect((await confirmSandbox(t, user, oldSecret)).statusCode).not.toBe(200);
    const secret = (await checkoutIntent(user, checkoutId, { totalPrice: 31.5 })).json().clientSecret as string;
    const intentId = (await confirmSandbox(t, user, secret)).json().paymentIntent.id as string;
    expect((await payCheckout(user, checkoutId, intentId)).statusCode).toBe(200);
    expect(await getOrderRow(t, orderIds[1]!)).toMatchObject({ status: 'Paid', transactionId: intentId });
  });

  it('expiry releases every line of an unpaid checkout and cancels its intent', async () => {
    const { user, saw, blade, checkoutId, orderIds } = await placedCheckout();
    const secret = (await checkoutIntent(user, checkoutId)).json().clientSecret as string;
    for (const id of orderIds) await ageOrder(t, id, 31);
    await t.app.expireUnpaidOrders();
    for (const id of orderIds) expect(await getOrderRow(t, id)).toBeUndefined();
    expect(await stockOf(t, saw.id)).toBe(10);
    expect(await stockOf(t, blade.id)).toBe(10);
    const [intent] = await t.db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.clientSecret, secret));
    // The intent went with the checkout's orders (cancelled, or gone with its row).
    expect(intent?.status ?? 'canceled').toBe('canceled');
    expect((await t.app.inject({ url: `/api/checkout/${checkoutId}`, headers: user.auth })).statusCode).toBe(404);
    const [row] = await t.db.select().from(checkouts).where(eq(checkouts.id, checkoutId));
    expect(row?.paymentIntentId).toBeNull();
  });
});

describe('a checkout paid as its time ran out', () => {
  it('is recorded as paid, never reported as expired (the shopper must not pay twice)', async () => {
    const { user, checkoutId, orderIds } = await placedCheckout();
    const secret = (await checkoutIntent(user, checkoutId)).json().clientSecret as string;
    const intentId = (await confirmSandbox(t, user, secret)).json().paymentIntent.id as string;
    for (const id of orderIds) await ageOrder(t, id, 31);
    const res = await checkoutIntent(user, checkoutId);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('This order is already paid');
    for (const id of orderIds) expect(await getOrderRow(t, id)).toMatchObject({ status: 'Paid', transactionId: intentId });
  });
});

describe('the account and its checkouts', () => {
  it('the data export holds the saved address; deleting the account blanks the structured address of its orders', async () => {
    const { user, orderIds } = await placedCheckout();
    const exported = await t.app.inject({ url: '/api/account/export', headers: user.auth });
    expect(exported.json().savedAddress).toEqual({ shipping, phone: '+1 555 0100' });
    expect((await t.app.inject({ method: 'DELETE', url: '/api/account', headers: user.auth })).statusCode).toBe(200);
    for (const id of orderIds) expect(await getOrderRow(t, id)).toMatchObject({ userId: null, address: '', shipping: null, phone: '' });
  });
});
