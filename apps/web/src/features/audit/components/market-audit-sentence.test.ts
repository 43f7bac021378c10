import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '@store/contract';
import { auditSentence } from './audit-sentence';
import { percentOf } from './market-audit-sentence';

const entry = (over: Partial<AuditEntry>): AuditEntry => ({
  _id: 'e1',
  at: '2026-11-27T10:00:00.000Z',
  actorEmail: 'admin@kerfline.test',
  action: 'market.update',
  entityType: 'market',
  entityId: '0b6f2a52-8d1e-4c1a-9a43-5a7f1f3e9c11',
  before: null,
  after: null,
  ...over,
});
const read = (e: AuditEntry) => {
  const s = auditSentence(e);
  return { sentence: `${e.actorEmail} ${s.verb} ${s.subject.text}${s.rest}.`, changes: s.changes };
};

describe('market changes in the audit trail read as sentences', () => {
  it('a market change lists what changed', () => {
    const before = { name: 'Nordics', currency: 'SEK', language: 'sv', pricesIncludeTax: true, countries: ['FI', 'SE'] };
    expect(read(entry({ before, after: { ...before, name: 'Nordic countries', countries: ['DK', 'FI', 'SE'] } }))).toEqual({
      sentence: 'admin@kerfline.test changed the market Nordic countries.',
      changes: ['Name: Nordics → Nordic countries', 'Countries: FI, SE → DK, FI, SE'],
    });
  });

  it('a tax rate as a percent from its millionths, a price through the money formatter', () => {
    expect(read(entry({ action: 'tax_rate.set', entityType: 'tax_rate', before: { country: 'US', region: 'US-NY', taxClass: 'standard', rate: 40_000 }, after: { country: 'US', region: 'US-NY', taxClass: 'standard', rate: 88_750 } }))).toEqual({
      sentence: 'admin@kerfline.test set the tax rate US-NY standard to 8.875%.',
      changes: ['Was 4%'],
    });
    expect(read(entry({ action: 'variant_price.set', entityType: 'variant_price', before: null, after: { price: { amount: 19_800, currency: 'JPY' } } })).sentence).toBe(
      'admin@kerfline.test set a price of a version: none → ¥19,800.',
    );
    expect([percentOf(190_000), percentOf(77_000), percentOf(0)]).toEqual(['19%', '7.7%', '0%']);
  });
});
