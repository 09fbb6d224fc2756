import type { FastifyPluginAsync } from 'fastify';
import { partnerAuthRoutes } from './auth.ts';
import { partnerUsersRoutes } from './users.ts';
import { partnerOrderRoutes } from './orders.ts';
import { partnerDashboardRoutes } from './dashboard.ts';
import { partnerReferralRoutes } from './referrals.ts';
import { partnerPayoutRoutes } from './payouts.ts';
import { partnerInvoiceRoutes } from './invoices.ts';
import { partnerOctoKeyRoutes } from './octo-keys.ts';

/**
 * The partner area's API, under /api/partners. Every route but sign-in, registration, invitation
 * checks and password reset is guarded by requirePartner (plugins/partner-auth.ts). Each area
 * registers its routes here.
 */
export const partnerRoutes: FastifyPluginAsync = async (app) => {
  await app.register(partnerAuthRoutes);
  await app.register(partnerUsersRoutes);
  await app.register(partnerOrderRoutes);
  await app.register(partnerDashboardRoutes);
  await app.register(partnerReferralRoutes);
  await app.register(partnerPayoutRoutes);
  await app.register(partnerInvoiceRoutes);
  await app.register(partnerOctoKeyRoutes);
};
