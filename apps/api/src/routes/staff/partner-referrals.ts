import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse, idParam, staffPartnerReferralsResponse } from '@tenuta/contracts';
import { getStaffReferralOverview } from '@tenuta/billing';
import { requireStaff } from '../../plugins/staff-auth.ts';

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 503: errorResponse };

/**
 * A partner's referrals on its staff page (owners and managers: partners.manage): link clicks,
 * the bookings credited to it and its commission ledger by state, from the same read model as
 * the partner's own dashboard.
 */
export const staffPartnerReferralRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/partners/:id/referrals',
    {
      preHandler: requireStaff(app, 'partners.manage'),
      schema: {
        tags: ['staff'],
        summary: "A partner's referrals: link clicks, live bookings credited to it (links and codes), commission ledger by state (cents); 404 for an unknown partner",
        params: idParam,
        response: { 200: staffPartnerReferralsResponse, ...errors },
      },
    },
    async (req) => ({ success: true as const, data: await getStaffReferralOverview(app.deps, req.params.id) }),
  );
};
