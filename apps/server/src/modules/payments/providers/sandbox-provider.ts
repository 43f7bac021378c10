// The built-in card provider for development, demos and tests: no money moves. Intents live in our
// database (sandbox_payment_intent) and the card form is ours, but the lifecycle is Stripe's:
// requires_payment_method -> succeeded, or -> canceled; a succeeded intent is final.
import crypto from 'node:crypto';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { Money } from '@store/contract/money';
import type { Db } from '../../../db/client';
import { sandboxPaymentIntents, sandboxRefunds } from '../../../db/schema/index';
import { AppError, conflict } from '../../../http/errors';
import type { CardConfirmation, CreateIntentInput, PaymentIntent, PaymentProvider } from './payment-provider';
import { testCardOutcome } from './sandbox-test-cards';

type IntentRow = typeof sandboxPaymentIntents.$inferSelect;

const toIntent = (row: IntentRow): PaymentIntent => ({
  id: row.id,
  clientSecret: row.clientSecret,
  status: row.status,
  amount: row.amountCents,
  // Rows written before intents spoke upper case hold 'usd'.
  currency: row.currency.toUpperCase(),
  orderId: row.orderId,
});

/** 402 with the card provider's own message, shown under the card form. */
const cardError = (message: string, code: string) =>
  new AppError(402, 'payment_failed', message, { card: code });

export class SandboxPaymentProvider implements PaymentProvider, CardConfirmation {
  readonly name = 'sandbox' as const;
  /** Our own card form stands in for Stripe.js, so cards are confirmed here. */
  readonly cardConfirmation: CardConfirmation = this;

  constructor(private readonly db: Db) {}

  publicConfig() {
    return { provider: 'sandbox' as const };
  }

  async createIntent({ amount, currency, idempotencyKey, orderId }: CreateIntentInput): Promise<PaymentIntent> {
    // The id derives from the idempotency key, so concurrent or repeated calls meet on one row.
    const id = `pi_sbx_${crypto.createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 24)}`;
    await this.db
      .insert(sandboxPaymentIntents)
      .values({ id, clientSecret: `${id}_secret_${crypto.randomBytes(16).toString('hex')}`, orderId, amountCents: amount, currency })
      .onConflictDoNothing({ target: sandboxPaymentIntents.id });
    const [row] = await this.db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.id, id));
    if (!row) throw new Error('sandbox intent vanished after insert');
    if (row.orderId !== orderId || row.amountCents !== amount || row.currency.toUpperCase() !== currency) {
      // Stripe answers a reused key with different parameters the same way.
      throw conflict('Keys for idempotent requests can only be used with the same parameters they were first used with.');
    }
    return toIntent(row);
  }

  async retrieveIntent(id: string): Promise<PaymentIntent | null> {
    const [row] = await this.db.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.id, id));
    return row ? toIntent(row) : null;
  }

  async cancelIntent(id: string): Promise<PaymentIntent> {
    // Conditional update: a confirmation racing with this either lands first (succeeded stays) or finds it canceled.
    await this.db
      .update(sandboxPaymentIntents)
      .set({ status: 'canceled', updatedAt: new Date() })
      .where(and(eq(sandboxPaymentIntents.id, id), notInArray(sandboxPaymentIntents.status, ['succeeded', 'canceled'])));
    const intent = await this.retrieveIntent(id);
    if (!intent) throw new Error(`sandbox intent ${id} does not exist`);
    return intent;
  }

  async refundIntent(id: string, { amount, currency }: Money, idempotencyKey: string): Promise<{ id: string }> {
    const refundId = `re_sbx_${crypto.createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 24)}`;
    return this.db.transaction(async (tx) => {
      // The intent's row is locked while refunds are added up, so two refunds never both fit.
      const [intent] = await tx.select().from(sandboxPaymentIntents).where(eq(sandboxPaymentIntents.id, id)).for('update');
      if (!intent) throw conflict(`No such payment_intent: '${id}'`);
      const [again] = await tx.select({ id: sandboxRefunds.id }).from(sandboxRefunds).where(eq(sandboxRefunds.id, refundId));
      if (again) return again; // the same key: the first refund, as Stripe answers a retry
      if (intent.status !== 'succeeded') throw conflict(`This PaymentIntent (${id}) does not have a successful charge to refund.`);
      const [done] = await tx
        .select({ cents: sql<number>`coalesce(sum(${sandboxRefunds.amountCents}), 0)::int` })
        .from(sandboxRefunds)
        .where(eq(sandboxRefunds.paymentIntentId, id));
      if (currency !== intent.currency.toUpperCase() || amount <= 0 || (done?.cents ?? 0) + amount > intent.amountCents) {
        throw conflict('Refund amount is greater than the unrefunded amount of this payment.');
      }
      await tx.insert(sandboxRefunds).values({ id: refundId, paymentIntentId: id, amountCents: amount });
      return { id: refundId };
    });
  }

  async findByClientSecret(clientSecret: string): Promise<PaymentIntent | null> {
    const [row] = await this.db
      .select()
      .from(sandboxPaymentIntents)
      .where(eq(sandboxPaymentIntents.clientSecret, clientSecret));
    return row ? toIntent(row) : null;
  }

  /**
   * What Stripe does when Stripe.js confirms a card payment: the card's outcome decides, and only an
   * intent still waiting for a payment method can succeed (never a canceled or already paid one).
   * Throws a 402 with the provider's message for a refused card.
   */
  async confirmCard(intent: PaymentIntent, cardNumber: string): Promise<PaymentIntent> {
    if (intent.status !== 'requires_payment_method') throw unexpectedState(intent);
    const outcome = testCardOutcome(cardNumber);
    if (!outcome.ok) {
      await this.db
        .update(sandboxPaymentIntents)
        .set({ lastError: outcome.declineCode ?? outcome.code, updatedAt: new Date() })
        .where(eq(sandboxPaymentIntents.id, intent.id));
      throw cardError(outcome.message, outcome.code);
    }
    const [row] = await this.db
      .update(sandboxPaymentIntents)
      .set({ status: 'succeeded', lastError: null, updatedAt: new Date() })
      .where(and(eq(sandboxPaymentIntents.id, intent.id), eq(sandboxPaymentIntents.status, 'requires_payment_method')))
      .returning();
    if (row) return toIntent(row);
    const now = await this.retrieveIntent(intent.id);
    throw unexpectedState(now ?? intent);
  }
}

function unexpectedState(intent: PaymentIntent) {
  return conflict(
    intent.status === 'succeeded'
      ? 'You cannot confirm this PaymentIntent because it has already succeeded after being previously confirmed.'
      : `You cannot confirm this PaymentIntent because it has a status of ${intent.status}.`,
  );
}
