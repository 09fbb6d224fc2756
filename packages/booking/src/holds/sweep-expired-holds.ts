import { sql } from 'drizzle-orm';
import type { BookingDeps } from '../deps.ts';

export interface SweepResult {
  holdsReleased: number;
  couponReservationsReleased: number;
}

/**
 * Job: deletes every expired hold (they already stopped counting; this only
 * tidies rows) and tells their carts how many they lost, so the next cart
 * read reports expired_items. Also marks expired coupon reservations
 * released. Freeing needs no lock.
 */
export async function sweepExpiredHolds({ db, clock }: Pick<BookingDeps, 'db' | 'clock'>): Promise<SweepResult> {
  const now = clock.now().toISOString();
  const holds = await db.execute<{ n: number }>(sql`
    WITH d AS (DELETE FROM cart_items WHERE hold_expires_at <= ${now}::timestamptz RETURNING cart_id),
         c AS (SELECT cart_id, count(*)::int AS n FROM d GROUP BY cart_id),
         u AS (UPDATE carts SET expired_unreported = carts.expired_unreported + c.n FROM c WHERE carts.id = c.cart_id RETURNING 1)
    SELECT (SELECT count(*) FROM d)::int AS n, (SELECT count(*) FROM u)::int AS carts`);
  const coupons = await db.execute<{ n: number }>(sql`
    WITH r AS (UPDATE coupon_redemptions SET status = 'released', updated_at = now()
                WHERE status = 'reserved' AND expires_at <= ${now}::timestamptz RETURNING 1)
    SELECT count(*)::int AS n FROM r`);
  return { holdsReleased: holds.rows[0]?.n ?? 0, couponReservationsReleased: coupons.rows[0]?.n ?? 0 };
}
