import { describe, expect, it } from 'vitest';
import { languages, type Language } from '@store/contract';
import { renderMail, type MailRequest, type OrderMailDetails } from './mail-templates';

const orderId = '3f2b8c1e-9d4a-4c7b-8e2f-1a2b3c4d5e6f';
const order: OrderMailDetails = {
  orderId,
  orderNumber: 1042,
  productName: 'Kerfline TS-254 Table Saw',
  quantity: 3,
  totalPrice: 1536.37,
  address: '12 Sawmill Road',
  phone: '555-0100',
};

describe('order mails', () => {
  it('format money as the site does and name the order by its short number', () => {
    const mail = renderMail({ kind: 'order-placed', to: 'a@example.com', order, payWithinMinutes: 30 }, 'https://shop.test');
    expect(mail.subject).toBe('Kerfline: your order #1042 of Kerfline TS-254 Table Saw');
    expect(mail.text).toContain('Order number: #1042');
    expect(mail.text).toContain('Total: $1,536.37');
    // An exact amount reads in its own currency, grouped the same way.
    const euros = renderMail({ kind: 'payment-received', to: 'a@example.com', order: { ...order, totalPrice: { amount: 123_456_789, currency: 'EUR' } } }, 'https://shop.test');
    expect(euros.text).toContain('Total: €1,234,567.89');
    const yen = renderMail({ kind: 'payment-received', to: 'a@example.com', order: { ...order, totalPrice: { amount: 158_000, currency: 'JPY' } } }, 'https://shop.test');
    expect(yen.text).toContain('Total: ¥158,000');
    // The invoice: attached when the sender could make its PDF, else where to find it.
    const pdf = { filename: 'INV-2026-000042.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-') };
    const withInvoice = renderMail({ kind: 'payment-received', to: 'a@example.com', order, invoiceNumber: 'INV-2026-000042' }, 'https://shop.test', [pdf]);
    expect(withInvoice.text).toContain('Your invoice INV-2026-000042 is attached.');
    expect(withInvoice.attachments).toEqual([pdf]);
    const without = renderMail({ kind: 'payment-received', to: 'a@example.com', order, invoiceNumber: 'INV-2026-000042' }, 'https://shop.test');
    expect(without.text).toContain("Your invoice INV-2026-000042 is on your order's page.");
    expect(without.attachments).toBeUndefined();
    expect(mail.html).toContain('$1,536.37');
    // The id appears only in the link to pay, never as the order's name.
    expect(mail.text.replace(`https://shop.test/dashboard/payment/${orderId}`, '')).not.toContain(orderId);
  });

  it('speak to the customer about paying in time, not about stock', () => {
    const mail = renderMail({ kind: 'order-placed', to: 'a@example.com', order, payWithinMinutes: 30 }, 'https://shop.test');
    expect(mail.text).toContain('please pay within 30 minutes to keep it');
    expect(mail.text).not.toMatch(/holds its stock|expires/);
    const checkout = renderMail(
      {
        kind: 'checkout-placed',
        to: 'a@example.com',
        checkout: { checkoutId: orderId, lines: [order, { ...order, orderNumber: 1043, totalPrice: 2000 }], totalPrice: 3536.37, address: 'x', phone: 'y' },
        payWithinMinutes: 45,
      },
      'https://shop.test',
    );
    expect(checkout.text).toContain('$1,536.37 (order #1042)');
    expect(checkout.text).toContain('$2,000.00 (order #1043)');
    expect(checkout.text).toContain('Total: $3,536.37');
    expect(checkout.text).toContain('please pay within 45 minutes');
  });

  it('still render a mail queued before orders had numbers', () => {
    const { orderNumber: _, ...old } = order;
    const mail = renderMail({ kind: 'payment-received', to: 'a@example.com', order: { ...old, transactionId: 'pi_1' } }, 'https://shop.test');
    expect(mail.subject).toBe('Kerfline: payment received for Kerfline TS-254 Table Saw');
    expect(mail.text).toContain(`Order number: ${orderId}`);
    const refunded = renderMail({ kind: 'order-refunded', to: 'a@example.com', order }, 'https://shop.test');
    expect(refunded.subject).toBe('Kerfline: your payment for Kerfline TS-254 Table Saw was refunded (order #1042)');
    expect(refunded.text).toContain('We refunded $1,536.37');
  });

  it('name the version of each line and its SKU, in the order and in a refund of some of it', () => {
    const usd = (amount: number) => ({ amount, currency: 'USD' });
    const lines = [
      { productName: 'Kerfline CS-185 Circular Saw', version: '230 V / EU', sku: 'CS-185-230-EU', quantity: 2, total: usd(27_998) },
      { productName: 'Kerfline Jig Saw Blade Set', version: '', sku: 'JIG-40', quantity: 1, total: usd(1_999) },
    ];
    const mail = renderMail({ kind: 'order-placed', to: 'a@example.com', order: { ...order, lines } }, 'https://shop.test');
    expect(mail.text).toContain('2 × Kerfline CS-185 Circular Saw (230 V / EU, SKU CS-185-230-EU): $279.98');
    expect(mail.text).toContain('1 × Kerfline Jig Saw Blade Set: $19.99');
    const refund = renderMail(
      { kind: 'order-refunded', to: 'a@example.com', order: { ...order, lines }, refunded: { amount: usd(13_999), lines: [{ productName: 'Kerfline CS-185 Circular Saw', version: '230 V / EU', quantity: 1 }] } },
      'https://shop.test',
    );
    expect(refund.text).toContain('We refunded $139.99 for 1 × Kerfline CS-185 Circular Saw (230 V / EU)');
  });

  it('link the terms and the shipping and returns page under the order and payment mails, and only there', () => {
    const checkout = { checkoutId: orderId, lines: [order], totalPrice: 1536.37, address: 'x', phone: 'y' };
    const mails = [
      renderMail({ kind: 'order-placed', to: 'a@example.com', order, payWithinMinutes: 30 }, 'https://shop.test'),
      renderMail({ kind: 'payment-received', to: 'a@example.com', order }, 'https://shop.test'),
      renderMail({ kind: 'checkout-placed', to: 'a@example.com', checkout }, 'https://shop.test'),
      renderMail({ kind: 'checkout-paid', to: 'a@example.com', checkout }, 'https://shop.test'),
    ];
    for (const mail of mails) {
      expect(mail.text, mail.kind).toMatch(
        /— Kerfline\n\nTerms and conditions: https:\/\/shop\.test\/legal\/terms\nShipping, returns and your right of withdrawal: https:\/\/shop\.test\/legal\/shipping-returns$/,
      );
      expect(mail.html, mail.kind).toContain('<a href="https://shop.test/legal/terms" style="color:#6b7280">Terms and conditions</a>');
      expect(mail.html, mail.kind).toContain('<a href="https://shop.test/legal/shipping-returns" style="color:#6b7280">Shipping, returns and your right of withdrawal</a>');
    }
    const others = [
      renderMail({ kind: 'verification', to: 'a@example.com', url: 'https://shop.test/verify' }, 'https://shop.test'),
      renderMail({ kind: 'order-shipped', to: 'a@example.com', order, carrier: 'UPS', trackingNumber: '1Z' }, 'https://shop.test'),
    ];
    for (const mail of others) expect(mail.text, mail.kind).not.toContain('/legal/');
  });
});

