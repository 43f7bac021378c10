import { z } from 'zod';
import { emailSchema, idSchema } from './common';
import { limits } from './limits';
import { messages, storeMessages } from './messages';

// The quantity and total rules live in quantity.ts (no zod: the first view's product cards use them).
export { isOutOfStock, isWholeQuantity, orderTotalCents, type StockLimits } from './quantity';
export { quantityProblem, type QuantityProblem } from './quantity-problem';
import { isWholeQuantity } from './quantity';
import { multiLineText, singleLineText } from './text';
import { orderStatusSchema } from './fulfilment';
import { money } from './money-schema';

/** One line of an order: what was bought, as it was then (a snapshot), in the order's currency. */
export const orderLineSchema = z
  .object({
    /** 1, 2, …: the line's place in the order (the cart's order); refunds name lines by it. */
    position: z.number().int().min(1),
    productId: z.string(),
    productName: z.string(),
    productImage: z.string(),
    variantId: z.string().describe('The version bought (a variant of the product)'),
    sku: z.string().describe("The version's SKU when it was bought"),
    version: z.string().describe('Its option values when it was bought, e.g. "230 V / EU"; empty for a product sold in one version'),
    quantity: z.number().int(),
    /** Units of this line refunded so far (0 until a refund names it). */
    refundedQuantity: z.number().int().min(0),
    unitPriceMoney: money,
    lineTotalMoney: money,
  })
  .meta({ id: 'OrderLine' });
export type OrderLine = z.infer<typeof orderLineSchema>;

/** GET /api/invoice/{number}: an invoice's or a credit note's number. */
export const invoiceNumberParamsSchema = z.object({
  number: singleLineText()
    .regex(/^(INV|CN)-\d{4}-\d{6}$/, 'An invoice number, e.g. INV-2026-000042')
    .describe('The invoice or credit note number'),
});

/** An invoice or credit note of an order. */
export const orderInvoiceSchema = z
  .object({ number: z.string(), kind: z.enum(['invoice', 'credit-note']), issuedAt: z.string() })
  .meta({ id: 'OrderInvoice' });

export const orderSchema = z
  .object({
    _id: z.string(),
    number: z.number().int().describe('The order number people read and quote, shown as #1042 (mails, payment page)'),
    userName: z.string(),
    userEmail: z.string(),
    productName: z.string().describe('The first line’s product (the specification’s one-product order); every line is under `lines`'),
    productId: z.string().describe('The first line’s product'),
    productImage: z.string().describe('The first line’s picture'),
    address: z.string(),
    phone: z.string(),
    totalQuantity: z.number().int().describe('The first line’s quantity (the specification’s one-product order)'),
    totalPrice: z.number().describe('The order’s total in major units of its currency (dollars), computed by the server'),
    totalPriceMoney: money.describe('The same total, exact: integer minor units of the order’s currency'),
    /** Every line, in the order bought (at least one). */
    lines: z.array(orderLineSchema).min(1),
    subtotalMoney: money.describe('The lines’ total (with their tax where `taxIncluded`)'),
    shippingMoney: money.describe('The delivery (with its tax where `taxIncluded`)'),
    taxMoney: money.describe('Every tax of the order: included in the amounts above where `taxIncluded`, else added to them'),
    discountMoney: money,
    taxIncluded: z.boolean().optional().describe('Whether the lines, subtotal and shipping include tax (the market lists gross prices)'),
    marketName: z.string().nullable().optional().describe('The market it was sold in; null: sold before markets'),
    shippingMethod: z.string().nullable().optional().describe('The delivery method chosen'),
    vatNumber: z.string().nullable().optional().describe('The business customer’s VAT number'),
    reverseCharge: z.boolean().optional().describe('No VAT charged: the business customer accounts for it (reverse charge)'),
    invoices: z
      .array(orderInvoiceSchema)
      .optional()
      .describe('Its invoice (once paid) and credit notes (one per refund), oldest first: each downloads as PDF from /api/invoice/{number}'),
    status: orderStatusSchema,
    paid: z.boolean(),
    transactionId: z.string().nullable(),
    createdAt: z.string(),
    /** When an unpaid order lapses and its reserved stock returns to the shelf; null once paid. */
    expiresAt: z.string().nullable(),
  })
  .meta({ id: 'Order' });
