// Catalogue management by admins: categories (create, rename, delete unless in use), product
// slugs, images and specs, PATCH and DELETE (archive) of products; on PGlite or PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoryListSchema, categorySchema, errorBodySchema, insertedIdSchema, productListSchema, productSchema } from '@store/contract';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createUser, type TestUser } from '../../../test/users';
import { generousLimits, getOrderRow, placeTestOrder, postOrder } from '../../../test/order-fixtures';

let t: TestApp;
let shopper: TestUser;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { PRODUCT_CACHE_TTL_MS: '60000', ...generousLimits } });
  shopper = await createUser(t);
  admin = await createUser(t, { admin: true });
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, headers: Record<string, string> = admin.auth) =>
  t.app.inject({ method, url, headers, ...(payload && { payload }) });
const errorOf = (res: { json(): unknown }) => errorBodySchema.parse(res.json()).error;

const saw = {
  name: 'Kerfline PS-12 Panel Saw',
  description: 'A wall-mounted panel saw for sheet goods up to 1.6 m wide.',
  price: 1249.5,
  available: 12,
  minOrderQuantity: 1,
  img: 'https://cdn.example.com/panel-saw.png',
};

async function addSaw(extra: object = {}): Promise<string> {
  const res = await call('POST', '/api/product', { ...saw, ...extra });
  expect(res.statusCode, res.body).toBe(201);
  return insertedIdSchema.parse(res.json()).insertedId;
}

describe('categories', () => {
  it('lists the demo categories by name for anyone', async () => {
    const res = await call('GET', '/api/category', undefined, {});
    expect(res.statusCode).toBe(200);
    const list = categoryListSchema.parse(res.json());
    expect(list.map((c) => c.slug)).toEqual(expect.arrayContaining(['circular-saws', 'mitre-saws', 'jigsaws', 'table-saws', 'band-saws', 'blades-and-accessories']));
    expect(list.map((c) => c.name)).toEqual([...list.map((c) => c.name)].sort());
  });

  it('lets an admin create (slug from the name), rename and delete an empty category', async () => {
    const created = await call('POST', '/api/category', { name: 'Scroll saws' });
    expect(created.statusCode).toBe(201);
    const { insertedId } = insertedIdSchema.parse(created.json());
    expect(categoryListSchema.parse((await call('GET', '/api/category')).json())).toContainEqual({ _id: insertedId, slug: 'scroll-saws', name: 'Scroll saws' });

    const renamed = await call('PATCH', `/api/category/${insertedId}`, { name: 'Scroll & fret saws' });
    expect(renamed.statusCode).toBe(200);
    expect(categorySchema.parse(renamed.json())).toEqual({ _id: insertedId, slug: 'scroll-saws', name: 'Scroll & fret saws' });

    const deleted = await call('DELETE', `/api/category/${insertedId}`);
    expect(deleted.statusCode).toBe(200);
    expect(categoryListSchema.parse((await call('GET', '/api/category')).json()).map((c) => c._id)).not.toContain(insertedId);
    expect((await call('DELETE', `/api/category/${insertedId}`)).statusCode).toBe(404);
  });

  it('refuses to delete a category in use (409), even when its only product is archived', async () => {
    const { insertedId: categoryId } = insertedIdSchema.parse((await call('POST', '/api/category', { name: 'Panel saws', slug: 'panel-saws' })).json());
    const productId = await addSaw({ slug: 'ps-12-panel-saw', category: 'panel-saws' });
    const refused = await call('DELETE', `/api/category/${categoryId}`);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).code).toBe('conflict');
    expect((await call('DELETE', `/api/product/${productId}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/category/${categoryId}`)).statusCode).toBe(409);
    expect(categoryListSchema.parse((await call('GET', '/api/category')).json()).map((c) => c._id)).toContain(categoryId);
  });

  it('a renamed category shows at once in the cached product list', async () => {
    const list = async () => productListSchema.parse((await call('GET', '/api/product?category=jigsaws', undefined, {})).json());
    const [first] = await list();
    const renamed = await call('PATCH', `/api/category/${first!.category!._id}`, { name: 'Jig saws' });
    expect(renamed.statusCode).toBe(200);
    expect((await list())[0]!.category!.name).toBe('Jig saws');
  });

  it('refuses a taken slug (409), a bad slug or blank name (400), and an empty change (400)', async () => {
    const taken = await call('POST', '/api/category', { name: 'Again', slug: 'jigsaws' });
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken).fields).toHaveProperty('slug');
    for (const body of [{ name: 'x', slug: 'Not A Slug' }, { name: '   ' }, { name: 'bell\u0007' }]) {
      const res = await call('POST', '/api/category', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorOf(res).code).toBe('bad_request');
    }
    const [any] = categoryListSchema.parse((await call('GET', '/api/category')).json());
    expect((await call('PATCH', `/api/category/${any!._id}`, {})).statusCode).toBe(400);
    expect((await call('PATCH', '/api/category/00000000-0000-4000-8000-000000000000', { name: 'Ghost' })).statusCode).toBe(404);
  });
});

