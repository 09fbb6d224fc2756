import { sql } from 'drizzle-orm';
import { DomainError } from '@tenuta/core';
import { pgTimestamp, type Executor } from '@tenuta/core';
import type { PartnerCaller } from './partner-order-deps.ts';

export interface ReferralCode {
  code: string;
  discountType: 'percentage' | 'fixed';
  discountValue: number;
  maxUses: number | null;
  /** Uses that count for ever (coupon_redemptions `used`: a paid checkout). */
  uses: number;
  /** Live bookings made with it (not cancelled nor refunded). */
  bookings: number;
  active: boolean;
  validFrom: Date | null;
  validUntil: Date | null;
}

/** The codes the estate gave this partner (coupons.partner_id) with their real use counts. */
export async function findReferralCodes(db: Executor, partnerId: number): Promise<ReferralCode[]> {
  const r = await db.execute<Record<string, unknown>>(sql`
    SELECT c.code, c.discount_type, c.discount_value, c.max_uses, c.is_active, c.valid_from, c.valid_until,
           (SELECT count(*) FROM coupon_redemptions r WHERE r.coupon_id = c.id AND r.status = 'used') AS uses,
           (SELECT count(*) FROM bookings b WHERE b.coupon_id = c.id AND b.status NOT IN ('cancelled', 'refunded')) AS bookings
      FROM coupons c
     WHERE c.partner_id = ${partnerId}
     ORDER BY c.code`);
  return r.rows.map((x) => ({
    code: String(x.code),
    discountType: x.discount_type === 'fixed' ? 'fixed' : 'percentage',
    discountValue: Number(x.discount_value),
    maxUses: x.max_uses === null ? null : Number(x.max_uses),
    uses: Number(x.uses),
    bookings: Number(x.bookings),
    active: Boolean(x.is_active),
    validFrom: x.valid_from ? pgTimestamp(x.valid_from) : null,
    validUntil: x.valid_until ? pgTimestamp(x.valid_until) : null,
  }));
}

/** GET /api/partners/referrals/codes (referrers): their codes and how often each was used. */
export async function listReferralCodes(deps: { db: Executor }, caller: Pick<PartnerCaller, 'partnerId' | 'partnerType'>): Promise<ReferralCode[]> {
  if (caller.partnerType !== 'referral') throw new DomainError('forbidden', 'Not available for this kind of partner', 'partner_type_forbidden');
  return findReferralCodes(deps.db, caller.partnerId);
}
