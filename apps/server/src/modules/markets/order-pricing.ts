// An order priced in its market, from facts already read (order-pricing-facts.ts reads them): each
// line's price in the market's currency and its tax, the shipping methods for the destination and
// the chosen one's price and tax, reverse charge for an EU business, and the total in the shop's
// base currency. Pure, so the rules are tested over thousands of random carts without a database.
//
// The order's total is always the sum of its lines' gross (shipping is one more line): every line
// is taxed and rounded on its own (tax-calculation.ts), and nothing is recomputed from a sum.
import type { Market, Money } from '@store/contract';
import { checkoutQuoteMessages } from '@store/contract/form-messages';
import { toBaseCurrency } from './price-derivation';
import { shippingOptions, shippingPrice, type OfferedMethod, type ShippingZone } from './shipping-rates';
import { taxLine, type Rate, type TaxedLine } from './tax-calculation';
import { reverseCharge, type ReverseChargeDecision } from './vat-numbers';

export interface FactLine {
  variantId: string;
  quantity: number;
  /** The version's price in the market's currency; undefined when it has none there. */
  price: Money | undefined;
  /** The market does not sell this version (the 120 V saws in the Euro area). */
  excluded: boolean;
  weightGrams: number | null;
  taxClass: 'standard' | 'reduced';
}

export interface PricingFacts {
  market: Pick<Market, 'name' | 'currency' | 'pricesIncludeTax'>;
  baseCurrency: string;
  sellerCountry: string;
  /** The destination's rates (its region's where it has them); 0 where none is kept. */
  rates: { standard: Rate; reduced: Rate };
  /** The zone that ships to the destination, if any. */
  zones: readonly ShippingZone[];
  /** Units of the market's currency per base unit (exact decimal); null: the market sells in the base currency. */
  exchangeRate: string | null;
  lines: readonly FactLine[];
}

export interface PricingRequest {
  country: string;
  vatNumber?: string | undefined;
  /** The method the shopper chose; none yet: the quote lists the methods and charges no shipping. */
  shippingMethodId?: string | undefined;
}

export interface PricedLine extends TaxedLine {
  variantId: string;
  quantity: number;
  /** As listed to the shopper (gross where the market includes tax). */
  unitPrice: number;
  lineTotal: number;
}

export type LineProblem = { variantId: string; reason: 'not-sold-in-market' | 'no-price' };

export type ShippingQuote =
  | { ok: true; methods: OfferedMethod[]; chosen: (TaxedLine & { id: string; name: string; listed: number }) | null; problem: string | null }
  | { ok: false; problem: string };

export interface OrderPricing {
  market: PricingFacts['market'];
  currency: string;
  lines: PricedLine[];
  problems: LineProblem[];
  shipping: ShippingQuote;
  vat: { decision: ReverseChargeDecision; problem: string | null };
  /** Sums of the lines and the chosen shipping: net + tax = total. */
  totals: { listed: number; net: number; tax: number; total: number };
  base: { currency: string; exchangeRate: string | null; total: number };
}

/** What the shopper reads when a typed VAT number is of no use. */
function vatProblem(decision: ReverseChargeDecision, typed: string | undefined): string | null {
  if (decision.reverseCharge || !typed?.trim()) return null;
  switch (decision.reason) {
    case 'invalid-vat-number':
      return checkoutQuoteMessages.vatNumberInvalid;
    case 'shipping-outside-eu':
      return checkoutQuoteMessages.vatNumberOutsideEu;
    case 'number-of-another-country':
      return checkoutQuoteMessages.vatNumberOtherCountry;
    case 'buyer-in-seller-country':
    case 'shipping-within-seller-country':
      return checkoutQuoteMessages.vatWithinSellerCountry;
    default:
      return null;
  }
}

export function priceOrder(facts: PricingFacts, request: PricingRequest): OrderPricing {
  const { market } = facts;
  const inclusive = market.pricesIncludeTax;
  const decision = reverseCharge({ sellerCountry: facts.sellerCountry, buyerVatNumber: request.vatNumber, shippingCountry: request.country });
  const exempt = decision.reverseCharge;

  /** A listed amount taxed at `rate`; reverse-charged, the net without any tax (from the gross where prices include it). */
  const tax = (amount: number, rate: Rate): TaxedLine => {
    if (!exempt) return taxLine({ amount, rate }, inclusive);
    const net = taxLine({ amount, rate }, inclusive).net;
    return { net, tax: 0, gross: net, rate: 0 };
  };

  const problems: LineProblem[] = [];
  const lines: PricedLine[] = [];
  for (const line of facts.lines) {
    if (line.excluded) problems.push({ variantId: line.variantId, reason: 'not-sold-in-market' });
    else if (!line.price || line.price.currency !== market.currency) problems.push({ variantId: line.variantId, reason: 'no-price' });
    else {
      const lineTotal = line.price.amount * line.quantity;
      const rate = line.taxClass === 'reduced' ? facts.rates.reduced : facts.rates.standard;
      lines.push({ variantId: line.variantId, quantity: line.quantity, unitPrice: line.price.amount, lineTotal, ...tax(lineTotal, rate) });
    }
  }

  const listed = lines.reduce((sum, l) => sum + l.lineTotal, 0);
  const order = { country: request.country, subtotal: { amount: listed, currency: market.currency }, lines: facts.lines };
  let shipping: ShippingQuote;
  const options = shippingOptions(facts.zones, order);
  if (!options.ok) shipping = { ok: false, problem: checkoutQuoteMessages.notShippedThere };
  else if (options.methods.length === 0) shipping = { ok: false, problem: checkoutQuoteMessages.noMethodShips };
  else if (request.shippingMethodId === undefined) shipping = { ok: true, methods: options.methods, chosen: null, problem: null };
  else {
    const chosen = shippingPrice(facts.zones, order, request.shippingMethodId);
    shipping = chosen.ok
      ? { ok: true, methods: options.methods, chosen: { id: chosen.method.id, name: chosen.method.name, listed: chosen.method.price.amount, ...tax(chosen.method.price.amount, facts.rates.standard) }, problem: null }
      : { ok: true, methods: options.methods, chosen: null, problem: checkoutQuoteMessages.chooseMethod };
  }

  const charged = [...lines, ...(shipping.ok && shipping.chosen ? [shipping.chosen] : [])];
  const net = charged.reduce((sum, l) => sum + l.net, 0);
  const taxTotal = charged.reduce((sum, l) => sum + l.tax, 0);
  const total = net + taxTotal;
  const base = facts.exchangeRate === null ? total : toBaseCurrency({ amount: total, currency: market.currency }, facts.exchangeRate, facts.baseCurrency).amount;
  return {
    market,
    currency: market.currency,
    lines,
    problems,
    shipping,
    vat: { decision, problem: vatProblem(decision, request.vatNumber) },
    totals: { listed, net, tax: taxTotal, total },
    base: { currency: facts.baseCurrency, exchangeRate: facts.exchangeRate, total: base },
  };
}