describe('products: slug, images, specs, category', () => {
  it('stores a full product and answers it by id and by slug; unknown slugs are 404', async () => {
    const full = {
      slug: 'ps-12-pro',
      images: ['https://cdn.example.com/ps12-front.png', '/images/products/table-saw.svg'],
      specs: { powerW: 1800, bladeDiameterMm: 254, noLoadSpeedRpm: 4200, bevelRange: '0–45°', weightKg: 31.5 },
      category: 'table-saws',
    };
    const id = await addSaw({ ...full, name: 'Kerfline PS-12 Pro' });
    const byId = productSchema.parse((await call('GET', `/api/product/${id}`, undefined, {})).json());
    expect(byId).toMatchObject({ _id: id, slug: 'ps-12-pro', images: full.images, specs: full.specs, category: { slug: 'table-saws', name: 'Table saws' } });
    const bySlug = await call('GET', '/api/product/by-slug/ps-12-pro', undefined, {});
    expect(bySlug.statusCode).toBe(200);
    // By slug it also names its slug in every language it has one in (its page's alternates).
    const { slugs, ...found } = productSchema.parse(bySlug.json());
    expect(found).toEqual(byId);
    expect(slugs).toEqual({ en: 'ps-12-pro' });
    const unknown = await call('GET', '/api/product/by-slug/no-such-saw', undefined, {});
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).code).toBe('not_found');
    expect((await call('GET', '/api/product/by-slug/Bad%20Slug', undefined, {})).statusCode).toBe(400);
  });

  it('makes a slug unique when the name repeats, and refuses a taken slug given explicitly (409)', async () => {
    const a = await addSaw({ name: 'Kerfline Twin Saw' });
    const b = await addSaw({ name: 'Kerfline Twin Saw' });
    const slugOf = async (id: string) => productSchema.parse((await call('GET', `/api/product/${id}`)).json()).slug;
    expect(await slugOf(a)).toBe('kerfline-twin-saw');
    expect(await slugOf(b)).toMatch(/^kerfline-twin-saw-[0-9a-f]{6}$/);
    const taken = await call('POST', '/api/product', { ...saw, slug: 'kerfline-twin-saw' });
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken).fields).toHaveProperty('slug');
  });

  it.each([
    ['an unknown spec', { specs: { horsepower: 3 } }, 'specs'],
    ['a negative spec', { specs: { weightKg: -1 } }, 'specs.weightKg'],
    ['a spec as text', { specs: { powerW: '1800 W' } }, 'specs.powerW'],
    ['a javascript: image', { images: ['javascript:alert(1)'] }, 'images.0'],
    ['too many images', { images: Array.from({ length: 13 }, (_, i) => `https://cdn.example.com/${i}.png`) }, 'images'],
    ['an unknown category', { category: 'chainsaws' }, 'category'],
    ['a bad slug', { slug: '-bad-' }, 'slug'],
  ])('refuses %s with 400 naming the field', async (_label, extra, field) => {
    const res = await call('POST', '/api/product', { ...saw, ...extra });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields).toHaveProperty(field);
  });
});

