import type { CartView } from '@tenuta/contracts';
import { limitCouponCheck, type GuestCaller } from '../abuse-limits/index.ts';
import { COUPON_NOT_FOUND_MESSAGE, countCouponUses, couponReasonMessage, couponStatus, findCouponByCode } from '../coupons/index.ts';
import type { BookingDeps } from '../deps.ts';
import { DomainError, notFound } from '@tenuta/core';
import { isUuid, type Executor } from '@tenuta/core';
import { cartExists, setCartCoupon } from './cart-repository.ts';
import { getCart } from './get-cart.ts';

/**
 * Attaches a coupon that is usable now. Not a reservation: the use is
 * reserved at checkout (reserveCouponUse), where max_uses is enforced.
 */
export async function attachCoupon(db: Executor, cartId: string, code: string, now: Date): Promise<void> {
  const coupon = await findCouponByCode(db, code);
  if (!coupon) throw new DomainError('coupon_invalid', COUPON_NOT_FOUND_MESSAGE, `Unknown coupon code ${code.trim().toUpperCase()}`);
  const status = couponStatus(coupon, await countCouponUses(db, coupon.id, now, cartId), now);
  if (!status.usable) throw new DomainError('coupon_invalid', couponReasonMessage(status.reason), `Coupon ${coupon.code}: ${status.reason}`);
  await setCartCoupon(db, cartId, coupon.id);
}

/** A guest's call (`caller`) counts as a code tried (docs/domain/abuse-limits.md): over the limit, 429. */
export async function applyCartCoupon(deps: Pick<BookingDeps, 'db' | 'clock'>, cartId: string, code: string, caller?: GuestCaller): Promise<CartView> {
  if (!isUuid(cartId) || !(await cartExists(deps.db, cartId))) throw notFound('Cart');
  if (caller) await limitCouponCheck(deps, caller, cartId);
  await attachCoupon(deps.db, cartId, code, deps.clock.now());
  return getCart(deps, cartId);
}
