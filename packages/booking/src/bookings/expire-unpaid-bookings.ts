import { sql } from 'drizzle-orm';
import { lockingTransaction, type Executor } from '@tenuta/core';
import { expireUnpaidBooking } from './booking-transitions.ts';
import type { GuestBookingDeps } from './guest-booking-deps.ts';

/** A direct truffle booking is paid within this time or its seats go back (the e-mails say "within 30 minutes"). */
export const UNPAID_BOOKING_MINUTES = 30;

/**
 * A card waiting for its 3-D Secure answer keeps the seats this much longer,
 * counted from the booking (not the attempt): a new attempt, or a challenge
 * never answered, cannot hold them any longer than that.
 */
export const AUTHENTICATION_GRACE_MINUTES = 15;

interface Cutoffs {
  /** Bookings made before this are due. */
  unpaid: string;
  /** … and before this, also with a card still waiting for 3-D Secure. */
  authentication: string;
}

// Pending, made without a checkout nor waiting for a payment link (the link's expiry releases
// those), and no card payment that succeeded or is under way (processing, or waiting for 3-D
// Secure within the grace period).
const unpaid = (c: Cutoffs) => sql`
  b.status = 'pending' AND b.checkout_session_id IS NULL AND b.created_at <= ${c.unpaid}::timestamptz
  AND NOT EXISTS (SELECT 1 FROM checkout_sessions l WHERE l.pays_booking_id = b.id)
  AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.booking_id = b.id AND p.kind = 'payment'
                  AND (p.status IN ('succeeded', 'processing')
                       OR (p.status = 'requires_action' AND b.created_at > ${c.authentication}::timestamptz)))`;

async function isStillUnpaid(tx: Executor, id: number, cutoffs: Cutoffs): Promise<boolean> {
  const r = await tx.execute(sql`SELECT b.id FROM bookings b WHERE b.id = ${id} AND ${unpaid(cutoffs)} FOR UPDATE OF b`);
  return r.rows.length > 0;
}

/**
 * Job: a booking made through POST /api/bookings that was never paid holds
 * seats; after UNPAID_BOOKING_MINUTES (plus AUTHENTICATION_GRACE_MINUTES when
 * a card is waiting for 3-D Secure) it is cancelled (audit row `expired`) and
 * the seats are free again. A card that completes later is refunded in full
 * (late payment). Each booking is re-checked under its lock.
 */
export async function expireUnpaidBookings(deps: Pick<GuestBookingDeps, 'db' | 'clock'>, options: { minutes?: number; limit?: number } = {}): Promise<number> {
  const now = deps.clock.now();
  const minutes = options.minutes ?? UNPAID_BOOKING_MINUTES;
  const before = (m: number) => new Date(now.getTime() - m * 60_000).toISOString();
  const cutoff: Cutoffs = { unpaid: before(minutes), authentication: before(minutes + AUTHENTICATION_GRACE_MINUTES) };
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
