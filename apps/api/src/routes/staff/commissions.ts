import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponse,
  idParam,
  staffCodeRequestDecision,
  staffCodeRequestResponse,
  staffCodeRequestsQuery,
  staffCodeRequestsResponse,
  staffCommissionReviewRequest,
  staffCommissionReviewResponse,
  staffCommissionsQuery,
  staffCommissionsResponse,
} from '@tenuta/contracts';
import { decideCodeRequest, listCodeRequestsForStaff, listCommissionsForReview, reviewCommission } from '@tenuta/billing';
import { currentStaff, requireStaff } from '../../plugins/staff-auth.ts';

const tags = ['staff'];
const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse, 503: errorResponse };

/**
 * The commissions page (owners, managers, accountants: `commissions.review`): ledger rows to
 * review (self-referrals are held until cleared or rejected) and partners' requests for new
 * discount codes. Approving a code creates a coupon, so it also needs `coupons.write`
 * (owners and managers).
 */
export const staffCommissionRoutes: FastifyPluginAsyncZod = async (app) => {
  const review = requireStaff(app, 'commissions.review');
  // coupons.write is held only by roles that also hold commissions.review.
  const approveCode = requireStaff(app, 'coupons.write');
  const deps = () => ({ ...app.deps, publicUrl: app.config.publicUrl });

  app.get(
    '/commissions',
    {
      preHandler: review,
      schema: {
        tags,
        summary: 'Commission ledger rows of every partner: with `flag` (e.g. self_referral) and no status, those waiting for review; else by status, flag and partner',
        querystring: staffCommissionsQuery,
        response: { 200: staffCommissionsResponse, ...errors },
      },
    },
    async (req) => {
      const q = req.query;
      return {
        success: true as const,
        data: await listCommissionsForReview(app.deps, { flag: q.flag, status: q.status, partnerId: q.partner_id, page: q.page, perPage: q.per_page }),
      };
    },
  );

  for (const decision of ['clear', 'reject'] as const) {
    app.post(
      `/commissions/:id/${decision}`,
      {
        preHandler: review,
        schema: {
          tags,
          summary:
            decision === 'clear'
              ? 'Clears a flagged commission (and the reversals that inherited its flag): it counts again and is approved after the holding period'
              : 'Rejects a flagged commission (and its flagged reversals): it never counts; a reason is required',
          params: idParam,
          body: staffCommissionReviewRequest,
          response: { 200: staffCommissionReviewResponse, ...errors },
        },
      },
      async (req) => ({ success: true as const, data: { entry: await reviewCommission(app.deps, currentStaff(req), req.params.id, decision, req.body?.note) } }),
    );
  }

  app.get(
    '/partner-code-requests',
    {
      preHandler: review,
      schema: {
        tags,
        summary: "Partners' requests for new discount codes: waiting ones first",
        querystring: staffCodeRequestsQuery,
        response: { 200: staffCodeRequestsResponse, ...errors },
      },
    },
    async (req) => ({ success: true as const, data: await listCodeRequestsForStaff(app.deps, { status: req.query.status }) }),
  );

  app.post(
    '/partner-code-requests/:id/approve',
    {
      preHandler: approveCode,
      schema: {
        tags,
        summary: "Approves a waiting code request: creates the partner's percentage coupon and e-mails the partner; 409 request_decided, code_taken",
        params: idParam,
        body: staffCodeRequestDecision,
        response: { 200: staffCodeRequestResponse, ...errors },
      },
    },
    async (req) => ({ success: true as const, data: { request: await decideCodeRequest(deps(), currentStaff(req), req.params.id, 'approve', req.body?.note) } }),
  );

  app.post(
    '/partner-code-requests/:id/refuse',
    {
      preHandler: review,
      schema: {
        tags,
        summary: 'Refuses a waiting code request with a reason the partner reads (e-mailed); 409 request_decided',
        params: idParam,
        body: staffCodeRequestDecision,
        response: { 200: staffCodeRequestResponse, ...errors },
      },
    },
    async (req) => ({ success: true as const, data: { request: await decideCodeRequest(deps(), currentStaff(req), req.params.id, 'refuse', req.body?.note) } }),
  );
};
