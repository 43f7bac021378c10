// Checkout: the cart becomes ONE order with a line per product, all reserved or none, paid like any order.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderListResponseSchema, orderResponseSchema } from '@store/contract';
import { mailOutbox, orderLines, sandboxPaymentIntents } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createUser, createUsers, type TestUser } from '../../../test/users';
import {
  addTestProduct,
  ageOrder,
  confirmSandbox,
  errorOf,
  generousLimits,
  getOrderRow,
  payOrder,
  stockOf,
} from '../../../test/order-fixtures';

let t: TestApp;
let ann: TestUser;
beforeAll(async () => {
  t = await createTestApp({ env: generousLimits });
  ann = await createUser(t, { name: 'Ann Checkout' });
});
afterAll(() => t.close());

const shipping = { line1: '12 Sawmill Road', line2: 'Unit 4', city: 'Springfield', postalCode: '62701', country: 'US', region: 'US-IL' };
const putLine = (user: TestUser, productId: string, quantity: number) =>
  t.app.inject({ method: 'PUT', url: `/api/cart/lines/${productId}`, headers: user.auth, payload: { quantity } });
const postCheckout = (user: TestUser, extra: Record<string, unknown> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/checkout', headers: user.auth, payload: { phone: '+1 555 0100', shipping, ...extra } });
/** Order mails waiting in the outbox for `email` (sign-up's verification mail left out). */
const mailsTo = async (email: string) =>
  (await t.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email))).filter((m) => m.kind !== 'verification');
const intentFor = (user: TestUser, orderId: string, totalPrice?: number) =>
  t.app.inject({ method: 'POST', url: '/api/create-payment-intent', headers: user.auth, payload: { orderId, ...(totalPrice === undefined ? {} : { totalPrice }) } });

/** A user with two lines in the cart, checked out: the order and its products. */
async function placedCheckout() {
  const user = await createUser(t, { name: 'Cora Cart' });
  const saw = await addTestProduct(t, { priceCents: 12_999, available: 10, name: 'Cart Saw' });
  const blade = await addTestProduct(t, { priceCents: 1_050, available: 10, name: 'Cart Blade', minOrderQuantity: 2 });
  expect((await putLine(user, saw.id, 1)).statusCode).toBe(200);
  expect((await putLine(user, blade.id, 3)).statusCode).toBe(200);
  const res = await postCheckout(user, { totalPrice: 161.49 });
  expect(res.statusCode).toBe(201);
  const { insertedId: orderId } = res.json() as { insertedId: string };
  return { user, saw, blade, orderId };
}

