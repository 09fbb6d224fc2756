import type { CartView } from '@tenuta/contracts';
import type { BookingDeps } from '../deps.ts';
import { toCartView } from './cart-mapper.ts';
import { loadCart } from './load-cart.ts';

/** The cart as the guest sees it; drops expired holds and reports how many. 404 for an unknown id. */
export async function getCart({ db, clock }: Pick<BookingDeps, 'db' | 'clock'>, cartId: string): Promise<CartView> {
  return toCartView(await loadCart(db, cartId, clock.now(), 'report'));
}
