// Invoices (docs/product/orders-and-payments.md, "Invoices"): every paid order gets one, numbered
// without gaps even when many orders are paid at once; each refund gets a credit note naming it;
// the PDF reads back with the order's lines and total; only the order's owner and admins may
// download them. On PGlite, or on the PostgreSQL server of DATABASE_URL.
import { sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderResponseSchema } from '@store/contract';
import { invoiceAttachments } from '../src/modules/invoices/index';
import { createTestApp, type TestApp } from './test-app';
import { createUser, type TestUser } from './users';
import { addTestProduct, generousLimits, paidTestOrder, placeTestOrder } from './order-fixtures';

let t: TestApp;
let ann: TestUser;
let bob: TestUser;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp({ env: { ...generousLimits, SELLER_NAME: 'Kerfline Test Works', SELLER_ADDRESS: '1 Test Lane|Portland, OR 97209', SELLER_COUNTRY: 'US' } });
  ann = await createUser(t, { name: 'Ann Invoice' });
  bob = await createUser(t, { name: 'Bob Other' });
  admin = await createUser(t, { admin: true });
});
afterAll(() => t.close());

const year = new Date().getUTCFullYear();
const invoicesOf = async (user: TestUser, orderId: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/order/${orderId}`, headers: user.auth });
  expect(res.statusCode, res.body).toBe(200);
  return orderResponseSchema.parse(res.json()).data.invoices ?? [];
};
const download = (user: TestUser | null, number: string) =>
  t.app.inject({ method: 'GET', url: `/api/invoice/${number}`, headers: user?.auth ?? {} });
async function textOf(body: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(body)), { mergePages: true });
  return text as unknown as string;
}

describe('invoices', () => {
  it('gives a paid order its invoice, and none to an unpaid one', async () => {
    const saw = await addTestProduct(t, { name: 'Invoice Saw', priceCents: 12_345, available: 10 });
    const unpaid = await placeTestOrder(t, ann, saw.id, 1);
    expect(await invoicesOf(ann, unpaid)).toEqual([]);
    const paid = await paidTestOrder(t, ann, saw.id, 2);
    const [invoice] = await invoicesOf(ann, paid);
    expect(invoice).toMatchObject({ kind: 'invoice', number: expect.stringMatching(new RegExp(`^INV-${year}-\\d{6}$`)) });

    const res = await download(ann, invoice!.number);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${invoice!.number}.pdf"`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const text = await textOf(res.rawPayload);
    for (const words of [invoice!.number, 'Kerfline Test Works', 'Ann Invoice', 'Invoice Saw', '$123.45', '$246.90']) expect(text).toContain(words);
  });

  it('numbers invoices one after another without gaps, however many orders are paid at once', async () => {
    const saw = await addTestProduct(t, { name: 'Rush Saw', priceCents: 1_000, available: 100 });
    const ids = await Promise.all(Array.from({ length: 8 }, () => paidTestOrder(t, ann, saw.id, 1)));
    const numbers = (await Promise.all(ids.map(async (id) => (await invoicesOf(ann, id))[0]!.number))).map((n) => Number(n.slice(-6))).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(8);
    expect(numbers.at(-1)! - numbers[0]!).toBe(7);
    const { rows } = (await t.db.execute(sql`select count(*)::int as n, max(substring(number from 10)::int) as last from invoice where kind = 'invoice'`)) as unknown as { rows: { n: number; last: number }[] };
    expect(rows[0]!.last).toBe(rows[0]!.n); // every number from 1 up was given, once
  });

  it('gives each refund a credit note that names the invoice', async () => {
    const saw = await addTestProduct(t, { name: 'Refund Saw', priceCents: 2_500, available: 10 });
    const id = await paidTestOrder(t, ann, saw.id, 4);
    const refund = await t.app.inject({ method: 'POST', url: `/api/admin/order/${id}/refund`, headers: admin.auth, payload: { lines: [{ position: 1, quantity: 1 }] } });
    expect(refund.statusCode, refund.body).toBe(200);
    const all = await t.app.inject({ method: 'POST', url: `/api/admin/order/${id}/status`, headers: admin.auth, payload: { status: 'Refunded' } });
    expect(all.statusCode, all.body).toBe(200);
    const documents = await invoicesOf(ann, id);
    expect(documents.map((d) => d.kind)).toEqual(['invoice', 'credit-note', 'credit-note']);
    const [invoice, first, rest] = documents;
    expect(first!.number).toMatch(new RegExp(`^CN-${year}-\\d{6}$`));
    const one = await textOf((await download(ann, first!.number)).rawPayload);
    expect(one).toContain(invoice!.number);
    expect(one).toContain('$25.00');
    expect(await textOf((await download(admin, rest!.number)).rawPayload)).toContain('$75.00');
  });

  it('prints the invoice of a buyer named in Cyrillic, in the PDF and in the payment mail', async () => {
    const ivan = await createUser(t, { name: 'Иван Петров' });
    const saw = await addTestProduct(t, { name: 'Script Saw', priceCents: 3_000, available: 10 });
    const id = await paidTestOrder(t, ivan, saw.id, 1);
    const [invoice] = await invoicesOf(ivan, id);
    const res = await download(ivan, invoice!.number);
    expect(res.statusCode).toBe(200);
    expect(await textOf(res.rawPayload)).toContain('Иван Петров');
    const attach = invoiceAttachments(t.db);
    const [pdf] = await attach({ kind: 'payment-received', to: ivan.email, invoiceNumber: invoice!.number } as never);
    expect(await textOf(pdf!.content as Buffer)).toContain('Иван Петров');
  });

  it('keeps the invoice of a buyer named in a script its fonts lack (Korean), and says so rather than failing', async () => {
    const kim = await createUser(t, { name: '김철수' });
    const saw = await addTestProduct(t, { name: 'Hangul Saw', priceCents: 3_000, available: 10 });
    const id = await paidTestOrder(t, kim, saw.id, 1);
    const [invoice] = await invoicesOf(kim, id);
    const res = await download(kim, invoice!.number);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: { code: 'conflict', message: expect.stringMatching(/cannot print yet/) } });
    // The payment mail goes without the attachment (and says where the invoice is).
    const attach = invoiceAttachments(t.db);
    expect(await attach({ kind: 'payment-received', to: kim.email, invoiceNumber: invoice!.number } as never)).toEqual([]);
  });

  it('lets only the order’s owner and admins download, and answers 404 alike for others and for unknown numbers', async () => {
    const saw = await addTestProduct(t, { name: 'Private Saw', priceCents: 5_000, available: 10 });
    const id = await paidTestOrder(t, ann, saw.id, 1);
    const [invoice] = await invoicesOf(ann, id);
    expect((await download(admin, invoice!.number)).statusCode).toBe(200);
    expect((await download(bob, invoice!.number)).statusCode).toBe(404);
    expect((await download(bob, `INV-${year}-999999`)).statusCode).toBe(404);
    expect((await download(null, invoice!.number)).statusCode).toBe(401);
    const bad = await download(ann, 'not-a-number');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: { code: 'bad_request' } });
  });
});
