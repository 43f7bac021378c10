// Shop records made through the API as the signed-in person of a page would make them (their own
// bearer token), for journeys that look at what orders, products and reviews look like rather
// than at how they are made (orders.spec.ts and reviews-and-products.spec.ts do that in the UI).
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { accessTokenOf, demo } from './auth';

export interface ApiCaller {
  request: APIRequestContext;
  token: string;
}

const headers = (caller: ApiCaller) => ({
  authorization: `Bearer ${caller.token}`,
  // Like a browser, it names its origin (better-auth checks it once the client holds a cookie).
  origin: new URL(test.info().project.use.baseURL!).origin,
});

async function call<T>(caller: ApiCaller, method: 'GET' | 'POST' | 'PATCH', path: string, data?: unknown): Promise<T> {
  const res = await caller.request.fetch(path, { method, headers: headers(caller), data });
  expect(res.ok(), `${method} ${path}: ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

/** The API as the person signed in on `page`. */
export async function callerOf(page: Page): Promise<ApiCaller> {
  const token = await accessTokenOf(page);
  expect(token, 'someone is signed in on the page').not.toBeNull();
  return { request: page.request, token: token! };
}

/** The API as the demo admin, without touching any page. */
export async function adminCaller(request: APIRequestContext): Promise<ApiCaller> {
  const { token } = await call<{ token: string }>({ request, token: '' }, 'POST', '/api/auth/sign-in/email', {
    email: demo.admin.email,
    password: demo.admin.password,
  });
  return { request, token };
}

export interface ShopProduct {
  _id: string;
  name: string;
  img: string;
  price: number;
  minOrderQuantity: number;
  available: number;
}

export async function productNamed(request: APIRequestContext, name: string): Promise<ShopProduct> {
  const list = (await (await request.get('/api/product')).json()) as ShopProduct[];
  const product = list.find((p) => p.name === name);
  expect(product, `the product ${name}`).toBeDefined();
  return product!;
}

export async function addProduct(admin: ApiCaller, product: Omit<ShopProduct, '_id'> & { description: string }): Promise<string> {
  return (await call<{ insertedId: string }>(admin, 'POST', '/api/product', product)).insertedId;
}

/** Places an order for the product's minimum order on behalf of `shopper` (e-mail and name as the form sends them). */
export async function placeOrder(
  shopper: ApiCaller & { email: string; name: string },
  product: ShopProduct,
  address = '12 Sawmill Road, Springfield',
): Promise<string> {
  const { insertedId } = await call<{ insertedId: string }>(shopper, 'POST', '/api/order', {
    productId: product._id,
    totalQuantity: product.minOrderQuantity,
    address,
    phone: '+1 555 0100',
    userEmail: shopper.email,
    userName: shopper.name,
  });
  return insertedId;
}

/** Pays an order with the sandbox's success card, as the payment page does; returns the transaction id. */
export async function payOrder(shopper: ApiCaller, orderId: string): Promise<string> {
  const { clientSecret } = await call<{ clientSecret: string }>(shopper, 'POST', '/api/create-payment-intent', { orderId });
  const { paymentIntent } = await call<{ paymentIntent: { id: string } }>(shopper, 'POST', '/api/sandbox/confirm-payment', {
    clientSecret,
    card: { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' },
  });
  await call(shopper, 'PATCH', `/api/order/${orderId}`, { transactionId: paymentIntent.id });
  return paymentIntent.id;
}

/** PATCH /api/user/{id} of the caller's own profile (`name` is required by the form's rules). */
export async function updateProfile(caller: ApiCaller, email: string, changes: { name: string } & Record<string, unknown>): Promise<void> {
  const profile = await call<{ _id: string }>(caller, 'GET', `/api/user-data?email=${encodeURIComponent(email)}`);
  await call(caller, 'PATCH', `/api/user/${profile._id}`, { ...changes, email });
}

export async function postReview(caller: ApiCaller, reviewContent: string, ratings = '5'): Promise<void> {
  await call(caller, 'POST', '/api/review', { ratings, reviewContent });
}

/** A structured shipping address, as checkout and the purchase page take it (country: ISO code). */
export interface ShippingAddress {
  line1: string;
  line2: string;
  city: string;
  postalCode: string;
  country: string;
  /** The state, province or prefecture (ISO 3166-2: 'US-IL') where the country has them. */
  region?: string;
}

export const springfield: ShippingAddress = { line1: '12 Sawmill Road', line2: '', city: 'Springfield', postalCode: '62701', country: 'US', region: 'US-IL' };

/** The address as the order keeps it and My Orders shows it (the contract's formatShippingAddress). */
export const addressText = (a: ShippingAddress, countryName = 'United States') =>
  a.region
    ? // A US address: the state's two letters between the city and the ZIP code ("Springfield, IL 62701").
      [a.line1, a.line2, `${a.city}, ${a.region.slice(3)} ${a.postalCode}`, countryName].filter(Boolean).join(', ')
    : [a.line1, a.line2, [a.postalCode, a.city].filter(Boolean).join(' '), countryName].filter(Boolean).join(', ');

/** Fills the address fields of the purchase form or checkout (`form`) as a shopper does. */
export async function fillAddress(form: Locator, a: ShippingAddress = springfield): Promise<void> {
  // The country first: it decides the fields (a US address has a State).
  await form.getByLabel('Country').selectOption(a.country);
  if (a.region) await form.getByLabel(a.country === 'US' ? 'State' : /Province|Prefecture|State/).selectOption(a.region);
  await form.getByLabel('Address line 1').fill(a.line1);
  await form.getByLabel('Address line 2 (optional)').fill(a.line2);
  await form.getByLabel('City').fill(a.city);
  await form.getByLabel('Postal code').fill(a.postalCode);
}
