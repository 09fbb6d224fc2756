import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponse,
  reviewListQuery,
  reviewListResponse,
  reviewModerateRequest,
  reviewModerateResponse,
  reviewModerationQuery,
  reviewModerationResponse,
  reviewSubmitRequest,
  reviewSubmitResponse,
} from '@tenuta/contracts';
import { getReviewForModeration, listReviews, moderateReview, REVIEW_THANKS, submitReview, type ReviewDeps } from '@tenuta/booking';

const errors = { 400: errorResponse, 404: errorResponse, 409: errorResponse, 429: errorResponse, 503: errorResponse };

/** Approved reviews change only when staff act: shared caches may keep them a minute. */
const PUBLIC_CACHE = 'public, max-age=60';

export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (): ReviewDeps => ({ ...app.deps, staffEmail: app.config.STAFF_EMAIL ?? 'staff@tenuta.example' });

  app.get(
    '/reviews',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Approved reviews, newest first, with their count and mean rating; by experience_id or experience_type (truffle | wine)',
        querystring: reviewListQuery,
        response: { 200: reviewListResponse, 400: errorResponse },
      },
    },
    async (req, reply) => {
      const result = await listReviews(app.deps, req.query);
      reply.header('cache-control', PUBLIC_CACHE);
      return result;
    },
  );

  app.post(
    '/reviews',
    {
      schema: {
        tags: ['reviews'],
        summary: "A guest's review of a completed booking (booking id + manage token); published after staff approve it",
        body: reviewSubmitRequest,
        response: { 201: reviewSubmitResponse, ...errors },
      },
    },
    async (req, reply) => {
      // A filled honeypot gets this same answer; nothing is stored then.
      await submitReview(deps(), req.body, { ip: req.ip });
      return reply.status(201).send({ success: true as const, data: { status: 'pending' as const }, message: REVIEW_THANKS });
    },
  );

  app.get(
    '/reviews/moderate',
    {
      schema: {
        tags: ['reviews'],
        summary: 'The pending review a staff e-mail link points to (read-only; 404 once the link is spent)',
        querystring: reviewModerationQuery,
        response: { 200: reviewModerationResponse, 400: errorResponse, 404: errorResponse },
      },
    },
    async (req) => ({ success: true as const, data: await getReviewForModeration(app.deps, req.query.token) }),
  );

  app.post(
    '/reviews/moderate',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Approves or rejects the review of a staff link and spends the link (single use)',
        body: reviewModerateRequest,
        response: { 200: reviewModerateResponse, 400: errorResponse, 404: errorResponse },
      },
    },
    async (req) => ({ success: true as const, data: await moderateReview(app.deps, req.body.token, req.body.action) }),
  );
};
