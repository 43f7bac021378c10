import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '@store/contract';
import { auditSentence } from './audit-sentence';

const id = '0b6f2a52-8d1e-4c1a-9a43-5a7f1f3e9c11';
const entry = (over: Partial<AuditEntry>): AuditEntry => ({
  _id: 'e1',
  at: '2026-05-01T10:00:00.000Z',
  actorEmail: 'admin@kerfline.test',
  action: 'product.update',
  entityType: 'product',
  entityId: id,
  before: null,
  after: null,
  ...over,
});
/** The sentence as the page shows it, and everything it prints. */
const read = (e: AuditEntry) => {
  const s = auditSentence(e);
  return { sentence: `${e.actorEmail} ${s.verb} ${s.subject.text}${s.rest}.`, link: s.subject.to, all: [s.verb, s.subject.text, s.rest, ...s.changes].join('\n'), changes: s.changes };
};

const saw = { _id: id, name: 'Kerfline PS-12', slug: 'ps-12', price: 1249.5, available: 12, minOrderQuantity: 1, img: 'https://x/a.png', images: ['https://x/a.png'], category: null, specs: { powerW: 1200 }, description: 'A saw' };

describe('the audit trail reads as sentences', () => {
  it('an order move names the order by what and whom, links to it, and says the values in words', () => {
    const view = { productName: 'Kerfline PS-12', quantity: 2, totalCents: 249_900, customerEmail: 'ann@example.com', refundId: null };
    const shipped = read(
      entry({
        action: 'order.status',
        entityType: 'order',
        before: { ...view, status: 'Paid', carrier: null, trackingNumber: null },
        after: { ...view, status: 'Shipped', carrier: 'UPS', trackingNumber: '1Z999' },
      }),
    );
    expect(shipped.sentence).toBe('admin@kerfline.test shipped the order of 2 × Kerfline PS-12 by ann@example.com with UPS, tracking number 1Z999.');
    expect(shipped.link).toBe(`/dashboard/manage-orders/${id}`);
    const refunded = read(entry({ action: 'order.refund', entityType: 'order', before: { ...view, status: 'Shipped' }, after: { ...view, status: 'Refunded', refundId: 're_1' } }));
    expect(refunded.sentence).toBe('admin@kerfline.test refunded the order of 2 × Kerfline PS-12 by ann@example.com ($2,499.00).');
    // An entry from before orders were recorded with their product still reads, without an id.
    const old = read(entry({ action: 'order.status', entityType: 'order', before: { status: 'Shipped' }, after: { status: 'Delivered' } }));
    expect(old.sentence).toBe('admin@kerfline.test marked an order delivered (it was Shipped).');
  });

  it('a product change lists the fields that changed, in words, and links to the product', () => {
    const changed = read(entry({ before: saw, after: { ...saw, price: 999.99, available: 0, category: { _id: 'c', slug: 'band-saws', name: 'Band saws' }, images: ['a', 'b'], specs: { powerW: 1500 } } }));
    expect(changed.sentence).toBe('admin@kerfline.test changed the product Kerfline PS-12.');
    expect(changed.link).toBe(`/dashboard/products/${id}`);
    expect(changed.changes).toEqual(['Price: $1,249.50 → $999.99', 'Available Quantity: 12 → 0', 'Gallery: 1 picture → 2 pictures', 'Category: none → Band saws', 'Power (W): 1,200 → 1,500']);
    expect(read(entry({ action: 'product.create', after: saw })).changes).toEqual(['Price: $1,249.50', 'Available Quantity: 12', 'Minimum Order Quantity: 1', 'Category: none']);
  });

  it('reads amounts in the currency they were recorded in, exactly', () => {
    const yen = { ...saw, price: 158000, priceMoney: { amount: 158_000, currency: 'JPY' } };
    const repriced = read(entry({ before: yen, after: { ...yen, price: 99000, priceMoney: { amount: 99_000, currency: 'JPY' } } }));
    expect(repriced.changes).toEqual(['Price: ¥158,000 → ¥99,000']);
    const view = { productName: 'Kerfline PS-12', quantity: 1, total: { amount: 123_456, currency: 'EUR' }, customerEmail: 'ann@example.com' };
    const refunded = read(entry({ action: 'order.refund', entityType: 'order', before: view, after: { ...view, status: 'Refunded' } }));
    expect(refunded.sentence).toBe('admin@kerfline.test refunded the order of 1 × Kerfline PS-12 by ann@example.com (€1,234.56).');
  });

  it('users and categories by name, never JSON or a bare id', () => {
    const entries = [
      entry({ action: 'user.promote', entityType: 'user', before: { email: 'bob@example.com', role: 'user' }, after: { email: 'bob@example.com', role: 'admin' } }),
      entry({ action: 'user.delete', entityType: 'user', before: { email: 'bob@example.com', name: 'Bob', role: 'user' } }),
      entry({ action: 'category.update', entityType: 'category', before: { _id: id, name: 'Saws', slug: 'saws' }, after: { _id: id, name: 'Fine saws', slug: 'saws' } }),
      entry({ action: 'product.archive', before: saw }),
    ];
    expect(entries.map((e) => read(e).sentence)).toEqual([
      'admin@kerfline.test made bob@example.com an admin.',
      'admin@kerfline.test deleted the user Bob (bob@example.com).',
      'admin@kerfline.test changed the category Fine saws.',
      'admin@kerfline.test archived the product Kerfline PS-12.',
    ]);
    expect(read(entries[2]!).changes).toEqual(['Name: Saws → Fine saws']);
    for (const e of entries) expect(read(e).all).not.toMatch(/[{}"]|[0-9a-f]{8}-[0-9a-f]{4}/);
  });

  it('a legal page edit names the page, links it, and says the new version and what changed', () => {
    const before = { slug: 'terms', title: 'Terms and Conditions', body: 'Old text', version: 2, updatedAt: '2026-05-01T09:00:00.000Z' };
    const edited = read(entry({ action: 'legal.update', entityType: 'legal_page', entityId: 'terms', before, after: { ...before, title: 'Terms of Sale', body: 'New text', version: 3 } }));
    expect(edited.sentence).toBe('admin@kerfline.test changed the legal page Terms of Sale (now version 3).');
    expect(edited.link).toBe('/legal/terms');
    expect(edited.changes).toEqual(['Title: Terms and Conditions → Terms of Sale', 'Text changed']);
    const same = read(entry({ action: 'legal.update', entityType: 'legal_page', entityId: 'terms', before, after: { ...before, version: 3 } }));
    expect(same.changes).toEqual([]);
  });
});
