import { z } from 'zod';
import { commissionStatus } from '../partners/partner-referrals.ts';

/**
 * GET /api/staff/partners/{id}/referrals: what a partner's referrals come to, from the same read
 * model as the partner's own dashboard: link clicks, the live bookings credited to it (its links
 * and codes), and its commission ledger by state (integer euro cents).
 */
export const staffPartnerReferrals = z.object({
  /** The days the recent figures cover. */
  recent_days: z.number().int(),
  clicks_recent: z.number().int(),
  clicks_total: z.number().int(),
  bookings_recent: z.number().int(),
  bookings_total: z.number().int(),
  commissions_cents: z.record(commissionStatus, z.number().int()),
});
export type StaffPartnerReferrals = z.infer<typeof staffPartnerReferrals>;
export const staffPartnerReferralsResponse = z.object({ success: z.literal(true), data: staffPartnerReferrals });
