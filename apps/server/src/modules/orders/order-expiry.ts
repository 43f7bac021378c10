// Unpaid orders past their time are released by this background job (and before a reservation,
// which writes anyway), never by a read: a GET only hides them (docs/decisions/0024). Every
// instance runs it; with N instances two may pick the same order, and releasing is a conditional
// delete of a still-Pending row after an idempotent intent cancel, so the second finds it gone.
import fp from 'fastify-plugin';
import type { OrderDeps } from './order-types';
import { sweepExpiredOrders } from './stock-reservation';

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs the expiry job now (the timer runs it every minute); resolves to how many orders it released. */
    expireUnpaidOrders(): Promise<number>;
  }
}

/** How often expired orders are released when nobody places an order. */
const SWEEP_INTERVAL_MS = 60_000;

export const orderExpiryJob = fp<{ orders: OrderDeps }>(
  async (app, { orders }) => {
    app.decorate('expireUnpaidOrders', () => sweepExpiredOrders(orders));
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      timer = setInterval(() => {
        sweepExpiredOrders(orders).catch((err: unknown) => app.log.warn({ err }, 'expired-order sweep failed'));
      }, SWEEP_INTERVAL_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'order-expiry' },
);
