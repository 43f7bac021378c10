// Products and orders for order and payment tests, made through the real routes where a shopper
// would (placing, paying) and straight in the database where only an admin or time would (stock, age).
import { isPaidStatus, type OrderStatus } from '@store/contract';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { orderLines, orders, products, productVariants } from '../src/db/schema/index';
import type { TestApp } from './test-app';
import type { TestUser } from './users';

/** These tests place many orders per user on purpose; the per-user limits have their own tests. */
export const generousLimits = { ORDER_RATE_LIMIT_PER_MINUTE: '10000', PAYMENT_RATE_LIMIT_PER_MINUTE: '10000' };

export async function addTestProduct(
  t: TestApp,
  values: { id?: string; priceCents?: number; available?: number; minOrderQuantity?: number; name?: string } = {},
) {
  const [row] = await t.db
    .insert(products)
    .values({
      ...(values.id && { id: values.id }),
      name: values.name ?? 'Test Saw',
      slug: `test-saw-${crypto.randomUUID()}`,
      description: 'A saw for tests',
      img: '/images/products/circular-saw.svg',
      priceCents: values.priceCents ?? 12_999,
      available: values.available ?? 10,
      minOrderQuantity: values.minOrderQuantity ?? 1,
    })
    .returning();
  return row!;
}

/** Sets the stock of a product's default variant, as something else than the store would (the product row follows). */
export async function setTestStock(t: TestApp, productId: string, available: number): Promise<void> {
  await t.db.update(productVariants).set({ available }).where(eq(productVariants.productId, productId));
}

export async function stockOf(t: TestApp, productId: string): Promise<number> {
  const [row] = await t.db.select({ available: products.available }).from(products).where(eq(products.id, productId));
  return row!.available;
}

export const orderBody = (user: TestUser, productId: string, quantity: number, extra: Record<string, unknown> = {}) => ({
  address: '12 Sawmill Road, Springfield',
  phone: '+1 555 0100',
  totalQuantity: quantity,
  userName: user.name,
  userEmail: user.email,
  productId,
  status: 'Pending',
  ...extra,
});

export function postOrder(t: TestApp, user: TestUser, productId: string, quantity: number, extra: Record<string, unknown> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/order',
    headers: user.auth,
    payload: orderBody(user, productId, quantity, extra),
  });
}

/** Places an order that must succeed and returns its id. */
export async function placeTestOrder(t: TestApp, user: TestUser, productId: string, quantity: number): Promise<string> {
  const res = await postOrder(t, user, productId, quantity);
  if (res.statusCode !== 201) throw new Error(`placing the order failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { insertedId: string }).insertedId;
}

export async function getOrderRow(t: TestApp, id: string) {
  const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
  return row;
}

/** Moves an order's creation back in time, as if it had waited that long unpaid. */
export async function ageOrder(t: TestApp, id: string, minutes: number) {
  await t.db
    .update(orders)
    .set({ createdAt: sql`${orders.createdAt} - make_interval(mins => ${minutes})` })
    .where(eq(orders.id, id));
}

export function createIntent(t: TestApp, user: TestUser, orderId: string, extra: Record<string, unknown> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/create-payment-intent',
    headers: user.auth,
    payload: { orderId, ...extra },
  });
}

export function payOrder(t: TestApp, user: TestUser, orderId: string, transactionId: string) {
  return t.app.inject({
    method: 'PATCH',
    url: `/api/order/${orderId}`,
    headers: user.auth,
    payload: { transactionId, order: { _id: orderId } },
  });
}

export const card = (number: string, extra: Partial<{ expiry: string; cvc: string }> = {}) => ({
  number,
  expiry: extra.expiry ?? '12 / 34',
  cvc: extra.cvc ?? '123',
});

export function confirmSandbox(t: TestApp, user: TestUser, clientSecret: string, cardNumber = '4242 4242 4242 4242', extra = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/sandbox/confirm-payment',
    headers: user.auth,
    payload: { clientSecret, card: card(cardNumber, extra), billingDetails: { name: user.name, email: user.email } },
  });
}

export const errorOf = (res: LightMyRequestResponse) => (res.json() as { error: { code: string; message: string; fields?: Record<string, string> } }).error;

/** An order placed and paid with the sandbox's success card, as a shopper would; returns its id. */
export async function paidTestOrder(t: TestApp, user: TestUser, productId: string, quantity: number): Promise<string> {
  const id = await placeTestOrder(t, user, productId, quantity);
  const secret = (await createIntent(t, user, id)).json().clientSecret as string;
  const confirmed = await confirmSandbox(t, user, secret);
  if (confirmed.statusCode !== 200) throw new Error(`the sandbox refused the card: ${confirmed.body}`);
  const paid = await payOrder(t, user, id, confirmed.json().paymentIntent.id as string);
  if (paid.statusCode !== 200) throw new Error(`paying the order failed: ${paid.statusCode} ${paid.body}`);
  return id;
}

/** An order row straight in the database, paid or pending (a verified buyer without the card flow). */
export async function insertOrder(t: TestApp, user: TestUser, productId: string, status: OrderStatus = 'Paid'): Promise<void> {
  const [product] = await t.db.select().from(products).where(eq(products.id, productId));
  const total = product!.minOrderQuantity * product!.priceCents;
  const [row] = await t.db.insert(orders).values({
    userId: user.id,
    userEmail: user.email,
    userName: 'x',
    address: '1 Saw Street',
    phone: '5550100',
    subtotalAmount: total,
    totalAmount: total,
    baseCurrency: t.config.currency,
    baseTotalAmount: total,
    status,
    ...(isPaidStatus(status) ? { transactionId: `txn_${crypto.randomUUID()}`, paidAt: new Date() } : {}),
  }).returning();
  const [variant] = await t.db.select().from(productVariants).where(eq(productVariants.productId, productId)).orderBy(productVariants.position).limit(1);
  await t.db.insert(orderLines).values({
    orderId: row!.id,
    position: 1,
    productId: product!.id,
    productName: product!.name,
    productImage: product!.img,
    variantId: variant!.id,
    sku: variant!.sku,
    quantity: product!.minOrderQuantity,
    unitPrice: product!.priceCents,
    lineTotal: total,
    netAmount: total,
    grossAmount: total,
  });
}
