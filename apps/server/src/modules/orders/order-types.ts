// The orders module's shared types. The card provider appears only as the narrow shape the order
// lifecycle reads (PaymentIntentState, IntentCanceller): the payments module's providers fit it, so
// orders never import payments and payments can call orders without a cycle.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { orders } from '../../db/schema/index';
import type { CurrentUser } from '../auth';
import type { CatalogChanges } from '../products';

export type OrderRow = typeof orders.$inferSelect;

/** Who is asking; ownership is checked against it on every record. */
export type Caller = Pick<CurrentUser, 'id' | 'email' | 'name' | 'role'>;

/** A card provider's payment intent, as far as deciding whether it pays an order needs. */
export interface PaymentIntentState {
  id: string;
  status: string;
  amountCents: number;
  currency: string;
  /** The order it was created for. */
  orderId: string | null;
}

/**
 * What releasing an order needs from the card provider: cancel an intent, or learn that it had
 * already succeeded (then the payment is recorded instead of the stock going back).
 */
interface IntentCanceller {
  cancelIntent(id: string): Promise<PaymentIntentState>;
}

export interface OrderDeps {
  db: Db;
  payments: IntentCanceller;
  /** Told after every committed stock change, so the product list never shows an old count. */
  catalog: CatalogChanges;
  /** How long an unpaid order holds its stock. */
  ttlMs: number;
  log?: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}
