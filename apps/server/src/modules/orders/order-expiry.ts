// Unpaid orders past their time are released by this background job (and before a reservation,
// which writes anyway), never by a read: a GET only hides them (docs/decisions/0024). Every
// instance runs it; with N instances two may pick the same order, and releasing is a conditional
// delete of a still-Pending row after an idempotent intent cancel, so the second finds it gone.
// The same job completes refunds and cancellations recorded but never answered (order-refunds.ts,
// order-cancellation.ts): at start-up (a process that died mid-call is back) and every minute; the
// provider's idempotency and a conditional completion make two instances doing it at once harmless.
import fp from 'fastify-plugin';
import type { OrderDeps } from './order-types';
import { reconcileCancellations } from './order-cancellation';
import { reconcileRefunds } from './order-refunds';
import { sweepExpiredOrders } from './stock-reservation';

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs the expiry job now (the timer runs it every minute); resolves to how many orders it released. */
    expireUnpaidOrders(): Promise<number>;
    /** Completes refunds left recorded but unanswered (the timer runs it every minute); resolves to how many. */
    reconcileRefunds(): Promise<number>;
    /** Completes admin cancellations left recorded but unanswered (the timer runs it every minute); resolves to how many. */
    reconcileCancellations(): Promise<number>;
  }
}

/** How often expired orders are released when nobody places an order. */
const SWEEP_INTERVAL_MS = 60_000;

export const orderExpiryJob = fp<{ orders: OrderDeps }>(
  async (app, { orders }) => {
    app.decorate('expireUnpaidOrders', () => sweepExpiredOrders(orders));
    app.decorate('reconcileRefunds', () => reconcileRefunds(orders));
    app.decorate('reconcileCancellations', () => reconcileCancellations(orders));
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      reconcileRefunds(orders, 0).catch((err: unknown) => app.log.warn({ err }, 'refund reconciliation failed'));
      reconcileCancellations(orders, 0).catch((err: unknown) => app.log.warn({ err }, 'cancellation reconciliation failed'));
      timer = setInterval(() => {
        sweepExpiredOrders(orders).catch((err: unknown) => app.log.warn({ err }, 'expired-order sweep failed'));
        reconcileRefunds(orders).catch((err: unknown) => app.log.warn({ err }, 'refund reconciliation failed'));
        reconcileCancellations(orders).catch((err: unknown) => app.log.warn({ err }, 'cancellation reconciliation failed'));
      }, SWEEP_INTERVAL_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'order-expiry' },
);