describe('every mail in every language', () => {
  const older: OrderMailDetails = { ...order, orderNumber: undefined, lines: undefined } as unknown as OrderMailDetails;
  const lines = [{ productName: 'Kerfline CS-185', quantity: 2, total: { amount: 24_198, currency: 'EUR' }, version: '230 V / EU', sku: 'CS-185-230-EU' }];
  const checkout = { checkoutId: orderId, lines: [{ orderId, orderNumber: 1042, productName: 'Saw', quantity: 1, totalPrice: 10 }, { orderId, productName: 'Blade', quantity: 2, totalPrice: 5 }], totalPrice: 15, address: 'A', phone: '1' };
  const requests: MailRequest[] = [
    { kind: 'verification', to: 'a@example.com', url: 'https://shop.test/verify' },
    { kind: 'password-reset', to: 'a@example.com', url: 'https://shop.test/reset', validMinutes: 30 },
    { kind: 'order-placed', to: 'a@example.com', order: { ...order, lines }, payWithinMinutes: 30 },
    { kind: 'order-placed', to: 'a@example.com', order: older },
    { kind: 'payment-received', to: 'a@example.com', order, invoiceNumber: 'INV-2026-000042' },
    { kind: 'checkout-placed', to: 'a@example.com', checkout, payWithinMinutes: 30 },
    { kind: 'checkout-paid', to: 'a@example.com', checkout },
    { kind: 'order-shipped', to: 'a@example.com', order: older, carrier: 'DHL', trackingNumber: 'JD0001' },
    { kind: 'order-refunded', to: 'a@example.com', order, refunded: { amount: { amount: 12_099, currency: 'EUR' }, lines } },
    { kind: 'order-refunded', to: 'a@example.com', order },
    { kind: 'order-cancelled', to: 'a@example.com', order },
  ];

  it('is whole: no text missing, no value left out or written as undefined, the language on the HTML', () => {
    for (const language of languages) {
      const subjects = new Set<string>();
      for (const request of requests) {
        const mail = renderMail(request, 'https://shop.test', [], language);
        const where = `${language} ${request.kind}`;
        expect(mail.subject.trim(), where).not.toBe('');
        expect(`${mail.subject}\n${mail.text}`, where).not.toMatch(/undefined|null|NaN|\[object/);
        expect(mail.html, where).toContain(`<html lang="${language}">`);
        if (request.kind !== 'verification' && request.kind !== 'password-reset') expect(mail.text, where).toContain('Kerfline');
        subjects.add(mail.subject);
      }
      // Each kind of mail says what it is about in its own words.
      expect(subjects.size, language).toBeGreaterThanOrEqual(requests.length - 3);
    }
    // Amounts as each language writes them.
    const total = (language: Language) => renderMail(requests[4]!, 'https://shop.test', [], language).text;
    expect(total('de')).toContain('1.536,37');
    expect(total('fr')).toMatch(/1\s536,37/);
    expect(total('en')).toContain('$1,536.37');
  });

  it("links to the store's pages in the mail's language, the verification and reset links too", () => {
    const urls = (mail: { text: string }) => [...mail.text.matchAll(/https:\/\/shop\.test[^\s)]*/g)].map((m) => m[0]);
    const reset = renderMail({ kind: 'password-reset', to: 'a@example.com', url: 'https://shop.test/reset-password?token=t1', validMinutes: 30 }, 'https://shop.test', [], 'de', '/de-de');
    expect(urls(reset)).toEqual(['https://shop.test/de-de/reset-password?token=t1']);
    expect(reset.html).toContain('href="https://shop.test/de-de/reset-password?token=t1"');
    const verify = renderMail({ kind: 'verification', to: 'a@example.com', url: 'https://shop.test/verify-email?token=t2' }, 'https://shop.test', [], 'ja', '/ja-jp');
    expect(urls(verify)).toEqual(['https://shop.test/ja-jp/verify-email?token=t2']);
    const paid = renderMail({ kind: 'payment-received', to: 'a@example.com', order }, 'https://shop.test', [], 'fr', '/fr-fr');
    expect(urls(paid).length).toBeGreaterThan(1);
    for (const url of urls(paid)) expect(url).toMatch(/^https:\/\/shop\.test\/fr-fr\//);
    expect(urls(paid)).toContain(`https://shop.test/fr-fr/dashboard/orders/${orderId}`);
    // English, and a language no market offers: the unprefixed pages, as before.
    expect(urls(renderMail({ kind: 'payment-received', to: 'a@example.com', order }, 'https://shop.test'))).toContain(`https://shop.test/dashboard/orders/${orderId}`);
  });
});
