// The address's region (state, province, prefecture) at checkout: needed where the country's addresses
// name one, one of that country's ISO 3166-2 codes, stored with the address and written in the
// country's order in the order's address text; countries without regions as before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { savedAddresses } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createUser, type TestUser } from '../../../test/users';
import { addTestProduct, errorOf, generousLimits, getOrderRow } from '../../../test/order-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: generousLimits });
});
afterAll(() => t.close());

const sanFrancisco = { line1: '1 Market St', line2: 'Suite 300', city: 'San Francisco', postalCode: '94107', country: 'US' };
const berlin = { line1: 'Unter den Linden 1', line2: '', city: 'Berlin', postalCode: '10117', country: 'DE' };

/** A shopper with one product in the cart, checking out to `shipping`. */
async function checkout(shipping: Record<string, unknown>, user?: TestUser) {
  const shopper = user ?? (await createUser(t));
  const product = await addTestProduct(t, { priceCents: 1_000, available: 10 });
  const put = await t.app.inject({ method: 'PUT', url: `/api/cart/lines/${product.id}`, headers: shopper.auth, payload: { quantity: 1 } });
  expect(put.statusCode).toBe(200);
  const res = await t.app.inject({ method: 'POST', url: '/api/checkout', headers: shopper.auth, payload: { phone: '+1 555 0100', shipping } });
  return { res, user: shopper };
}
const placedOrder = async (res: Awaited<ReturnType<typeof checkout>>['res']) => {
  expect(res.statusCode, res.body).toBe(201);
  return getOrderRow(t, (res.json() as { insertedId: string }).insertedId);
};

describe('POST /api/checkout: the region of the address', () => {
  it('refuses a US address without its state, naming the field', async () => {
    const { res } = await checkout(sanFrancisco);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields).toEqual({ 'shipping.region': 'State is required' });
    expect(errorOf(res).message).toContain('State is required');
  });

  it('stores the state with the address, writes it as the US does and remembers it for next time', async () => {
    const { res, user } = await checkout({ ...sanFrancisco, region: 'US-CA' });
    const order = await placedOrder(res);
    expect(order).toMatchObject({
      address: '1 Market St, Suite 300, San Francisco, CA 94107, United States',
      shipping: { ...sanFrancisco, region: 'US-CA' },
    });
    const saved = await t.app.inject({ url: '/api/checkout/address', headers: user.auth });
    expect(saved.json()).toEqual({ shipping: { ...sanFrancisco, region: 'US-CA' }, phone: '+1 555 0100' });
  });

  it('refuses a region that is not one of the country’s', async () => {
    for (const region of ['US-ZZ', 'California', 'CA-ON']) {
      const { res } = await checkout({ ...sanFrancisco, region });
      expect(res.statusCode, region).toBe(400);
      expect(errorOf(res).fields, region).toEqual({ 'shipping.region': 'Choose a valid state for United States' });
    }
    const { res } = await checkout({ line1: '111 Wellington St', city: 'Ottawa', postalCode: 'K1A 0A9', country: 'CA' });
    expect(errorOf(res).fields).toEqual({ 'shipping.region': 'Province is required' });
  });

  it('writes a Japanese address from the postal code and prefecture down', async () => {
    const tokyo = { line1: '1-1 Chiyoda', line2: 'Building 3', city: 'Chiyoda-ku', postalCode: '100-0001', country: 'JP', region: 'JP-13' };
    const order = await placedOrder((await checkout(tokyo)).res);
    expect(order).toMatchObject({ address: '100-0001, Tokyo Chiyoda-ku, 1-1 Chiyoda, Building 3, Japan', shipping: tokyo });
  });

  it('takes a German address without a region as before, and drops one sent for it', async () => {
    const order = await placedOrder((await checkout(berlin)).res);
    expect(order).toMatchObject({ address: 'Unter den Linden 1, 10117 Berlin, Germany', shipping: berlin });
    expect(order?.shipping).not.toHaveProperty('region');
    const stale = await placedOrder((await checkout({ ...berlin, region: 'US-CA' })).res);
    expect(stale?.shipping).toEqual(berlin);
  });

  it('reads an address saved before regions, and asks for its state at the next checkout', async () => {
    const user = await createUser(t);
    const before = { line1: '12 Sawmill Road', line2: '', city: 'Springfield', postalCode: '62701', country: 'US' };
    await t.db.insert(savedAddresses).values({ userId: user.id, shipping: before, phone: '+1 555 0100' });
    const saved = await t.app.inject({ url: '/api/checkout/address', headers: user.auth });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ shipping: before, phone: '+1 555 0100' });
    const { res } = await checkout(before, user);
    expect(errorOf(res).fields).toEqual({ 'shipping.region': 'State is required' });
    expect(await placedOrder((await checkout({ ...before, region: 'US-IL' }, user)).res)).toMatchObject({
      address: '12 Sawmill Road, Springfield, IL 62701, United States',
    });
  });
});
