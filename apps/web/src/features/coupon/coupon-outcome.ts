import type { CouponInvalidReason, CouponValidateResponse } from '@tenuta/contracts';
import { isApiError, rateLimitOf } from '../../lib/api-client.ts';

/** Valid true (success), valid false (error), or 'partial' (unknown code, system unavailable) (docs/product.md, Coupon links). */
export type CouponValidation = true | false | 'partial';

/** The popup's outcomes (docs/product.md, Coupon links: validating, then one of these). */
export type CouponOutcome = 'success' | 'not_found' | 'system_unavailable' | 'rate_limited';

export interface ClassifiedCoupon {
  outcome: CouponOutcome;
  validation: CouponValidation;
  /** The server's message, when it gave one. */
  message: string | null;
  reason: CouponInvalidReason | null;
  partnerName: string | null;
  discount: { type: 'percentage' | 'fixed'; amount: number } | null;
  /** rate_limited: whole minutes before another code may be tried. */
  waitMinutes?: number;
}

const UNAVAILABLE = /temporaneamente/i;

/** Turns a validation answer (or the error it threw) into the popup's outcome. */
export function classifyCoupon(result: { data: CouponValidateResponse } | { error: unknown }): ClassifiedCoupon {
  const none = { reason: null, partnerName: null, discount: null };
  if ('data' in result) {
    const d = result.data;
    if (d.is_valid) {
      return {
        outcome: 'success',
        validation: true,
        message: d.message || null,
        reason: null,
        partnerName: d.partner_name,
        discount: { type: d.discount_type, amount: d.discount_amount },
      };
    }
    if (UNAVAILABLE.test(d.message)) return { outcome: 'system_unavailable', validation: 'partial', message: d.message, ...none };
    return { outcome: 'not_found', validation: false, message: d.message || null, ...none, reason: d.reason ?? null, partnerName: d.partner_name };
  }
  const e = result.error;
  // Too many codes tried from this connection (docs/product.md, Abuse limits): say how long to wait.
  const limited = rateLimitOf(e);
  if (limited) return { outcome: 'rate_limited', validation: 'partial', message: null, ...none, waitMinutes: limited.minutes };
  const text = isApiError(e) ? `${e.message} ${e.detail}` : e instanceof Error ? e.message : String(e);
  if (UNAVAILABLE.test(text)) return { outcome: 'system_unavailable', validation: 'partial', message: null, ...none };
  if (isApiError(e) && e.status === 404) return { outcome: 'not_found', validation: 'partial', message: null, ...none };
  if (isApiError(e) && e.status === 400) return { outcome: 'not_found', validation: false, message: null, ...none };
  // A thrown error (network, timeout, 5xx): the code may well be valid.
  return { outcome: 'system_unavailable', validation: 'partial', message: null, ...none };
}
