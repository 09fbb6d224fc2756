import type { Coupon } from '@tenuta/db';

export type CouponInvalidReason = 'expired' | 'exhausted' | 'not_started' | 'inactive';
export type CouponStatus = { usable: true } | { usable: false; reason: CouponInvalidReason };

/**
 * Whether a coupon can be used at `now`, given its counted uses (used
 * redemptions plus unexpired reservations). Pure.
 */
export function couponStatus(coupon: Pick<Coupon, 'isActive' | 'validFrom' | 'validUntil' | 'maxUses'>, uses: number, now: Date): CouponStatus {
  if (!coupon.isActive) return { usable: false, reason: 'inactive' };
  if (coupon.validFrom && now.getTime() < coupon.validFrom.getTime()) return { usable: false, reason: 'not_started' };
  if (coupon.validUntil && now.getTime() >= coupon.validUntil.getTime()) return { usable: false, reason: 'expired' };
  if (coupon.maxUses !== null && uses >= coupon.maxUses) return { usable: false, reason: 'exhausted' };
  return { usable: true };
}

const reasonMessages: Record<CouponInvalidReason, string> = {
  expired: 'Codice sconto scaduto',
  exhausted: 'Codice sconto esaurito: tutti gli utilizzi sono stati consumati',
  not_started: 'Codice sconto non ancora valido',
  inactive: 'Codice sconto non attivo',
};

/** The guest-facing (Italian, as the coupon popup) message for an unusable coupon. */
export const couponReasonMessage = (reason: CouponInvalidReason): string => reasonMessages[reason];

export const COUPON_NOT_FOUND_MESSAGE = 'Codice sconto non registrato nel sistema';

/** Codes are stored upper case and matched without surrounding spaces. */
export const normalizeCouponCode = (code: string): string => code.trim().toUpperCase();

const euro = (cents: number) => `€ ${(cents / 100).toFixed(2).replace('.', ',')}`;

export function couponValidMessage(coupon: Pick<Coupon, 'discountType' | 'discountValue'>): string {
  const amount = coupon.discountType === 'percentage' ? `del ${coupon.discountValue}%` : `di ${euro(coupon.discountValue)}`;
  return `Codice valido: sconto ${amount} sulla caccia al tartufo`;
}
