// A call to the card provider survives the process dying between the call and its record: the real
// store (as `npm start` runs it, with Stripe's wire format from the stand-in) asks Stripe, Stripe
// carries it out but its answer never arrives, the store is killed with SIGKILL, and the restarted
// store asks Stripe again and completes what was recorded.
//   - A refund of one line: asked again with the same idempotency key; one refund at Stripe, the
//     units back on the shelf once, the refund on the order's timeline.
//   - An admin's cancellation: the intent stays cancelled, the order becomes Cancelled, its stock
//     back once, one mail.
import fs from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startStripeStandIn, type StripeStandIn } from '../stripe-stand-in';
import { migratedDataDir, startStoreProcess } from './store-process';

const dataDir = migratedDataDir();
let stripe: StripeStandIn;
beforeAll(async () => {
  stripe = await startStripeStandIn();
});
afterAll(async () => {
  await stripe.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function signIn(url: string, email: string, password: string): Promise<Record<string, string>> {
  const res = await fetch(`${url}/api/auth/sign-in/email`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  expect(res.status).toBe(200);
  return { authorization: `Bearer ${((await res.json()) as { token: string }).token}`, 'content-type': 'application/json' };
}

const call = async (url: string, path: string, headers: Record<string, string>, method = 'GET', body?: unknown) => {
  const res = await fetch(`${url}${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
};

/**
 * A store process on the shared data directory, signed in as the demo shopper and admin, with an
 * unpaid order of the first product whose intent Stripe holds.
 */
async function storeWithUnpaidOrder() {
  const store = startStoreProcess(dataDir, { ...stripe.env, SHUTDOWN_DELAY_MS: '0' });
  const url = await store.ready();
  const shopper = await signIn(url, 'shopper@kerfline.test', 'shopper-demo-2026');
  const admin = await signIn(url, 'admin@kerfline.test', 'admin-demo-2026');
  const [product] = (await (await fetch(`${url}/api/product`)).json()) as { _id: string; minOrderQuantity: number }[];
  const stockOf = async (u: string) => ((await (await fetch(`${u}/api/product/${product!._id}`)).json()) as { available: number }).available;
  const stockBefore = await stockOf(url);
  const quantity = Math.max(2, product!.minOrderQuantity);
  const placed = await call(url, '/api/order', shopper, 'POST', {
    address: '1 Crash Road',
    phone: '+1 555 0199',
    totalQuantity: quantity,
    userEmail: 'shopper@kerfline.test',
    productId: product!._id,
  });
  expect(placed.status).toBe(201);
  const orderId = placed.json.insertedId as string;
  expect((await call(url, '/api/create-payment-intent', shopper, 'POST', { orderId })).status).toBe(200);
  const intent = [...stripe.intents.values()].find((i) => i.metadata.orderId === orderId)!;
  return { store, url, shopper, admin, orderId, intent, quantity, stockBefore, stockOf };
}

/** The same data directory, started again after a SIGKILL. */
const restart = () => startStoreProcess(dataDir, { ...stripe.env, SHUTDOWN_DELAY_MS: '0' });

it('completes a refund after a SIGKILL between the provider’s refund and its record, once', async () => {
  const { store: first, url, shopper, admin, orderId, intent, stockOf } = await storeWithUnpaidOrder();
  stripe.confirm(intent.id);
  expect((await call(url, `/api/order/${orderId}`, shopper, 'PATCH', { transactionId: intent.id })).status).toBe(200);
  const stockBefore = await stockOf(url);

  // Stripe refunds, the answer never comes; the store dies waiting.
  const carriedOut = stripe.withholdNextAnswer('/v1/refunds');
  void fetch(`${url}/api/admin/order/${orderId}/refund`, { method: 'POST', headers: admin, body: JSON.stringify({ lines: [{ position: 1, quantity: 1 }] }) }).catch(() => undefined);
  await carriedOut;
  first.child.kill('SIGKILL');
  expect(await first.exited).toBe(null);
  expect([...stripe.refunds.values()].filter((r) => r.payment_intent === intent.id)).toHaveLength(1);

  const second = restart();
  try {
    const url2 = await second.ready();
    const admin2 = await signIn(url2, 'admin@kerfline.test', 'admin-demo-2026');
    // The restarted store's order job completes it.
    let timeline: { to: string; note: string | null }[] = [];
    for (let i = 0; i < 300 && !timeline.some((e) => e.note?.startsWith('Refunded 1 × ')); i++) {
      timeline = (await call(url2, `/api/admin/order/${orderId}`, admin2)).json.timeline as typeof timeline;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(timeline.filter((e) => e.note?.startsWith('Refunded 1 × '))).toHaveLength(1);
    const refunds = [...stripe.refunds.values()].filter((r) => r.payment_intent === intent.id);
    expect(refunds).toHaveLength(1);
    const retried = stripe.requests.filter((r) => r.path === '/v1/refunds' && r.form.payment_intent === intent.id);
    expect(retried).toHaveLength(2);
    expect(retried[1]!.idempotencyKey).toBe(retried[0]!.idempotencyKey);
    expect(await stockOf(url2)).toBe(stockBefore + 1);
    const order = (await call(url2, `/api/admin/order/${orderId}`, admin2)).json.data as { status: string; lines: { refundedQuantity: number }[] };
    expect(order.status).toBe('Paid');
    expect(order.lines[0]!.refundedQuantity).toBe(1);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  } finally {
    second.child.kill('SIGKILL');
  }
}, 180_000);

it('completes an admin’s cancellation after a SIGKILL between Stripe’s cancel and its record, once', async () => {
  const { store: first, url, admin, orderId, intent, quantity, stockBefore, stockOf } = await storeWithUnpaidOrder();
  expect(await stockOf(url)).toBe(stockBefore - quantity);

  // Stripe cancels the intent, the answer never comes; the store dies waiting.
  const carriedOut = stripe.withholdNextAnswer(`/v1/payment_intents/${intent.id}/cancel`);
  void fetch(`${url}/api/admin/order/${orderId}/status`, { method: 'POST', headers: admin, body: JSON.stringify({ status: 'Cancelled' }) }).catch(() => undefined);
  await carriedOut;
  first.child.kill('SIGKILL');
  expect(await first.exited).toBe(null);
  expect(intent.status).toBe('canceled');

  const second = restart();
  try {
    const url2 = await second.ready();
    const admin2 = await signIn(url2, 'admin@kerfline.test', 'admin-demo-2026');
    // The restarted store's order job completes it at start-up.
    let status = '';
    for (let i = 0; i < 300 && status !== 'Cancelled'; i++) {
      status = ((await call(url2, `/api/admin/order/${orderId}`, admin2)).json.data as { status: string }).status;
      if (status !== 'Cancelled') await new Promise((r) => setTimeout(r, 100));
    }
    expect(status).toBe('Cancelled');
    const timeline = (await call(url2, `/api/admin/order/${orderId}`, admin2)).json.timeline as { to: string; actorEmail?: string | null }[];
    expect(timeline.filter((e) => e.to === 'Cancelled')).toHaveLength(1);
    expect(await stockOf(url2)).toBe(stockBefore);
    // Asked again after the restart: Stripe found it cancelled already.
    const asked = stripe.requests.filter((r) => r.path === `/v1/payment_intents/${intent.id}/cancel`);
    expect(asked.length).toBeGreaterThanOrEqual(2);
    expect(intent.status).toBe('canceled');
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  } finally {
    second.child.kill('SIGKILL');
  }
}, 180_000);
