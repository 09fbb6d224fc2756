import type { CouponValidation } from './coupon-outcome.ts';

/** sessionStorage key (docs/product.md, Browser storage). */
export const APPLIED_COUPON_KEY = 'appliedCoupon';

export interface AppliedCoupon {
  code: string;
  validation: CouponValidation;
  partnerName: string | null;
}

export function parseAppliedCoupon(raw: string | null): AppliedCoupon | null {
  if (!raw) return null;
  try {
    const v = JSON.parse(raw) as Partial<AppliedCoupon>;
    if (typeof v.code !== 'string' || !v.code.trim()) return null;
    const validation: CouponValidation = v.validation === true ? true : v.validation === 'partial' ? 'partial' : false;
    return { code: v.code.trim().toUpperCase().slice(0, 64), validation, partnerName: typeof v.partnerName === 'string' ? v.partnerName : null };
  } catch {
    return null;
  }
}

export function saveAppliedCoupon(coupon: AppliedCoupon): void {
  try {
    sessionStorage.setItem(APPLIED_COUPON_KEY, JSON.stringify(coupon));
  } catch {
    /* private mode: the guest types the code in the widget */
  }
}

/** The widget reads the stored coupon once and removes it (docs/product.md, Coupon links). */
export function takeAppliedCoupon(): AppliedCoupon | null {
  try {
    const coupon = parseAppliedCoupon(sessionStorage.getItem(APPLIED_COUPON_KEY));
    sessionStorage.removeItem(APPLIED_COUPON_KEY);
    return coupon;
  } catch {
    return null;
  }
}
