import { sql } from 'drizzle-orm';
import { pgTimestamp, type Executor } from '@tenuta/core';
import type { HeldSeats } from './held-seats.ts';

const held = (r: { seats: number; first_expiry: unknown } | undefined): HeldSeats => ({
  seats: Number(r?.seats ?? 0),
  firstExpiry: r?.first_expiry == null ? null : pgTimestamp(r.first_expiry),
});

/** The seats a cart and a holder hold now, leaving out one line (the one being changed). */
export async function findHeldSeats(db: Executor, q: { cartId: string; holder: string; now: Date; excludeItemId: string }): Promise<{ cart: HeldSeats; address: HeldSeats }> {
  const at = q.now.toISOString();
  const result = await db.execute<{ by: string; seats: number; first_expiry: unknown }>(sql`
    SELECT 'cart' AS by, sum(adults + children)::int AS seats, min(hold_expires_at) AS first_expiry FROM cart_items
     WHERE cart_id = ${q.cartId}::uuid AND hold_expires_at > ${at}::timestamptz AND id <> ${q.excludeItemId}::uuid
    UNION ALL
    SELECT 'address', sum(adults + children)::int, min(hold_expires_at) FROM cart_items
     WHERE client_key = ${q.holder} AND hold_expires_at > ${at}::timestamptz AND id <> ${q.excludeItemId}::uuid`);
  return { cart: held(result.rows.find((r) => r.by === 'cart')), address: held(result.rows.find((r) => r.by === 'address')) };
}
