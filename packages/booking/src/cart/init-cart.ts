import type { CartInitBody, CartView } from '@tenuta/contracts';
import { limitCartCreation, limitCouponCheck, type GuestCaller } from '../abuse-limits/index.ts';
import { normalizeCouponCode } from '../coupons/index.ts';
import type { BookingDeps } from '../deps.ts';
import { isDomainError } from '@tenuta/core';

/** couponError when the guest has tried too many codes (Italian, as the other coupon messages). */
export const COUPON_CHECKS_LIMITED_MESSAGE = 'Troppi codici sconto provati: riprova tra qualche minuto';
import { isUuid } from '@tenuta/core';
import { attachCoupon } from './apply-cart-coupon.ts';
import { createCart, findCartCouponCode } from './cart-repository.ts';
import { getCart } from './get-cart.ts';

/**
 * Returns the given cart, or a new one when the id is absent or unknown.
 * A coupon is applied if different from the current one; an invalid coupon
 * does not fail the call but comes back as `couponError`. A guest's call
 * (`caller`) is held to the abuse limits (docs/domain/abuse-limits.md): new
 * carts per address (429), and codes tried (over it, the code is not tried
 * and comes back as `couponError`).
 */
export async function initCart(deps: Pick<BookingDeps, 'db' | 'clock'>, input: CartInitBody, caller?: GuestCaller): Promise<{ cart: CartView; couponError?: string }> {
  const current = isUuid(input.cart_id) ? await findCartCouponCode(deps.db, input.cart_id) : undefined;
  if (current === undefined && caller) await limitCartCreation(deps, caller);
  const cartId = current !== undefined ? (input.cart_id as string).toLowerCase() : await createCart(deps.db);
  let couponError: string | undefined;
  const code = input.coupon_code ? normalizeCouponCode(input.coupon_code) : '';
  if (code) {
    if ((current ?? null) !== code) {
      try {
        if (caller) await limitCouponCheck(deps, caller, cartId);
        await attachCoupon(deps.db, cartId, code, deps.clock.now());
      } catch (e) {
        if (!isDomainError(e) || (e.code !== 'coupon_invalid' && e.code !== 'rate_limited')) throw e;
        couponError = e.code === 'rate_limited' ? COUPON_CHECKS_LIMITED_MESSAGE : e.message;
      }
    }
  }
  const cart = await getCart(deps, cartId);
  return couponError ? { cart, couponError } : { cart };
}
