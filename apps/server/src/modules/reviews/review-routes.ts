import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reviewListSchema } from '@store/contract';
import type { Db } from '../../db/client';
import { listReviews } from './review-service';

export const reviewRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/review',
    {
      schema: {
        tags: ['reviews'],
        summary: 'All customer reviews, newest first (public)',
        response: { 200: reviewListSchema },
      },
    },
    async () => listReviews(db),
  );
};
