// The cart priced for its destination's market (modules/markets prices; this turns its answer into
// what the checkout shows and what placing the order records). A shop without markets sells as it
// did before them: no pricing, the store's currency, no tax or shipping.
import type { CheckoutQuote } from '@store/contract';
import { checkoutQuoteMessages } from '@store/contract/form-messages';
import { badRequest, conflict, type AppError } from '../../http/errors';
import { currentTermsVersion } from '../legal';
import { formatRate, isEuMemberState, MarketNotReady, priceOrder, pricingFactsFor, type OrderPricing } from '../markets';
import type { ProductForCart } from '../products';
import type { MarketPricing } from './order-placement';
import type { OrderDeps } from './order-types';

export interface PricingChoice {
  country: string;
  region?: string | undefined;
  vatNumber?: string | undefined;
  shippingMethodId?: string | undefined;
}

/** The cart's lines with their versions, as checkout checked them. */
export type CheckedLines = readonly { product: ProductForCart; quantity: number }[];

/**
 * The order priced for the destination (the zone's first delivery method when none is chosen), or
 * undefined when the shop has no markets.
 */
export async function priceCheckout(deps: OrderDeps, lines: CheckedLines, choice: PricingChoice): Promise<OrderPricing | undefined> {
  let facts;
  try {
    facts = await pricingFactsFor(
      deps.db,
      { country: choice.country, region: choice.region },
      lines.map((l) => ({ variantId: l.product.variantId, quantity: l.quantity })),
      { baseCurrency: deps.currency, sellerCountry: deps.seller.country },
    );
  } catch (err) {
    if (err instanceof MarketNotReady) throw conflict('This country’s market is not ready to take orders yet; please contact us');
    throw err;
  }
  if (!facts) return undefined;
  const request = { country: choice.country, vatNumber: choice.vatNumber, shippingMethodId: choice.shippingMethodId };
  const first = priceOrder(facts, request);
  if (choice.shippingMethodId !== undefined || !first.shipping.ok || first.shipping.methods.length === 0) return first;
  return priceOrder(facts, { ...request, shippingMethodId: first.shipping.methods[0]!.id });
}

/** A malformed VAT number on an order shipped within the EU (elsewhere a number changes nothing and is not checked). */
const vatRefused = (pricing: OrderPricing, country: string) => pricing.vat.decision.reason === 'invalid-vat-number' && isEuMemberState(country);

/** What stands in the way of placing the priced order: the first problem, as a 4xx naming the field or product. */
export function pricingProblem(pricing: OrderPricing, lines: CheckedLines, country: string): AppError | undefined {
  const [problem] = pricing.problems;
  if (problem) {
    const product = lines.find((l) => l.product.variantId === problem.variantId)!.product;
    const message = lineProblemMessage(product, problem.reason, pricing);
    return conflict(message, { [product.id]: message });
  }
  if (!pricing.shipping.ok) return badRequest(pricing.shipping.problem, { 'shipping.country': pricing.shipping.problem });
  if (pricing.shipping.problem) return badRequest(pricing.shipping.problem, { shippingMethodId: pricing.shipping.problem });
  if (vatRefused(pricing, country)) return badRequest(pricing.vat.problem!, { vatNumber: pricing.vat.problem! });
  return undefined;
}

function lineProblemMessage(product: ProductForCart, reason: 'not-sold-in-market' | 'no-price', pricing: OrderPricing): string {
  const name = product.version ? `${product.name} (${product.version})` : product.name;
  return reason === 'not-sold-in-market' ? checkoutQuoteMessages.notSoldInMarket(name, pricing.market.name) : checkoutQuoteMessages.noPriceInCurrency(name, pricing.currency);
}

/** The terms a shopper accepts now, or null when the shop publishes none. */
export async function termsToAccept(deps: OrderDeps): Promise<number | null> {
  const version = await currentTermsVersion(deps.db);
  return version > 0 ? version : null;
}

/** What placing the order records: the lines in the cart's order, the delivery, the market's facts. */
export function marketPricing(pricing: OrderPricing, extra: { vatNumber: string | null; termsVersion: number | null }): MarketPricing {
  const { decision } = pricing.vat;
  const chosen = pricing.shipping.ok ? pricing.shipping.chosen : null;
  const exchangeRate = pricing.base.exchangeRate;
  const currency = pricing.currency;
  return {
    order: {
      currency,
      marketName: pricing.market.name,
      pricesIncludeTax: pricing.market.pricesIncludeTax,
      vatNumber: decision.reverseCharge ? decision.vatNumber : extra.vatNumber,
      reverseCharge: decision.reverseCharge,
      baseCurrency: pricing.base.currency,
      exchangeRate,
      termsVersion: extra.termsVersion,
    },
    lines: pricing.lines.map((l) => ({ unitPrice: l.unitPrice, tax: { net: l.net, rate: l.rate, tax: l.tax, gross: l.gross } })),
    shipping: chosen ? { method: chosen.name, tax: { net: chosen.net, rate: chosen.rate, tax: chosen.tax, gross: chosen.gross } } : null,
    // The pricing converted its own total; the order's total is the same sum of the same lines.
    baseTotal: () => pricing.base.total,
  };
}

/** The quote the checkout page shows. */
export function quoteOf(pricing: OrderPricing, lines: CheckedLines, termsVersion: number | null, country: string): CheckoutQuote {
  const currency = pricing.currency;
  const money = (amount: number) => ({ amount, currency });
  const chosen = pricing.shipping.ok ? pricing.shipping.chosen : null;
  // Reverse-charged, a business pays the net: the lines and delivery show what it pays, so the
  // summary adds up (subtotal + shipping = total) in every market.
  const net = pricing.vat.decision.reverseCharge;
  const shown = pricing.lines.map((l) => ({ ...l, shown: net ? l.gross : l.lineTotal }));
  return {
    market: { name: pricing.market.name, currency, pricesIncludeTax: pricing.market.pricesIncludeTax },
    lines: shown.map((l) => ({
      variantId: l.variantId,
      quantity: l.quantity,
      unitPrice: money(l.unitPrice),
      lineTotal: money(l.shown),
      taxRate: formatRate(l.rate),
      tax: money(l.tax),
    })),
    problems: pricing.problems.map((p) => {
      const product = lines.find((l) => l.product.variantId === p.variantId)!.product;
      return { variantId: p.variantId, productId: product.id, message: lineProblemMessage(product, p.reason, pricing) };
    }),
    shipping: pricing.shipping.ok
      ? { ok: true, methods: pricing.shipping.methods, chosenId: chosen?.id ?? pricing.shipping.methods[0]?.id ?? '' }
      : { ok: false, message: pricing.shipping.problem },
    vat: {
      asked: isEuMemberState(country),
      refused: vatRefused(pricing, country),
      reverseCharge: pricing.vat.decision.reverseCharge,
      vatNumber: pricing.vat.decision.reverseCharge ? pricing.vat.decision.vatNumber : null,
      message: pricing.vat.decision.reverseCharge ? checkoutQuoteMessages.reverseCharge : pricing.vat.problem,
    },
    totals: {
      subtotal: money(shown.reduce((sum, l) => sum + l.shown, 0)),
      shipping: money((net ? chosen?.gross : chosen?.listed) ?? 0),
      tax: money(pricing.totals.tax),
      total: money(pricing.totals.total),
    },
    termsVersion,
  };
}
