// The back office's overview (GET /api/admin/overview): figures owned by three modules, each
// computed by its owner's aggregate, put side by side here.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema, overviewSchema } from '@store/contract';
import type { Db } from '../../db/client';
import { orderOverview } from '../orders';
import { lowStockProducts } from '../products';
import { newCustomersPerWeek } from '../users';

export const overviewRoutes: FastifyPluginAsyncZod<{ db: Db; lowStockThreshold: number; currency: string }> = async (app, { db, lowStockThreshold, currency }) => {
  app.get(
    '/admin/overview',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['back office'],
        summary: 'Revenue per day (30 days), orders by status, top products, low stock, new customers per week (admin)',
        response: { 200: overviewSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async () => {
      const [orders, lowStock, newCustomers] = await Promise.all([
        orderOverview(db, currency),
        lowStockProducts(db, lowStockThreshold),
        newCustomersPerWeek(db),
      ]);
      return { ...orders, lowStock: { threshold: lowStockThreshold, products: lowStock }, newCustomersPerWeek: newCustomers };
    },
  );
};