describe('POST /api/checkout', () => {
  it('places one order with a line per cart line, reserves their stock, empties the cart, remembers the address, mails once', async () => {
    const { user, saw, blade, orderId } = await placedCheckout();
    expect(await stockOf(t, saw.id)).toBe(9);
    expect(await stockOf(t, blade.id)).toBe(7);
    expect(await getOrderRow(t, orderId)).toMatchObject({
      status: 'Pending',
      address: '12 Sawmill Road, Unit 4, Springfield, IL 62701, United States',
      shipping,
      phone: '+1 555 0100',
      currency: 'USD',
      subtotalAmount: 16_149,
      totalAmount: 16_149,
    });
    // The lines in the cart's order, written with the header (docs/decisions/0026).
    const lines = await t.db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(orderLines.position);
    expect(lines.map((l) => [l.position, l.productName, l.quantity, l.unitPrice, l.lineTotal])).toEqual([
      [1, 'Cart Saw', 1, 12_999, 12_999],
      [2, 'Cart Blade', 3, 1_050, 3_150],
    ]);
    // My Orders lists one order; SPEC's fields are its first line, every line is under `lines`.
    const mine = orderListResponseSchema.parse((await t.app.inject({ url: '/api/order', headers: user.auth })).json()).data;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ _id: orderId, productName: 'Cart Saw', totalQuantity: 1, totalPrice: 161.49, totalPriceMoney: { amount: 16_149, currency: 'USD' } });
    expect(mine[0]!.lines.map((l) => [l.productName, l.quantity, l.lineTotalMoney.amount])).toEqual([
      ['Cart Saw', 1, 12_999],
      ['Cart Blade', 3, 3_150],
    ]);
    const cart = (await t.app.inject({ url: '/api/cart', headers: user.auth })).json();
    expect(cart.lines).toEqual([]);
    const saved = (await t.app.inject({ url: '/api/checkout/address', headers: user.auth })).json();
    expect(saved).toEqual({ shipping, phone: '+1 555 0100' });
    const mails = await mailsTo(user.email);
    expect(mails.map((m) => m.kind)).toEqual(['order-placed']);
    expect(JSON.stringify(mails[0]!.data)).toContain('Cart Blade');
    // Nobody else sees it.
    expect((await t.app.inject({ url: `/api/order/${orderId}`, headers: ann.auth })).statusCode).toBe(404);
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

describe('paying the order of a checkout', () => {
  it('one intent for the whole order, one confirmation, every line paid, one payment-received mail', async () => {
    const { user, orderId } = await placedCheckout();
    const intentRes = await intentFor(user, orderId, 161.49);
    expect(intentRes.statusCode).toBe(200);
    const secret = intentRes.json().clientSecret as string;
    expect((await intentFor(user, orderId)).json().clientSecret).toBe(secret);
    const [intent] = await t.db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.clientSecret, secret));
    expect(intent).toMatchObject({ orderId, amountCents: 16_149, currency: 'USD' });

    expect((await confirmSandbox(t, user, secret)).statusCode).toBe(200);
    const paid = await payOrder(t, user, orderId, intent!.id);
    expect(paid.statusCode).toBe(200);
    expect(orderResponseSchema.parse(paid.json()).data).toMatchObject({ paid: true, status: 'Paid', transactionId: intent!.id });
    expect((await payOrder(t, user, orderId, intent!.id)).statusCode).toBe(409);
    expect((await mailsTo(user.email)).map((m) => m.kind).sort()).toEqual(['order-placed', 'payment-received']);
    // Someone else cannot pay it.
    expect((await intentFor(ann, orderId)).statusCode).toBe(404);
  });

  it('refuses a declined card and a forged total; pays nothing until the intent succeeded', async () => {
    const { user, orderId } = await placedCheckout();
    expect((await intentFor(user, orderId, 1)).statusCode).toBe(400);
    const secret = (await intentFor(user, orderId)).json().clientSecret as string;
    expect((await confirmSandbox(t, user, secret, '4000 0000 0000 0002')).statusCode).toBe(402);
    const [intent] = await t.db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.clientSecret, secret));
    expect((await payOrder(t, user, orderId, intent!.id)).statusCode).toBe(409);
    expect((await getOrderRow(t, orderId))?.status).toBe('Pending');
  });

  it('expiry releases every line of an unpaid order and cancels its intent', async () => {
    const { user, saw, blade, orderId } = await placedCheckout();
    const secret = (await intentFor(user, orderId)).json().clientSecret as string;
    await ageOrder(t, orderId, 31);
    await t.app.expireUnpaidOrders();
    expect(await getOrderRow(t, orderId)).toBeUndefined();
    expect(await t.db.select().from(orderLines).where(eq(orderLines.orderId, orderId))).toEqual([]);
    expect(await stockOf(t, saw.id)).toBe(10);
    expect(await stockOf(t, blade.id)).toBe(10);
    const [intent] = await t.db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.clientSecret, secret));
    // The intent went with the order (cancelled, or gone with its row).
    expect(intent?.status ?? 'canceled').toBe('canceled');
  });
});

describe('an order paid as its time ran out', () => {
  it('is recorded as paid, never reported as expired (the shopper must not pay twice)', async () => {
    const { user, orderId } = await placedCheckout();
    const secret = (await intentFor(user, orderId)).json().clientSecret as string;
    const intentId = (await confirmSandbox(t, user, secret)).json().paymentIntent.id as string;
    await ageOrder(t, orderId, 31);
    const res = await intentFor(user, orderId);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('This order is already paid');
    expect(await getOrderRow(t, orderId)).toMatchObject({ status: 'Paid', transactionId: intentId });
  });
});

describe('the account and its checkouts', () => {
  it('the data export holds the saved address; deleting the account blanks the structured address of its orders', async () => {
    const { user, orderId } = await placedCheckout();
    const exported = await t.app.inject({ url: '/api/account/export', headers: user.auth });
    expect(exported.json().savedAddress).toEqual({ shipping, phone: '+1 555 0100' });
    expect((await t.app.inject({ method: 'DELETE', url: '/api/account', headers: user.auth })).statusCode).toBe(200);
    expect(await getOrderRow(t, orderId)).toMatchObject({ userId: null, address: '', shipping: null, phone: '' });
  });
});
