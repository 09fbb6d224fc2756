import type { CartView } from '@tenuta/contracts';
import type { BookingDeps } from '../deps.ts';
import { notFound } from '@tenuta/core';
import { isUuid } from '@tenuta/core';
import { cartExists, deleteCartItems } from './cart-repository.ts';
import { getCart } from './get-cart.ts';

/** Releases every hold of the cart (the coupon stays). Freeing needs no lock. */
export async function clearCart(deps: Pick<BookingDeps, 'db' | 'clock'>, cartId: string): Promise<CartView> {
  if (!isUuid(cartId) || !(await cartExists(deps.db, cartId))) throw notFound('Cart');
  await deleteCartItems(deps.db, cartId);
  return getCart(deps, cartId);
}
