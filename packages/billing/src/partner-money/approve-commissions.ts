import { sql } from 'drizzle-orm';
import type { Database } from '@tenuta/db';
import type { Clock } from '@tenuta/core';

/** Days after the experience before a commission is approved (refunds and no-shows come in by then). COMMISSION_HOLD_DAYS changes it. */
export const COMMISSION_HOLD_DAYS = 14;

/**
 * The daily approval run: every commission row still waiting (no `approved` event), not flagged
 * (or cleared by staff) and not rejected, whose experience is `holdDays` past (the later of the
 * row's date and the booking's slot now, should the date have changed) and whose booking took
 * place or stands (checked_in, paid or confirmed: never cancelled, refunded or a no-show), gets
 * its `approved` event. One statement; the unique (entry, event) index and ON CONFLICT DO
 * NOTHING make two concurrent runs approve each row once. Returns how many rows it approved.
 */
export async function approveCommissions(deps: { db: Database; clock: Clock }, options: { holdDays?: number } = {}): Promise<{ approved: number }> {
  const holdDays = options.holdDays ?? COMMISSION_HOLD_DAYS;
  if (!Number.isSafeInteger(holdDays) || holdDays < 0) throw new RangeError(`holdDays must be a whole number of days ≥ 0, not ${holdDays}`);
  const now = deps.clock.now().toISOString();
  const r = await deps.db.execute(sql`
    INSERT INTO commission_events (entry_id, event, note, created_at)
    SELECT ce.id, 'approved', ${`holding period of ${holdDays} days over`}, ${now}::timestamptz
      FROM commission_entries ce
      JOIN bookings b ON b.id = ce.booking_id
      JOIN slots s ON s.id = b.slot_id
     WHERE ce.kind = 'commission'
       AND b.status IN ('checked_in', 'paid', 'confirmed')
       AND greatest(ce.earned_at, s.starts_at) + make_interval(days => ${holdDays}::int) <= ${now}::timestamptz
       AND NOT EXISTS (SELECT 1 FROM commission_events ev WHERE ev.entry_id = ce.id AND ev.event IN ('approved', 'rejected'))
       AND (ce.flag IS NULL OR EXISTS (SELECT 1 FROM commission_events ev WHERE ev.entry_id = ce.id AND ev.event = 'cleared'))
     ORDER BY ce.id
    ON CONFLICT (entry_id, event) WHERE event <> 'in_payout' DO NOTHING
    RETURNING entry_id`);
  return { approved: r.rows.length };
}
