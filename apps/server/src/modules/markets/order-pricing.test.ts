// Pricing a whole order in a market: over thousands of random carts in every ISO 4217 currency, with
// and without tax in the prices, with and without reverse charge and shipping, the total charged is
// always the sum of what its lines (and the delivery) charge, and each of them adds up on its own.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minorDigits } from '@store/contract';
import { priceOrder, type PricingFacts } from './order-pricing';

const currencies = Intl.supportedValuesOf('currency');
const rates = [0, 25_000, 70_000, 77_000, 81_000, 100_000, 190_000, 200_000, 210_000, 255_000];

const factsArb = fc
  .record({
    currency: fc.constantFrom(...currencies),
    pricesIncludeTax: fc.boolean(),
    standard: fc.constantFrom(...rates),
    reduced: fc.constantFrom(...rates),
    shipping: fc.integer({ min: 0, max: 500_000 }),
    rate: fc.tuple(fc.integer({ min: 0, max: 2_000 }), fc.integer({ min: 0, max: 9_999 })).filter(([w, f]) => w + f > 0).map(([w, f]) => `${w}.${String(f).padStart(4, '0')}`),
    lines: fc.array(
      fc.record({ amount: fc.integer({ min: 1, max: 20_000_000 }), quantity: fc.integer({ min: 1, max: 50 }), reduced: fc.boolean() }),
      { minLength: 1, maxLength: 20 },
    ),
    business: fc.boolean(),
  })
  .map(({ currency, pricesIncludeTax, standard, reduced, shipping, rate, lines, business }) => ({
    business,
    facts: {
      market: { name: 'Test', currency, pricesIncludeTax },
      baseCurrency: 'EUR',
      sellerCountry: 'US',
      rates: { standard, reduced },
      zones: [{ name: 'Z', countries: ['DE'], methods: [{ id: 'm', name: 'Parcel', deliveryDays: { min: 1, max: 3 }, rates: { [currency]: { kind: 'flat', amount: shipping } } }] }],
      exchangeRate: currency === 'EUR' ? null : rate,
      lines: lines.map((l, i) => ({
        variantId: `v${i}`,
        quantity: l.quantity,
        price: { amount: l.amount, currency },
        excluded: false,
        weightGrams: 1_000,
        taxClass: l.reduced ? ('reduced' as const) : ('standard' as const),
      })),
    } satisfies PricingFacts,
  }));

describe('priceOrder', () => {
  it('charges exactly the sum of its lines and delivery, each line net + tax = gross, in every currency (3,000 random carts)', () => {
    fc.assert(
      fc.property(factsArb, ({ facts, business }) => {
        const pricing = priceOrder(facts, { country: 'DE', shippingMethodId: 'm', vatNumber: business ? 'DE136695976' : undefined });
        const chosen = pricing.shipping.ok ? pricing.shipping.chosen : null;
        expect(chosen).not.toBeNull();
        const parts = [...pricing.lines, chosen!];
        for (const p of parts) {
          expect(Number.isSafeInteger(p.net) && Number.isSafeInteger(p.tax)).toBe(true);
          expect(p.net + p.tax).toBe(p.gross);
        }
        expect(pricing.totals.total).toBe(parts.reduce((n, p) => n + p.gross, 0));
        expect(pricing.totals.net + pricing.totals.tax).toBe(pricing.totals.total);
        const reverse = pricing.vat.decision.reverseCharge;
        expect(reverse).toBe(business);
        for (const line of pricing.lines) {
          expect(line.lineTotal).toBe(line.unitPrice * line.quantity);
          if (reverse) expect(line.tax).toBe(0);
          else if (facts.market.pricesIncludeTax) expect(line.gross).toBe(line.lineTotal); // the shopper pays what was listed
          else expect(line.net).toBe(line.lineTotal); // tax on top
        }
        // The base total is the total at the rate, to the base's minor unit.
        if (facts.exchangeRate !== null) {
          const exact = (pricing.totals.total / 10 ** minorDigits(facts.market.currency) / Number(facts.exchangeRate)) * 10 ** minorDigits(facts.baseCurrency);
          expect(Math.abs(pricing.base.total - exact)).toBeLessThanOrEqual(0.5 + exact * 1e-12);
        } else expect(pricing.base.total).toBe(pricing.totals.total);
      }),
      { numRuns: 3_000 },
    );
  });

  it('reports what cannot be sold: a version the market leaves out, one without a price in its currency', () => {
    const facts: PricingFacts = {
      market: { name: 'Euro area', currency: 'EUR', pricesIncludeTax: true },
      baseCurrency: 'EUR',
      sellerCountry: 'US',
      rates: { standard: 190_000, reduced: 70_000 },
      zones: [],
      exchangeRate: null,
      lines: [
        { variantId: 'a', quantity: 1, price: { amount: 100, currency: 'EUR' }, excluded: true, weightGrams: null, taxClass: 'standard' },
        { variantId: 'b', quantity: 1, price: undefined, excluded: false, weightGrams: null, taxClass: 'standard' },
        { variantId: 'c', quantity: 2, price: { amount: 1_190, currency: 'EUR' }, excluded: false, weightGrams: null, taxClass: 'reduced' },
      ],
    };
    const pricing = priceOrder(facts, { country: 'DE' });
    expect(pricing.problems).toEqual([{ variantId: 'a', reason: 'not-sold-in-market' }, { variantId: 'b', reason: 'no-price' }]);
    expect(pricing.lines).toEqual([{ variantId: 'c', quantity: 2, unitPrice: 1_190, lineTotal: 2_380, net: 2_224, tax: 156, gross: 2_380, rate: 70_000 }]);
    expect(pricing.shipping).toEqual({ ok: false, problem: 'We do not ship to this country yet' });
  });
});
