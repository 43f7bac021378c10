import { bigint, boolean, check, index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { orderStatuses } from '@store/contract';
import { sql } from 'drizzle-orm';
import { users } from './auth';
import { products, productVariants } from './products';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/** An amount in integer minor units of the order's currency (bigint: no 32-bit ceiling). */
const amount = (name: string) => bigint(name, { mode: 'number' });

/** A structured shipping address (contract: shippingAddressSchema). */
export interface ShippingAddressColumns {
  line1: string;
  line2: string;
  city: string;
  postalCode: string;
  country: string;
  /** ISO 3166-2 ('US-CA', 'JP-13') where the country has states, provinces or prefectures. */
  region?: string;
}

export const orders = pgTable(
  'order',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * The short order number people read and quote ("#1042" in mails), from 1001 up in the order
     * orders were placed; the id stays the key every address and call uses.
     */
    number: integer('number').notNull().unique().generatedByDefaultAsIdentity({ startWith: 1001 }),
    /** Null once the account is deleted; the e-mail and name stay as they were when ordering. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    userEmail: text('user_email').notNull(),
    userName: text('user_name').notNull(),
    address: text('address').notNull(),
    phone: text('phone').notNull(),
    status: text('status', { enum: orderStatuses })
      .notNull()
      .default('Pending'),
    /** The provider's payment intent for this order, once one was created. */
    paymentIntentId: text('payment_intent_id').unique(),
    /** The provider's intent that paid it (orders placed before lines existed share one per checkout). */
    transactionId: text('transaction_id'),
    paidAt: ts('paid_at'),
    /**
     * The checkout it came from, for a cart checkout placed before orders had lines (then a checkout
     * grouped one order per product; the upgrade folded them into this one): old links name it.
     */
    checkoutId: uuid('checkout_id'),
    /** The structured address (checkout, and the purchase page); `address` holds it formatted, as My Orders shows it. */
    shipping: jsonb('shipping').$type<ShippingAddressColumns>(),
    createdAt: ts('created_at').notNull().defaultNow(),
    // The fulfilment moments (modules/orders/order-fulfilment.ts), each set by its move.
    shippedAt: ts('shipped_at'),
    deliveredAt: ts('delivered_at'),
    cancelledAt: ts('cancelled_at'),
    refundedAt: ts('refunded_at'),
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    /** The provider's refund, once refunded. */
    refundId: text('refund_id'),
    // The header's money (docs/decisions/0024): integer minor units of `currency`, which is data
    // (ISO 4217; every order so far was charged in US dollars, hence the default).
    // eslint-disable-next-line no-restricted-syntax -- the rows the migration found; placing always names the store's currency
    currency: text('currency').notNull().default('USD'),
    subtotalAmount: amount('subtotal_amount').notNull(),
    shippingAmount: amount('shipping_amount').notNull().default(0),
    taxAmount: amount('tax_amount').notNull().default(0),
    discountAmount: amount('discount_amount').notNull().default(0),
    totalAmount: amount('total_amount').notNull(),
    // The market it was sold in (docs/decisions/0031-markets.md), as it was then: amounts above are
    // net, with every tax in `taxAmount`; `shippingTaxAmount` is shipping's share of it.
    marketName: text('market_name'),
    /** Whether the shopper saw prices with tax included (lines list gross) or added (lines list net). */
    pricesIncludeTax: boolean('prices_include_tax').notNull().default(false),
    shippingMethod: text('shipping_method'),
    shippingTaxRate: integer('shipping_tax_rate').notNull().default(0),
    shippingTaxAmount: amount('shipping_tax_amount').notNull().default(0),
    /** The EU business customer's VAT number, and whether it made the order reverse charge (no VAT). */
    vatNumber: text('vat_number'),
    reverseCharge: boolean('reverse_charge').notNull().default(false),
    /** The shop's base currency, the rate used (units of `currency` per base unit, exact decimal text; null when the same) and the total in it. */
    baseCurrency: text('base_currency').notNull(),
    exchangeRate: text('exchange_rate'),
    baseTotalAmount: amount('base_total_amount').notNull(),
    /** The version of the terms the shopper accepted (legal_page 'terms'); null before terms were asked. */
    termsVersion: integer('terms_version'),
  },
  (t) => [
    index('order_user_id_idx').on(t.userId, t.createdAt),
    index('order_checkout_id_idx').on(t.checkoutId),
    index('order_transaction_id_idx').on(t.transactionId),
    // The back office: every order newest first, by status, by day paid, by customer (docs/decisions/0018).
    index('order_created_at_idx').on(t.createdAt, t.id),
    index('order_status_created_at_idx').on(t.status, t.createdAt, t.id),
    // Revenue (in the base currency, and per currency) reads only this index (an index-only scan
    // once vacuumed); top products join the lines.
    index('order_paid_at_idx').on(t.paidAt, t.status, t.currency, t.totalAmount, t.baseTotalAmount),
    index('order_user_email_idx').on(t.userEmail, t.createdAt),
    check('order_currency_iso4217', sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check('order_amounts_add_up', sql`${t.totalAmount} = ${t.subtotalAmount} + ${t.shippingAmount} + ${t.taxAmount} - ${t.discountAmount}`),
    check('order_shipping_tax_within_tax', sql`${t.shippingTaxAmount} BETWEEN 0 AND ${t.taxAmount}`),
  ],
);

/**
 * What an order bought, one row per product: a snapshot of the product as it was (name, picture)
 * and its price then, in the order's currency. The order's subtotal is the sum of its lines.
 */
export const orderLines = pgTable(
  'order_line',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** 1, 2, …: the order the lines were bought in (the cart's order), as every screen lists them. */
    position: integer('position').notNull(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    productName: text('product_name').notNull(),
    productImage: text('product_image').notNull(),
    /** The version bought, with its SKU and option values ("230 V / EU", '' for none) as they were then. */
    variantId: uuid('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'restrict' }),
    sku: text('sku').notNull(),
    version: text('version').notNull().default(''),
    quantity: integer('quantity').notNull(),
    /** The price listed per unit and × quantity, as the shopper saw it (gross where the market includes tax). */
    unitPrice: amount('unit_price').notNull(),
    lineTotal: amount('line_total').notNull(),
    // The line's tax (modules/markets/tax-calculation.ts): rounded once per line to the minor unit.
    netAmount: amount('net_amount').notNull(),
    /** Millionths: 190000 is 19 %. */
    taxRate: integer('tax_rate').notNull().default(0),
    taxAmount: amount('tax_amount').notNull().default(0),
    /** What the line costs the shopper: net + tax. */
    grossAmount: amount('gross_amount').notNull(),
    /** Units of this line refunded so far; a refund never takes more than the line bought. */
    refundedQuantity: integer('refunded_quantity').notNull().default(0),
    /**
     * The order this line was, for a line of a cart checkout placed before orders had lines (one
     * order per product then): old links and the append-only audit trail still name that id.
     */
    legacyOrderId: uuid('legacy_order_id').unique(),
  },
  (t) => [
    unique('order_line_order_position_unique').on(t.orderId, t.position),
    index('order_line_product_id_idx').on(t.productId),
    index('order_line_variant_id_idx').on(t.variantId),
    // The back office's search by product name (part of a word, any line of the order).
    index('order_line_product_name_trgm_idx').using('gin', sql`${t.productName} gin_trgm_ops`),
    check('order_line_refund_within_quantity', sql`${t.refundedQuantity} BETWEEN 0 AND ${t.quantity}`),
    check('order_line_quantity_positive', sql`${t.quantity} > 0`),
    check('order_line_total_consistent', sql`${t.lineTotal} = ${t.quantity} * ${t.unitPrice}`),
    check('order_line_gross_consistent', sql`${t.grossAmount} = ${t.netAmount} + ${t.taxAmount}`),
  ],
);

/** The shipping address and phone a shopper used last, offered again at their next checkout. */
export const savedAddresses = pgTable('saved_address', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  shipping: jsonb('shipping').$type<ShippingAddressColumns>().notNull(),
  phone: text('phone').notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/**
 * An order's timeline: one row per status change, written in the same transaction as the change
 * (modules/orders). Placing an order is its first moment (order.created_at), not a row here.
 */
export const orderEvents = pgTable(
  'order_event',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status', { enum: orderStatuses }),
    toStatus: text('to_status', { enum: orderStatuses }).notNull(),
    /** The admin who moved it; null when a payment did. */
    actorId: uuid('actor_id'),
    actorEmail: text('actor_email'),
    /** What goes with the move (carrier and tracking number, the refund id). */
    note: text('note'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('order_event_order_id_idx').on(t.orderId, t.createdAt)],
);

/**
 * A refund asked of the card provider, written BEFORE the provider is called (docs/decisions/0026):
 * `requested` holds the units it takes (already counted on the order's lines, so a second refund
 * cannot take them again) until the provider's answer makes it `succeeded` or `failed`. A process
 * that dies between the call and that answer leaves it `requested`; the order job asks the
 * provider again with the same idempotency key (the row's id) and finishes it.
 */
export const orderRefunds = pgTable(
  'order_refund',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    /** Minor units of the order's currency. */
    amount: amount('amount').notNull(),
    /** The units it refunds, by line position. */
    lines: jsonb('lines').$type<{ position: number; quantity: number }[]>().notNull(),
    /** Every unit the order had left: the order becomes Refunded. */
    whole: boolean('whole').notNull(),
    status: text('status', { enum: ['requested', 'succeeded', 'failed'] }).notNull().default('requested'),
    providerRefundId: text('provider_refund_id'),
    actorId: uuid('actor_id'),
    actorEmail: text('actor_email'),
    createdAt: ts('created_at').notNull().defaultNow(),
    completedAt: ts('completed_at'),
  },
  (t) => [
    index('order_refund_order_id_idx').on(t.orderId),
    index('order_refund_requested_idx').on(t.createdAt).where(sql`${t.status} = 'requested'`),
    check('order_refund_amount_positive', sql`${t.amount} > 0`),
  ],
);

/**
 * An admin's cancellation of an unpaid order, recorded before the card provider is asked to cancel
 * the order's payment intent (modules/orders/order-cancellation.ts). `requested` until the order
 * is Cancelled (succeeded) or the intent turned out to be paid (failed); the order job completes a
 * record whose process died between the two. It goes with its order if expiry deletes the order.
 */
export const orderCancellations = pgTable(
  'order_cancellation',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The intent cancelled (null: the order had none). */
    paymentIntentId: text('payment_intent_id'),
    status: text('status', { enum: ['requested', 'succeeded', 'failed'] }).notNull().default('requested'),
    /** The admin who asked (the audit entry and timeline name them when the job completes it). */
    actorId: uuid('actor_id').notNull(),
    actorEmail: text('actor_email').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    completedAt: ts('completed_at'),
  },
  (t) => [
    index('order_cancellation_order_id_idx').on(t.orderId),
    index('order_cancellation_requested_idx').on(t.createdAt).where(sql`${t.status} = 'requested'`),
  ],
);
