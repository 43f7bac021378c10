// The orders module's shared types. The card provider appears only as the narrow shape the order
// lifecycle reads (PaymentIntentState, IntentCanceller): the payments module's providers fit it, so
// orders never import payments and payments can call orders without a cycle.
import type { Money } from '@store/contract/money';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { orderLines, orders } from '../../db/schema/index';
import type { CurrentUser } from '../auth';
import type { InvoiceParty, InvoiceSummary } from '../invoices';
import type { CatalogChanges } from '../products';

/** An order's header row. */
export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
/** An order with its lines, in position order (every order has at least one). */
export interface OrderWithLines {
  row: OrderRow;
  lines: OrderLineRow[];
  /** Its invoice and credit notes, where the read asked for them. */
  invoices?: InvoiceSummary[];
}

/** Who is asking; ownership is checked against it on every record. */
export type Caller = Pick<CurrentUser, 'id' | 'email' | 'name' | 'role'>;

/** A card provider's payment intent, as far as deciding whether it pays an order needs. */
export interface PaymentIntentState {
  id: string;
  status: string;
  /** Minor units of `currency` (ISO 4217, upper case). */
  amount: number;
  currency: string;
  /** The order it was created for (null for an intent a checkout made before orders had lines). */
  orderId: string | null;
}

/**
 * What the order lifecycle needs from the card provider: cancel an intent, or learn that it had
 * already succeeded (then the payment is recorded instead of the stock going back); refund one.
 */
interface IntentCanceller {
  cancelIntent(id: string): Promise<PaymentIntentState>;
  /**
   * Refunds `amount` of a succeeded intent (all of an order's total, or some of its lines),
   * never more than it charged in all. The same key never refunds twice (a retried refund gets the
   * first refund back); returns the provider's refund id.
   */
  refundIntent(id: string, amount: Money, idempotencyKey: string): Promise<{ id: string }>;
}

export interface OrderDeps {
  db: Db;
  payments: IntentCanceller;
  /** Told after every committed stock change, so the product list never shows an old count. */
  catalog: CatalogChanges;
  /** How long an unpaid order holds its stock. */
  ttlMs: number;
  /** The store's currency (STORE_CURRENCY): an order is placed in it, and paid in it. */
  currency: string;
  /** The seller its invoices name (SELLER_* settings). */
  seller: InvoiceParty;
  log?: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}

/** The largest total one order may have: what a payment intent holds (a 32-bit integer of minor units). */
export const MAX_TOTAL_CENTS = 2_147_483_647;

/**
 * A refund or cancellation on record with no answer from the card provider after this long is
 * asked again by the order job (the request that made it has given up by then).
 */
export const PROVIDER_CALL_PATIENCE_MS = 30_000;