export type Order = z.infer<typeof orderSchema>;
export const orderListResponseSchema = z.object({ data: z.array(orderSchema) });
export type OrderListResponse = z.infer<typeof orderListResponseSchema>;
export const orderResponseSchema = z.object({ data: orderSchema });
export type OrderResponse = z.infer<typeof orderResponseSchema>;
/** One moment of an order's life as its customer sees it (GET /api/order/{id}/timeline). */
export const customerOrderEventSchema = z.object({
  /** The order's status from this moment on (unchanged by a partial refund). */
  status: orderStatusSchema,
  at: z.string(),
  /** A refund of some of the order's units: how much went back to the card. */
  partialRefund: money.optional(),
});
export const orderTimelineSchema = z
  .object({
    /** Placed (the order's own moment) first, then every status change, oldest first. */
    timeline: z.array(customerOrderEventSchema),
    carrier: z.string().nullable(),
    trackingNumber: z.string().nullable(),
    /** The carrier's tracking page for this parcel, when the carrier is one the store knows. */
    trackingUrl: z.string().nullable(),
  })
  .meta({ id: 'OrderTimeline' });
export type OrderTimeline = z.infer<typeof orderTimelineSchema>;

/** GET /api/order?email= : the caller's own e-mail when omitted; another's only for admins. */
export const orderListQuerySchema = z.object({ email: emailSchema.optional() });


/** The shopper's part of an order: what the purchase form collects. */
export const orderFormSchema = z.object({
  address: multiLineText({ message: messages.addressRequired }).trim().min(1, messages.addressRequired).max(500),
  phone: singleLineText({ message: messages.phoneRequired })
    .trim()
    .min(1, messages.phoneRequired)
    .min(limits.phoneMinLength, `Phone must be ${limits.phoneMinLength} characters or longer`)
    .max(30),
  totalQuantity: z
    .number({ message: messages.quantityRequired })
    .refine(isWholeQuantity, storeMessages.wholeNumber)
    .refine((n) => n <= limits.maxQuantity, 'Quantity is too large'),
});
export type OrderForm = z.infer<typeof orderFormSchema>;

/**
 * Body of POST /api/order as the purchase form sends it (docs/product/orders-and-payments.md). The server trusts only the product id, quantity,
 * address and phone; everything else it derives (price, names, image) or checks (e-mail is the caller's).
 */
export const placeOrderSchema = orderFormSchema.extend({
  productId: idSchema,
  variantId: idSchema.optional().describe('The version to buy (one of the product\'s `variants`); its default when left out'),
  userEmail: emailSchema,
  userName: singleLineText().max(2048).optional(),
  productName: singleLineText().max(2048).optional(),
  productImage: singleLineText().max(2048).optional(),
  /** If sent, must equal quantity x current price (the total the shopper saw); the server stores its own. */
  totalPrice: z.number().nonnegative().optional(),
  status: z.literal('Pending').optional(),
});
export type PlaceOrder = z.input<typeof placeOrderSchema>;
export const placeOrderResponseSchema = z.object({ success: z.literal(true), insertedId: z.string() });
export type PlaceOrderResponse = z.infer<typeof placeOrderResponseSchema>;
export const deleteOrderResponseSchema = z.object({ success: z.literal(true), deletedCount: z.number().int() });
export type DeleteOrderResponse = z.infer<typeof deleteOrderResponseSchema>;



/** PATCH /api/order/{id}: the provider's payment intent id; the server verifies it with the provider. */
export const payOrderSchema = z.object({
  transactionId: singleLineText().trim().min(1).max(255),
  /** The original app sends the order back as well; it is ignored (the server has its own). */
  order: z.unknown().optional(),
});
export type PayOrder = z.input<typeof payOrderSchema>;
export const payOrderResponseSchema = z.object({ success: z.literal(true), data: orderSchema });
export type PayOrderResponse = z.infer<typeof payOrderResponseSchema>;

/** POST /api/create-payment-intent: charges the stored order's total; a disagreeing totalPrice is refused. */
export const createPaymentIntentSchema = z.object({
  orderId: idSchema,
  totalPrice: z.number().nonnegative().optional(),
});
export type CreatePaymentIntent = z.input<typeof createPaymentIntentSchema>;
export const paymentIntentResponseSchema = z.object({ clientSecret: z.string() });
export type PaymentIntentResponse = z.infer<typeof paymentIntentResponseSchema>;
