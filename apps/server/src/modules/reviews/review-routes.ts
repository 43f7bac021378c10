import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorBodySchema,
  newReviewSchema,
  productReviewsMax,
  reviewListQuerySchema,
  reviewListSchema,
  reviewPageMax,
  reviewSummaryQuerySchema,
  reviewSummarySchema,
  successSchema,
} from '@store/contract';
import type { Db } from '../../db/client';
import { addReview, listReviewPage, reviewSummary } from './review-service';

export const reviewRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/review',
    {
      schema: {
        tags: ['reviews'],
        summary: "Customer reviews, newest first (public): the store's or one product's, a page at a time",
        description:
          'Without `limit` a page holds 100 reviews (50 of one product). When more exist the answer carries ' +
          '`Link: <…>; rel="next"` (RFC 8288), whose `cursor` continues after this page.',
        querystring: reviewListQuerySchema,
        response: { 200: reviewListSchema, 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { productId, cursor } = request.query;
      const limit = request.query.limit ?? (productId === undefined ? reviewPageMax : productReviewsMax);
      const page = await listReviewPage(db, { productId, limit, cursor });
      if (page.nextCursor) {
        const next = new URLSearchParams({ limit: String(limit) });
        if (productId !== undefined) next.set('productId', productId);
        next.set('cursor', page.nextCursor);
        reply.header('link', `</api/review?${next.toString()}>; rel="next"`);
      }
      return page.reviews;
    },
  );

  app.get(
    '/review/summary',
    {
      schema: {
        tags: ['reviews'],
        summary: "A product's review count and average rating (public)",
        querystring: reviewSummaryQuerySchema,
        response: { 200: reviewSummarySchema, 400: errorBodySchema },
      },
    },
    async (request) => reviewSummary(db, request.query.productId),
  );

  app.post(
    '/review',
    {
      config: { access: 'user' },
      preHandler: [app.userRateLimit('reviews')],
      schema: {
        tags: ['reviews'],
        summary: 'Post a review as the signed-in user (name and image come from the account); with `productId`, only after a paid order of it',
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
