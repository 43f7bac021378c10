import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  editReviewSchema,
  errorBodySchema,
  idParamsSchema,
  newReviewSchema,
  productReviewsMax,
  reviewListQuerySchema,
  reviewListSchema,
  reviewPageMax,
  reviewSchema,
  reviewableProductListSchema,
  reviewSummaryQuerySchema,
  reviewSummarySchema,
  successSchema,
} from '@store/contract';
import type { Db } from '../../db/client';
import { addReview, editReview, listReviewPage, reviewableProducts, reviewSummary } from './review-service';

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
        description:
          'A buyer reviews a product once: a second review of it is 409 (edit the first with `PUT /api/review/{id}`). ' +
          'Reviews of the store (without `productId`) have no such limit.',
        body: newReviewSchema,
        response: { 201: successSchema, 400: errorBodySchema, 401: errorBodySchema, 409: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      const user = request.user!;
      await addReview(db, user, request.body);
      app.reviewChanges.changed();
      return reply.status(201).send({ success: true });
    },
  );

  app.put(
    '/review/:id',
    {
      config: { access: 'user' },
      preHandler: [app.userRateLimit('reviews')],
      schema: {
        tags: ['reviews'],
        summary: "Edit one's own review: its rating and text (name and image come from the account again)",
        params: idParamsSchema,
        body: editReviewSchema,
        response: { 200: reviewSchema, 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request) => {
      const review = await editReview(db, request.user!, request.params.id, request.body);
      app.reviewChanges.changed();
      return review;
    },
  );

  app.get(
    '/review/reviewable',
    {
      config: { access: 'user' },
      schema: {
        tags: ['reviews'],
        summary: "The products the signed-in user may review (those of their paid orders), each with their review of it or null",
        response: { 200: reviewableProductListSchema, 401: errorBodySchema },
      },
    },
    async (request) => reviewableProducts(db, request.user!.id),
  );
};
