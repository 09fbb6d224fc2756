import type { CouponInvalidReason, CouponValidateResponse } from '@tenuta/contracts';
import { isApiError } from '../../lib/api-client.ts';

/** Seed section 4: valid true (success), valid false (error), or 'partial' (unknown code, system unavailable). */
export type CouponValidation = true | false | 'partial';

/** The popup's three outcomes (seed section 4: validating, then one of these). */
export type CouponOutcome = 'success' | 'not_found' | 'system_unavailable';

export interface ClassifiedCoupon {
  outcome: CouponOutcome;
  validation: CouponValidation;
  /** The server's message, when it gave one. */
  message: string | null;
  reason: CouponInvalidReason | null;
  partnerName: string | null;
  discount: { type: 'percentage' | 'fixed'; amount: number } | null;
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
  const text = isApiError(e) ? `${e.message} ${e.detail}` : e instanceof Error ? e.message : String(e);
  if (UNAVAILABLE.test(text)) return { outcome: 'system_unavailable', validation: 'partial', message: null, ...none };
  if (isApiError(e) && e.status === 404) return { outcome: 'not_found', validation: 'partial', message: null, ...none };
  if (isApiError(e) && e.status === 400) return { outcome: 'not_found', validation: false, message: null, ...none };
  // A thrown error (network, timeout, 5xx): the code may well be valid.
  return { outcome: 'system_unavailable', validation: 'partial', message: null, ...none };
}
