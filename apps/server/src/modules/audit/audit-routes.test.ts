// The audit trail: every admin action is recorded with who, when, what and the values before and
// after; the list pages newest first with filters; no route changes or deletes an entry.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditPageSchema, insertedIdSchema, type AuditEntry } from '@store/contract';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createUser, type TestUser } from '../../../test/users';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t, { admin: true, name: 'Ada Admin' });
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: admin.auth, ...(payload && { payload }) });
const trail = async (query = '') => {
  const res = await call('GET', `/api/admin/audit?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return auditPageSchema.parse(res.json());
};
const entriesFor = async (entityId: string): Promise<AuditEntry[]> => (await trail(`entityId=${entityId}&limit=100`)).data;

describe('what is recorded', () => {
  it('promoting and deleting a user', async () => {
    const bob = await createUser(t, { name: 'Bob Promoted' });
    expect((await call('PUT', `/api/user/admin/${bob.email}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/user/${bob.id}`)).statusCode).toBe(200);
    const entries = await entriesFor(bob.id);
    expect(entries.map((e) => e.action)).toEqual(['user.delete', 'user.promote']);
    expect(entries[1]).toMatchObject({ actorEmail: admin.email, entityType: 'user', before: { role: 'user' }, after: { role: 'admin' } });
    expect(entries[0]).toMatchObject({ before: { email: bob.email, name: 'Bob Promoted', role: 'admin' }, after: null });
  });

  it('creating, changing and archiving a product', async () => {
    const created = await call('POST', '/api/product', {
      name: 'Audited Saw',
      description: 'A saw whose every change is written down.',
      price: 99.5,
      available: 4,
      minOrderQuantity: 1,
      img: 'https://cdn.example.com/audited.png',
    });
    expect(created.statusCode, created.body).toBe(201);
    const { insertedId } = insertedIdSchema.parse(created.json());
    expect((await call('PATCH', `/api/product/${insertedId}`, { price: 89.5 })).statusCode).toBe(200);
    expect((await call('DELETE', `/api/product/${insertedId}`)).statusCode).toBe(200);
    const entries = await entriesFor(insertedId);
    expect(entries.map((e) => e.action)).toEqual(['product.archive', 'product.update', 'product.create']);
    expect(entries[1]).toMatchObject({ before: { price: 99.5 }, after: { price: 89.5 } });
    expect(entries[2]).toMatchObject({ before: null, after: { name: 'Audited Saw' } });
  });

  it('category changes', async () => {
    const created = await call('POST', '/api/category', { name: 'Audited saws' });
    const { insertedId } = insertedIdSchema.parse(created.json());
    await call('PATCH', `/api/category/${insertedId}`, { name: 'Audited fine saws' });
    await call('DELETE', `/api/category/${insertedId}`);
    const entries = await entriesFor(insertedId);
    expect(entries.map((e) => e.action)).toEqual(['category.delete', 'category.update', 'category.create']);
    expect(entries[1]).toMatchObject({ before: { name: 'Audited saws' }, after: { name: 'Audited fine saws' } });
  });

  it('the Edit Product screen: a new uploaded picture and a category in one PATCH, with before and after; then archive', async () => {
    const category = insertedIdSchema.parse((await call('POST', '/api/category', { name: 'Audited mitre saws' })).json());
    const categorySlug = ((await call('GET', '/api/category')).json() as { _id: string; slug: string }[]).find((c) => c._id === category.insertedId)!.slug;
    const created = await call('POST', '/api/product', {
      name: 'Edited Saw',
      description: 'A saw the Edit Product screen changes.',
      price: 120,
      available: 9,
      minOrderQuantity: 1,
      img: 'https://cdn.example.com/edited.png',
    });
    const { insertedId } = insertedIdSchema.parse(created.json());
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 10, g: 90, b: 200 } } }).png().toBuffer();
    const boundary = '----kerfline-audit-boundary';
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/admin/product-image',
      headers: { ...admin.auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="saw.png"\r\nContent-Type: image/png\r\n\r\n`),
        png,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const url = (uploaded.json() as { url: string }).url;
    // What the screen sends: only the fields that changed.
    const patched = await call('PATCH', `/api/product/${insertedId}`, { img: url, images: [url], category: categorySlug, price: 110 });
    expect(patched.statusCode, patched.body).toBe(200);
    expect((await call('DELETE', `/api/product/${insertedId}`)).statusCode).toBe(200);

    const entries = await entriesFor(insertedId);
    expect(entries.map((e) => e.action)).toEqual(['product.archive', 'product.update', 'product.create']);
    expect(entries[1]).toMatchObject({
      actorEmail: admin.email,
      before: { img: 'https://cdn.example.com/edited.png', price: 120, category: null },
      after: { img: url, images: [url], price: 110, category: { slug: categorySlug } },
    });
    expect(entries[0]).toMatchObject({ before: { name: 'Edited Saw', img: url }, after: null });
    // The upload alone changes no record: nothing of it in the trail.
    expect((await trail('limit=100')).data.filter((e) => JSON.stringify(e).includes(url)).map((e) => e.action).sort()).toEqual(['product.archive', 'product.update']);
  });

  it('a refused action leaves no entry', async () => {
    const missing = crypto.randomUUID();
    expect((await call('PATCH', `/api/product/${missing}`, { price: 1 })).statusCode).toBe(404);
    expect(await entriesFor(missing)).toEqual([]);
  });
});

describe('the list', () => {
  it('pages newest first and filters by action and admin', async () => {
    const first = await trail('limit=2');
    expect(first.data).toHaveLength(2);
    const second = await trail(`limit=2&cursor=${first.nextCursor}`);
    expect(second.data[0]!.at <= first.data[1]!.at).toBe(true);
    expect(second.data.map((e) => e._id)).not.toContain(first.data[1]!._id);
    expect((await trail('action=category.create')).data.every((e) => e.action === 'category.create')).toBe(true);
    expect((await trail(`actor=${encodeURIComponent(admin.email.toUpperCase())}`)).data.length).toBeGreaterThan(0);
    expect((await trail('actor=nobody@example.com')).data).toEqual([]);
    expect((await call('GET', '/api/admin/audit?cursor=forged')).statusCode).toBe(400);
  });

  it('no API changes or deletes an entry', async () => {
    const [entry] = (await trail('limit=1')).data;
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      for (const url of ['/api/admin/audit', `/api/admin/audit/${entry!._id}`]) {
        const res = await call(method, url, {});
        expect(res.statusCode, `${method} ${url}`).toBe(404);
      }
    }
    expect((await trail('limit=1')).data[0]).toEqual(entry);
  });
});
