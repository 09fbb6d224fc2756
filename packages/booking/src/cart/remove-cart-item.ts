import type { CartView } from '@tenuta/contracts';
import type { BookingDeps } from '../deps.ts';
import { notFound } from '@tenuta/core';
import { isUuid } from '@tenuta/core';
import { deleteCartItem } from './cart-repository.ts';
import { getCart } from './get-cart.ts';

/** Releases a hold. Freeing needs no lock. */
export async function removeCartItem(deps: Pick<BookingDeps, 'db' | 'clock'>, itemId: string): Promise<CartView> {
  if (!isUuid(itemId)) throw notFound('Cart item');
  const removed = await deleteCartItem(deps.db, itemId);
  if (!removed) throw notFound('Cart item');
  return getCart(deps, removed.cartId);
}
