// Checkout in a market (docs/product/markets.md, "Checkout"): what the cart costs when shipped to a
// country (its market's currency and tax, the delivery methods there, reverse charge for an EU
// business), and the extra choices placing the order takes. The server prices; the client shows.
import { z } from 'zod';
import { placeCheckoutSchema } from './checkout';
import { money as moneySchema } from './money-schema';
import { singleLineText } from './text';


export const checkoutPricingMessages = {
  acceptTerms: 'Accept the terms and conditions to place your order',
} as const;

const vatNumberSchema = singleLineText().trim().max(30).optional().describe('An EU business customer’s VAT number (DE123456789): reverse charge where it applies');
const shippingMethodIdSchema = z.uuid().optional().describe('The delivery method chosen; the zone’s first one offered when none is sent');

/** POST /api/checkout/quote: the signed-in shopper's cart priced for a destination. */
export const checkoutQuoteRequestSchema = z.object({
  country: singleLineText().regex(/^[A-Z]{2}$/, 'An ISO 3166-1 country code, e.g. DE'),
  region: singleLineText().trim().max(20).optional().describe('ISO 3166-2, e.g. US-CA: its own tax rate where the owner keeps one'),
  vatNumber: vatNumberSchema,
  shippingMethodId: shippingMethodIdSchema,
});
export type CheckoutQuoteRequest = z.input<typeof checkoutQuoteRequestSchema>;

export const checkoutQuoteSchema = z
  .object({
    market: z.object({ name: z.string(), currency: z.string(), pricesIncludeTax: z.boolean() }),
    lines: z.array(
      z.object({
        variantId: z.string(),
        quantity: z.number().int(),
        unitPrice: moneySchema.describe('As listed: with tax where the market includes it'),
        lineTotal: moneySchema,
        taxRate: z.string().describe('"19%"'),
        tax: moneySchema,
      }),
    ),
    /** Versions this destination cannot have: the order is refused until they leave the cart. */
    problems: z.array(z.object({ variantId: z.string(), productId: z.string(), message: z.string() })),
    shipping: z.discriminatedUnion('ok', [
      z.object({
        ok: z.literal(true),
        methods: z.array(
          z.object({ id: z.string(), name: z.string(), deliveryDays: z.object({ min: z.number(), max: z.number() }), price: moneySchema, free: z.boolean() }),
        ),
        chosenId: z.string(),
      }),
      z.object({ ok: z.literal(false), message: z.string() }),
    ]),
    vat: z.object({
      asked: z.boolean().describe('Whether a VAT number can change the tax: the order ships within the EU'),
      reverseCharge: z.boolean(),
      refused: z.boolean().describe('The number is not an EU VAT number: placing the order is refused until it is corrected or removed'),
      vatNumber: z.string().nullable(),
      message: z.string().nullable(),
    }),
    totals: z.object({
      /** The lines as listed (net of VAT under reverse charge: what the business pays). */
      subtotal: moneySchema,
      /** The chosen delivery as listed (net under reverse charge). */
      shipping: moneySchema,
      /** Every tax: included in the amounts above where the market includes it, added otherwise. */
      tax: moneySchema,
      total: moneySchema,
    }),
    /** The terms the shopper accepts by placing the order; null when the shop publishes none. */
    termsVersion: z.number().int().nullable(),
  })
  .meta({ id: 'CheckoutQuote' });
export type CheckoutQuote = z.infer<typeof checkoutQuoteSchema>;

/** POST /api/checkout: the address and phone, and the market's choices. */
export const marketCheckoutSchema = placeCheckoutSchema.extend({
  shippingMethodId: shippingMethodIdSchema,
  vatNumber: vatNumberSchema,
  acceptTerms: z.boolean().optional().describe('Required (true) when the shop publishes terms and conditions'),
});
export type MarketCheckout = z.input<typeof marketCheckoutSchema>;
export type MarketCheckoutBody = z.infer<typeof marketCheckoutSchema>;
