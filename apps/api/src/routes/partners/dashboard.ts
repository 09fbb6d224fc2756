import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse, partnerDashboardResponse, partnerReferralCodesResponse } from '@tenuta/contracts';
import { getPartnerDashboard } from '@tenuta/billing';
import { listReferralCodes } from '@tenuta/booking';
import { currentPartner, requirePartner } from '../../plugins/partner-auth.ts';

const tags = ['partners'];
const errors = { 401: errorResponse, 403: errorResponse, 503: errorResponse };

/** The partner's dashboard (per kind of partner) and a referrer's codes. */
export const partnerDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard',
    {
      onRequest: requirePartner(app),
      schema: {
        tags,
        summary:
          "Reseller: upcoming guests, this month's orders and the credit used against the limit (money null for bookers); referrer: bookings with its codes in 30 days and each code's uses",
        response: { 200: partnerDashboardResponse, ...errors },
      },
    },
    async (req) => ({ success: true as const, data: await getPartnerDashboard(app.deps, currentPartner(req)) }),
  );

  app.get(
    '/referrals/codes',
    {
      onRequest: requirePartner(app, { type: 'referral' }),
      schema: { tags, summary: "The referrer's codes with their real use counts", response: { 200: partnerReferralCodesResponse, ...errors } },
    },
    async (req) => {
      const codes = await listReferralCodes(app.deps, currentPartner(req));
      return {
        success: true as const,
        data: {
          codes: codes.map((c) => ({
            code: c.code,
            discount_type: c.discountType,
            discount_value: c.discountValue,
            max_uses: c.maxUses,
            uses: c.uses,
            bookings: c.bookings,
            active: c.active,
            valid_from: c.validFrom?.toISOString() ?? null,
            valid_until: c.validUntil?.toISOString() ?? null,
          })),
        },
      };
    },
  );
};
