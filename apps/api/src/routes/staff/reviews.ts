import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponse,
  idParam,
  staffReviewListQuery,
  staffReviewListResponse,
  staffReviewRejectRequest,
  staffReviewReplyRequest,
  staffReviewResponse,
  staffReviewUnpublishRequest,
} from '@tenuta/contracts';
import { listStaffReviews, moderateReviewAsStaff, replyToReview, unpublishReview } from '@tenuta/booking';
import { currentStaff, requireStaff } from '../../plugins/staff-auth.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse, 503: errorResponse };

/**
 * Review moderation: the queue, approve, reject with a reason, unpublish an approved one, and the
 * estate's public reply. The e-mail links are spent with the decision.
 */
export const staffReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const moderate = requireStaff(app, 'reviews.moderate');

  app.get(
    '/reviews',
    {
      preHandler: moderate,
      schema: {
        tags: ['staff'],
        summary: 'Reviews by status; pending is the queue, oldest first',
        querystring: staffReviewListQuery,
        response: { 200: staffReviewListResponse, ...errors },
      },
    },
    async (req) => {
      const r = await listStaffReviews(app.deps, req.query.status);
      return { success: true as const, data: { reviews: r.reviews, pending_count: r.pendingCount } };
    },
  );

  app.post(
    '/reviews/:id/approve',
    {
      preHandler: moderate,
      schema: { tags: ['staff'], summary: 'Publishes a pending review (409 already_moderated)', params: idParam, response: { 200: staffReviewResponse, ...errors } },
    },
    async (req) => ({ success: true as const, data: { review: await moderateReviewAsStaff(app.deps, currentStaff(req), req.params.id, { action: 'approve' }) } }),
  );

  app.post(
    '/reviews/:id/reject',
    {
      preHandler: moderate,
      schema: {
        tags: ['staff'],
        summary: 'Rejects a pending review with a reason (409 already_moderated)',
        params: idParam,
        body: staffReviewRejectRequest,
        response: { 200: staffReviewResponse, ...errors },
      },
    },
    async (req) => ({
      success: true as const,
      data: { review: await moderateReviewAsStaff(app.deps, currentStaff(req), req.params.id, { action: 'reject', reason: req.body.reason }) },
    }),
  );

  app.post(
    '/reviews/:id/unpublish',
    {
      preHandler: moderate,
      schema: {
        tags: ['staff'],
        summary: 'Takes an approved review off the public pages with an internal reason (409 review_not_published)',
        params: idParam,
        body: staffReviewUnpublishRequest,
        response: { 200: staffReviewResponse, ...errors },
      },
    },
    async (req) => ({ success: true as const, data: { review: await unpublishReview(app.deps, currentStaff(req), req.params.id, req.body) } }),
  );

  app.put(
    '/reviews/:id/reply',
    {
      preHandler: moderate,
      schema: {
        tags: ['staff'],
        summary: "The estate's public reply to a published review, shown under it as written; again replaces it (409 review_not_published)",
        params: idParam,
        body: staffReviewReplyRequest,
        response: { 200: staffReviewResponse, ...errors },
      },
    },
    async (req) => ({ success: true as const, data: { review: await replyToReview(app.deps, currentStaff(req), req.params.id, { body: req.body.body }) } }),
  );

  app.delete(
    '/reviews/:id/reply',
    {
      preHandler: moderate,
      schema: { tags: ['staff'], summary: "Removes the estate's reply to a published review", params: idParam, response: { 200: staffReviewResponse, ...errors } },
    },
    async (req) => ({ success: true as const, data: { review: await replyToReview(app.deps, currentStaff(req), req.params.id, { body: null }) } }),
  );
};
