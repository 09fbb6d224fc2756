import { sql } from 'drizzle-orm';
import { PAYMENT_SESSION_MINUTES } from '../checkout/checkout-policy.ts';
import { lockingTransaction, type Executor } from '../transaction.ts';
import { expireUnpaidBooking } from './booking-transitions.ts';
import type { GuestBookingDeps } from './guest-booking-deps.ts';

/** A direct truffle booking is paid within this time or its seats go back (as a checkout's payment session). */
export const UNPAID_BOOKING_MINUTES = PAYMENT_SESSION_MINUTES;

// Pending, made without a checkout, and no card payment that succeeded or is still under way.
const unpaid = (cutoff: string) => sql`
  b.status = 'pending' AND b.checkout_session_id IS NULL AND b.created_at <= ${cutoff}::timestamptz
  AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.booking_id = b.id AND p.kind = 'payment'
                  AND p.status IN ('succeeded', 'processing', 'requires_action'))`;

async function isStillUnpaid(tx: Executor, id: number, cutoff: string): Promise<boolean> {
  const r = await tx.execute(sql`SELECT b.id FROM bookings b WHERE b.id = ${id} AND ${unpaid(cutoff)} FOR UPDATE OF b`);
  return r.rows.length > 0;
}

/**
 * Job: a booking made through POST /api/bookings that was never paid holds
 * seats; after UNPAID_BOOKING_MINUTES it is cancelled (audit row `expired`)
 * and the seats are free again. Each booking is re-checked under its lock.
 */
export async function expireUnpaidBookings(deps: Pick<GuestBookingDeps, 'db' | 'clock'>, options: { minutes?: number; limit?: number } = {}): Promise<number> {
  const now = deps.clock.now();
  const cutoff = new Date(now.getTime() - (options.minutes ?? UNPAID_BOOKING_MINUTES) * 60_000).toISOString();
  const due = await deps.db.execute<{ id: number }>(sql`SELECT b.id FROM bookings b WHERE ${unpaid(cutoff)} ORDER BY b.created_at LIMIT ${options.limit ?? 100}`);
  let expired = 0;
  for (const { id } of due.rows) {
    const done = await lockingTransaction(deps.db, async (tx) => {
      if (!(await isStillUnpaid(tx, Number(id), cutoff))) return false;
      await expireUnpaidBooking(tx, Number(id), now, { unpaid_for_minutes: options.minutes ?? UNPAID_BOOKING_MINUTES });
      return true;
    });
    if (done) expired++;
  }
  return expired;
}
