import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema, newReviewSchema, reviewListSchema, successSchema } from '@store/contract';
import type { Db } from '../../db/client';
import { addReview, listReviews } from './review-service';

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

  app.post(
    '/review',
    {
      config: { access: 'user' },
      preHandler: [app.userRateLimit('reviews')],
      schema: {
        tags: ['reviews'],
        summary: 'Post a review as the signed-in user (name and image come from the account)',
        body: newReviewSchema,
        response: { 201: successSchema, 400: errorBodySchema, 401: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      const user = request.user!;
      await addReview(db, user, request.body);
      app.reviewChanges.changed();
      return reply.status(201).send({ success: true });
    },
  );
};
