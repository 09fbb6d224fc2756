/**
 * What a failed call of the voucher pages means to the guest: each answer becomes a kind the page
 * has words for (the `gift` catalogue), never the server's own text or code.
 */
import { isApiError, rateLimitOf } from '../../lib/api-client.ts';
import { fieldsInDetail, toFormErrors, type GiftFormErrors, type GiftFormValues } from './gift-form-model.ts';

/** Buying: the start of the purchase (POST /api/gift-vouchers). */
export type PurchaseProblem =
  | { kind: 'fields'; errors: GiftFormErrors }
  /** The experience chosen is no longer offered (unknown to the server). */
  | { kind: 'experience_unavailable' }
  | { kind: 'rate_limited'; minutes: number }
  /** The payment service did not answer. */
  | { kind: 'payment_unavailable' }
  | { kind: 'busy' }
  | { kind: 'network' }
  | { kind: 'server' };

export function purchaseProblem(error: unknown, v: GiftFormValues): PurchaseProblem {
  if (!isApiError(error)) return { kind: 'server' };
  if (error.status === 0) return { kind: 'network' };
  const limit = rateLimitOf(error);
  if (limit) return { kind: 'rate_limited', minutes: limit.minutes };
  if (error.status === 400) {
    const errors = toFormErrors(fieldsInDetail(error.detail), v);
    if (Object.keys(errors).length > 0) return { kind: 'fields', errors };
  }
  if (error.status === 404 && v.mode === 'experience') return { kind: 'experience_unavailable' };
  if (error.status === 502) return { kind: 'payment_unavailable' };
  if (error.status === 503) return { kind: 'busy' };
  return { kind: 'server' };
}

/** Checking a code (POST /api/gift-vouchers/check). */
export type CheckProblem = { kind: 'not_found' } | { kind: 'invalid' } | { kind: 'rate_limited'; minutes: number } | { kind: 'network' } | { kind: 'server' };

export function checkProblem(error: unknown): CheckProblem {
  if (!isApiError(error)) return { kind: 'server' };
  if (error.status === 0) return { kind: 'network' };
  const limit = rateLimitOf(error);
  if (limit) return { kind: 'rate_limited', minutes: limit.minutes };
  if (error.status === 404) return { kind: 'not_found' };
  if (error.status === 400) return { kind: 'invalid' };
  return { kind: 'server' };
}
