import type { FastifyPluginAsync } from 'fastify';
import { recordStaffRoutes } from '../../plugins/staff-auth.ts';
import { staffAuditRoutes } from './audit.ts';
import { staffAuthRoutes } from './auth.ts';
import { staffTeamRoutes } from './team.ts';
import { staffSlotRoutes } from './slots.ts';
import { staffCouponRoutes } from './coupons.ts';
import { staffReviewRoutes } from './reviews.ts';
import { staffMessageRoutes } from './messages.ts';
import { staffCheckInRoutes } from './check-in.ts';
import { staffFrontDeskRoutes } from './front-desk.ts';
import { staffTodayRoutes } from './today.ts';
import { staffBookingRoutes } from './bookings.ts';
import { staffDeskBookingRoutes } from './desk-bookings.ts';
import { staffPaymentsLedgerRoutes } from './payments-ledger.ts';
import { staffPrivacyRoutes } from './privacy.ts';
import { staffPartnerRoutes } from './partners.ts';
import { staffPartnerReferralRoutes } from './partner-referrals.ts';
import { staffOctoKeyRoutes } from './octo-keys.ts';
import { staffCommissionRoutes } from './commissions.ts';
import { staffPayoutRoutes } from './payouts.ts';
import { staffInvoiceRoutes } from './invoices.ts';
import { staffVoucherRoutes } from './vouchers.ts';
import { staffReportRoutes } from './reports.ts';
import { staffAttentionRoutes } from './attention.ts';

/**
 * The staff back office's API, under /api/staff. Every route but sign-in and
 * the set-password link is guarded by requireStaff (plugins/staff-auth.ts).
 * Each area registers its routes here.
 */
export const staffRoutes: FastifyPluginAsync = async (app) => {
  recordStaffRoutes(app);
  await app.register(staffAuthRoutes);
  await app.register(staffTeamRoutes);
  await app.register(staffAuditRoutes);
  await app.register(staffSlotRoutes);
  await app.register(staffCouponRoutes);
  await app.register(staffReviewRoutes);
  await app.register(staffMessageRoutes);
  await app.register(staffCheckInRoutes);
  await app.register(staffFrontDeskRoutes);
  await app.register(staffTodayRoutes);
  await app.register(staffBookingRoutes);
  await app.register(staffDeskBookingRoutes);
  await app.register(staffPaymentsLedgerRoutes);
  await app.register(staffPrivacyRoutes);
  await app.register(staffPartnerRoutes);
  await app.register(staffPartnerReferralRoutes);
  await app.register(staffOctoKeyRoutes);
  await app.register(staffCommissionRoutes);
  await app.register(staffPayoutRoutes);
  await app.register(staffInvoiceRoutes);
  await app.register(staffVoucherRoutes);
  await app.register(staffReportRoutes);
  await app.register(staffAttentionRoutes);
};
