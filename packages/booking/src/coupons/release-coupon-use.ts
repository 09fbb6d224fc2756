import { and, eq, sql } from 'drizzle-orm';
import { couponRedemptions } from '@tenuta/db';
import type { BookingDeps } from '../deps.ts';

/**
 * Gives a reserved use back (checkout abandoned or failed). Freeing needs no
 * lock. Returns whether a reservation was released; used ones stay used.
 */
export async function releaseCouponUse({ db }: Pick<BookingDeps, 'db'>, input: { redemptionId: number }): Promise<{ released: boolean }> {
  const rows = await db
    .update(couponRedemptions)
    .set({ status: 'released', updatedAt: sql`now()` })
    .where(and(eq(couponRedemptions.id, input.redemptionId), eq(couponRedemptions.status, 'reserved')))
    .returning({ id: couponRedemptions.id });
  return { released: rows.length > 0 };
}
