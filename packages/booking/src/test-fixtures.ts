import { sql } from 'drizzle-orm';
import type { Database } from '@tenuta/db';
import type { Clock } from './deps.ts';

/** A clock tests can move. */
export interface TestClock extends Clock {
  set(at: Date): void;
  advanceMinutes(minutes: number): void;
}

export function testClock(start: Date = new Date()): TestClock {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    set: (at) => (current = new Date(at)),
    advanceMinutes: (m) => (current = new Date(current.getTime() + m * 60_000)),
  };
}

/** A seeded slot `daysAhead` Rome days from now at a Rome time of the seed's timetable. */
export async function slotAt(db: Database, daysAhead: number, romeTime: string): Promise<{ id: number; category: string; capacity: number }> {
  const r = await db.execute<{ id: number; category: string; capacity_total: number }>(sql`
    SELECT id, category, capacity_total FROM slots
     WHERE starts_at = ((now() AT TIME ZONE 'Europe/Rome')::date + ${daysAhead}::int + ${romeTime}::time) AT TIME ZONE 'Europe/Rome'`);
  const row = r.rows[0];
  if (!row) throw new Error(`no slot ${daysAhead} days ahead at ${romeTime}`);
  return { id: Number(row.id), category: row.category, capacity: row.capacity_total };
}

/** People held (unexpired holds) plus booked (live bookings) on a slot, summed from rows. */
export async function seatsTaken(db: Database, slotId: number, now: Date): Promise<number> {
  const r = await db.execute<{ n: number }>(sql`
    SELECT (coalesce((SELECT sum(adults + children) FROM cart_items WHERE slot_id = ${slotId} AND hold_expires_at > ${now.toISOString()}::timestamptz), 0)
          + coalesce((SELECT sum(adults + children) FROM bookings WHERE slot_id = ${slotId} AND status NOT IN ('cancelled', 'refunded')), 0))::int AS n`);
  return Number(r.rows[0]?.n ?? 0);
}

let bookingSeq = 0;
/** Inserts a live booking directly (the checkout work will create them for real). */
export async function insertBooking(
  db: Database,
  b: { slotId: number; category: 'TRUFFLE' | 'WINE'; adults: number; children?: number; vip?: boolean; status?: string },
): Promise<void> {
  bookingSeq += 1;
  await db.execute(sql`
    INSERT INTO bookings (booking_number, slot_id, category, adults, children, vip, language, status, unit_price_cents, subtotal_cents, total_cents)
    VALUES (${`BK-TEST-${process.pid}-${bookingSeq}`}, ${b.slotId}, ${b.category}, ${b.adults}, ${b.children ?? 0}, ${b.vip ?? false}, 'IT',
            ${b.status ?? 'confirmed'}, 1000, ${b.adults * 1000}, ${b.adults * 1000})`);
}
