/**
 * A coupon arriving in the URL (docs/product.md, Coupon links). Apart from coupon-outcome.ts: every page's
 * shell reads the URL, while only the coupon popup (loaded on demand) classifies answers.
 */

/** The query parameters a coupon may arrive in (docs/product.md, Coupon links). */
export const COUPON_PARAMS = ['coupon-code', 'couponCode', 'coupon_code'] as const;

export function couponFromSearch(search: string): string | null {
  const params = new URLSearchParams(search);
  for (const name of COUPON_PARAMS) {
    // Codes are upper case (the server matches them so): echoed as the estate writes them.
    const v = params.get(name)?.trim().toUpperCase();
    if (v) return v.slice(0, 64);
  }
  return null;
}

/** The search string without the coupon parameters ('' or '?a=b'). */
export function searchWithoutCoupon(search: string): string {
  const params = new URLSearchParams(search);
  for (const name of COUPON_PARAMS) params.delete(name);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
