// Issuing in the account's language: the paying account's language is the invoice's and its credit
// notes', read when each is issued; English for every other account and for documents from before.
import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, users } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createUser, type TestUser } from '../../../test/users';
import { addTestProduct, generousLimits, paidTestOrder } from '../../../test/order-fixtures';
import type { InvoiceDocument } from './invoice-document';
import { renderInvoicePdf } from './invoice-pdf';
import { findInvoice } from './invoice-reads';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp({ env: generousLimits });
  admin = await createUser(t, { admin: true });
});
afterAll(() => t.close());

const documentsOf = async (orderId: string) =>
  (await t.db.select({ number: invoices.number }).from(invoices).where(eq(invoices.orderId, orderId)).orderBy(invoices.issuedAt)).map((r) => r.number);
const documentOf = async (number: string): Promise<InvoiceDocument> => (await findInvoice(t.db, number))!.document;
const textOf = async (doc: InvoiceDocument) => {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(await renderInvoicePdf(doc))), { mergePages: true });
  return (text as unknown as string).replace(/\s+/g, ' ');
};

describe('issuing in the account’s language', () => {
  it('issues the invoice and credit note of an account whose language is German in German', async () => {
    const greta = await createUser(t, { name: 'Greta Säge' });
    await t.db.update(users).set({ language: 'de' }).where(eq(users.id, greta.id));
    const saw = await addTestProduct(t, { name: 'Sprache Saw', priceCents: 123_456, available: 10 });
    const id = await paidTestOrder(t, greta, saw.id, 2);

    const [invoiceNumber] = await documentsOf(id);
    const invoice = await documentOf(invoiceNumber!);
    // The order has no structured address, so no country: the language's own locale.
    expect(invoice).toMatchObject({ kind: 'invoice', language: 'de', locale: 'de' });
    const text = await textOf(invoice);
    for (const words of ['Rechnung', `Rechnungsnummer: ${invoiceNumber}`, 'Rechnungsempfänger Greta Säge', 'Sprache Saw', '1.234,56', '2.469,12']) expect(text).toContain(words);

    const refund = await t.app.inject({ method: 'POST', url: `/api/admin/order/${id}/refund`, headers: admin.auth, payload: { lines: [{ position: 1, quantity: 1 }] } });
    expect(refund.statusCode, refund.body).toBe(200);
    const [, creditNumber] = await documentsOf(id);
    const credit = await documentOf(creditNumber!);
    expect(credit).toMatchObject({ kind: 'credit-note', language: 'de', locale: 'de' });
    expect(await textOf(credit)).toContain(`Gutschrift zur Rechnung ${invoiceNumber}`);
  });

  it('issues in English for an account that keeps the default language', async () => {
    const ann = await createUser(t, { name: 'Ann English' });
    const saw = await addTestProduct(t, { name: 'Default Saw', priceCents: 12_345, available: 10 });
    const [number] = await documentsOf(await paidTestOrder(t, ann, saw.id, 1));
    const invoice = await documentOf(number!);
    expect(invoice).toMatchObject({ language: 'en', locale: 'en' });
    expect(await textOf(invoice)).toContain(`Invoice number: ${number}`);
  });
});
