import type { CartInitBody, CartView } from '@tenuta/contracts';
import { normalizeCouponCode } from '../coupons/index.ts';
import type { BookingDeps } from '../deps.ts';
import { isDomainError } from '../errors.ts';
import { isUuid } from '../transaction.ts';
import { attachCoupon } from './apply-cart-coupon.ts';
import { createCart, findCartCouponCode } from './cart-repository.ts';
import { getCart } from './get-cart.ts';

/**
 * Returns the given cart, or a new one when the id is absent or unknown.
 * A coupon is applied if different from the current one; an invalid coupon
 * does not fail the call but comes back as `couponError`.
 */
export async function initCart(deps: Pick<BookingDeps, 'db' | 'clock'>, input: CartInitBody): Promise<{ cart: CartView; couponError?: string }> {
  const current = isUuid(input.cart_id) ? await findCartCouponCode(deps.db, input.cart_id) : undefined;
  const cartId = current !== undefined ? (input.cart_id as string).toLowerCase() : await createCart(deps.db);
  let couponError: string | undefined;
  const code = input.coupon_code ? normalizeCouponCode(input.coupon_code) : '';
  if (code) {
    if ((current ?? null) !== code) {
      try {
        await attachCoupon(deps.db, cartId, code, deps.clock.now());
      } catch (e) {
        if (!isDomainError(e) || e.code !== 'coupon_invalid') throw e;
        couponError = e.message;
      }
    }
  }
  const cart = await getCart(deps, cartId);
  return couponError ? { cart, couponError } : { cart };
}
