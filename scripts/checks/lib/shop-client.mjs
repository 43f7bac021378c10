// A shopper talking to the store over HTTP the way the web app does: place an order, start a
// payment, pay with the sandbox success card, confirm it. Used by the durability and load checks.
import { signIn, signUp } from './store-server.mjs';

const TIMEOUT_MS = 15_000;

async function call(baseUrl, method, path, { token, body } = {}) {
  const started = performance.now();
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const text = await res.text();
  let json;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: res.status, body: json, ms: performance.now() - started };
}

export class Shopper {
  constructor(baseUrl, account) {
    this.baseUrl = baseUrl;
    this.account = account;
  }

  static async create(baseUrl, label) {
    return new Shopper(baseUrl, await signUp(baseUrl, label));
  }

  static async signIn(baseUrl, credentials) {
    const token = await signIn(baseUrl, credentials);
    return new Shopper(baseUrl, { ...credentials, token, name: credentials.email });
  }

  request(method, path, body) {
    return call(this.baseUrl, method, path, { token: this.account.token, body });
  }

  /** POST /api/order; `id` is set when the store acknowledged the order (201). */
  async placeOrder(productId, quantity) {
    const res = await this.request('POST', '/api/order', {
      productId,
      totalQuantity: quantity,
      address: '1 Durability Lane, Testville',
      phone: '+1 555 0199',
      userEmail: this.account.email,
      userName: this.account.name,
    });
    return { ...res, id: res.status === 201 ? res.body?.insertedId : undefined };
  }

  /**
   * Pays an order the way the payment page does: intent, sandbox card confirmation, PATCH with
   * the transaction id. `paid` is true only when the store acknowledged the PATCH (200).
   */
  async pay(orderId) {
    const steps = [];
    const intent = await this.request('POST', '/api/create-payment-intent', { orderId });
    steps.push(intent);
    if (intent.status !== 200) return { paid: false, steps };
    const confirm = await this.request('POST', '/api/sandbox/confirm-payment', {
      clientSecret: intent.body.clientSecret,
      card: { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' },
      billingDetails: { name: this.account.name, email: this.account.email },
    });
    steps.push(confirm);
    if (confirm.status !== 200) return { paid: false, steps };
    const transactionId = confirm.body.paymentIntent.id;
    const patch = await this.request('PATCH', `/api/order/${orderId}`, { transactionId, order: { _id: orderId } });
    steps.push(patch);
    return { paid: patch.status === 200, transactionId, steps };
  }
}

/** Adds a product as the demo admin; returns its id. */
export async function addProduct(baseUrl, adminToken, { name, available, priceDollars = 1 }) {
  const res = await call(baseUrl, 'POST', '/api/product', {
    token: adminToken,
    body: {
      name,
      description: 'A product made by a check; its stock is counted afterwards.',
      price: priceDollars,
      available,
      minOrderQuantity: 1,
      img: 'https://example.com/check-saw.jpg',
    },
  });
  if (res.status !== 201) throw new Error(`adding a product failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.insertedId;
}

export { call };
