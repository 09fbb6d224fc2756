import type { CartStatsResponse } from '@tenuta/contracts';
import type { BookingDeps } from '../deps.ts';
import { toCartStats } from './cart-mapper.ts';
import { loadCart } from './load-cart.ts';

/** Counts and totals for the header badge and checkout guard; expired holds are reported on the next cart read. */
export async function getCartStats({ db, clock }: Pick<BookingDeps, 'db' | 'clock'>, cartId: string): Promise<CartStatsResponse> {
  return toCartStats(await loadCart(db, cartId, clock.now(), 'keep'));
}