describe('PATCH /api/product/{id}', () => {
  it('changes the fields given, validated like POST, and the cached list shows it at once', async () => {
    const id = await addSaw({ name: 'Kerfline Patch Saw' });
    await call('GET', '/api/product?sort=newest', undefined, {}); // warm the cache
    const res = await call('PATCH', `/api/product/${id}`, { price: 999.99, available: 40, images: ['/images/products/band-saw.svg'], specs: { weightKg: 30 }, category: 'band-saws' });
    expect(res.statusCode, res.body).toBe(200);
    const patched = productSchema.parse(res.json());
    expect(patched).toMatchObject({ _id: id, name: 'Kerfline Patch Saw', price: 999.99, available: 40, images: ['/images/products/band-saw.svg'], specs: { weightKg: 30 } });
    expect(patched.category?.slug).toBe('band-saws');
    const [newest] = productListSchema.parse((await call('GET', '/api/product?sort=newest', undefined, {})).json());
    const { options: _options, variants: _variants, ...summary } = patched;
    expect(newest).toEqual(summary);
    const uncategorised = productSchema.parse((await call('PATCH', `/api/product/${id}`, { category: null })).json());
    expect(uncategorised.category).toBeNull();
  });

  it.each([
    ['a zero price', { price: 0 }, 'price'],
    ['a fractional stock', { available: 1.5 }, 'available'],
    ['a blank name', { name: ' ' }, 'name'],
    ['a site path as card picture', { img: '/x.png' }, 'img'],
    ['nothing to change', {}, 'body'],
  ])('refuses %s with 400 naming the field, changing nothing', async (_label, body, field) => {
    const id = await addSaw({ name: 'Kerfline Steady Saw' });
    const before = (await call('GET', `/api/product/${id}`)).json();
    const res = await call('PATCH', `/api/product/${id}`, body);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).fields).toHaveProperty(field);
    expect((await call('GET', `/api/product/${id}`)).json()).toEqual(before);
  });

  it('marks a product sold out: stock 0 or below its minimum order is saved, and the shop shows it out of stock', async () => {
    const id = await addSaw({ name: 'Kerfline Sold Out Saw', minOrderQuantity: 2 });
    const inStock = async () => productListSchema.parse((await call('GET', '/api/product?inStock=true&q=sold%20out', undefined, {})).json()).map((p) => p._id);
    expect(await inStock()).toContain(id);
    const soldOut = await call('PATCH', `/api/product/${id}`, { available: 0 });
    expect(soldOut.statusCode, soldOut.body).toBe(200);
    expect(productSchema.parse(soldOut.json())).toMatchObject({ available: 0, minOrderQuantity: 2 });
    expect(await inStock()).not.toContain(id);
    const below = await call('PATCH', `/api/product/${id}`, { available: 1, minOrderQuantity: 2 });
    expect(below.statusCode, below.body).toBe(200);
    const res = await postOrder(t, shopper, id, 2);
    expect(res.statusCode).toBe(409); // nobody can order what is not there
  });

  it('answers 404 for an unknown or archived product', async () => {
    expect((await call('PATCH', '/api/product/00000000-0000-4000-8000-000000000000', { price: 5 })).statusCode).toBe(404);
    const id = await addSaw({ name: 'Kerfline Gone Saw' });
    await call('DELETE', `/api/product/${id}`);
    expect((await call('PATCH', `/api/product/${id}`, { price: 5 })).statusCode).toBe(404);
  });

  it('never alters the price of an existing order', async () => {
    const id = await addSaw({ name: 'Kerfline Price Saw', price: 100 });
    const orderId = await placeTestOrder(t, shopper, id, 2);
    expect((await call('PATCH', `/api/product/${id}`, { price: 150 })).statusCode).toBe(200);
    expect((await getOrderRow(t, orderId))!.totalAmount).toBe(20_000);
    const order = await t.app.inject({ method: 'GET', url: `/api/order/${orderId}`, headers: shopper.auth });
    expect(order.json().data.totalPrice).toBe(200);
    expect(order.json().data.lines[0].unitPriceMoney).toEqual({ amount: 10_000, currency: 'USD' });
  });
});

describe('DELETE /api/product/{id} archives', () => {
  it('hides the product from lists, search, id and slug, and from new orders; its orders still show it', async () => {
    const id = await addSaw({ name: 'Kerfline Vanishing Saw', slug: 'vanishing-saw' });
    const orderId = await placeTestOrder(t, shopper, id, 1);
    const found = async () => productListSchema.parse((await call('GET', '/api/product?q=vanishing', undefined, {})).json()).map((p) => p._id);
    expect(await found()).toContain(id);

    const res = await call('DELETE', `/api/product/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });

    expect(await found()).not.toContain(id);
    expect(productListSchema.parse((await call('GET', '/api/product?sort=newest', undefined, {})).json()).map((p) => p._id)).not.toContain(id);
    expect((await call('GET', `/api/product/${id}`, undefined, {})).statusCode).toBe(404);
    expect((await call('GET', '/api/product/by-slug/vanishing-saw', undefined, {})).statusCode).toBe(404);
    expect((await postOrder(t, shopper, id, 1)).statusCode).toBe(404);

    const order = await t.app.inject({ method: 'GET', url: `/api/order/${orderId}`, headers: shopper.auth });
    expect(order.statusCode).toBe(200);
    expect(order.json().data.productName).toBe('Kerfline Vanishing Saw');
    expect((await call('DELETE', `/api/product/${id}`)).statusCode).toBe(404);
  });
});
