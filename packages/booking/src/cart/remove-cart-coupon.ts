import type { CartView } from '@tenuta/contracts';
import type { BookingDeps } from '../deps.ts';
import { notFound } from '@tenuta/core';
import { isUuid } from '@tenuta/core';
import { cartExists, setCartCoupon } from './cart-repository.ts';
import { getCart } from './get-cart.ts';

export async function removeCartCoupon(deps: Pick<BookingDeps, 'db' | 'clock'>, cartId: string): Promise<CartView> {
  if (!isUuid(cartId) || !(await cartExists(deps.db, cartId))) throw notFound('Cart');
  await setCartCoupon(deps.db, cartId, null);
  return getCart(deps, cartId);
}
