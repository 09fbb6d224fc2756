import { sql } from 'drizzle-orm';
import type { Executor } from '@tenuta/core';

/** Guests named per slot on the Today page (the count of the others is the slot's arrivals minus those shown). */
export const NEXT_ARRIVALS = 4;

/** A booking still expected at its slot: confirmed or paid, not yet checked in. */
export interface TodayArrival {
  bookingId: number;
  bookingNumber: string;
  customerName: string | null;
  people: number;
}

/** A slot has ended once its start plus its duration is past (the desk no longer waits for anyone, and its seats no longer sell). */
export const slotEnded = (slot: { startsAt: Date; durationMinutes: number }, now: Date): boolean => slot.startsAt.getTime() + slot.durationMinutes * 60_000 <= now.getTime();

/**
 * For each slot, the first NEXT_ARRIVALS bookings still expected (confirmed or paid, not
 * checked in), by guest name: who the desk is waiting for and how many they are.
 */
export async function loadNextArrivals(db: Executor, slotIds: number[], limit = NEXT_ARRIVALS): Promise<Map<number, TodayArrival[]>> {
  const out = new Map<number, TodayArrival[]>();
  if (slotIds.length === 0) return out;
  const r = await db.execute<Record<string, unknown>>(sql`
    SELECT slot_id, id, booking_number, customer_name, people FROM (
      SELECT b.slot_id, b.id, b.booking_number, b.customer_name, b.adults + b.children AS people,
             row_number() OVER (PARTITION BY b.slot_id ORDER BY b.customer_name NULLS LAST, b.id) AS n
        FROM bookings b
       WHERE b.slot_id IN (${sql.join(
         slotIds.map((id) => sql`${id}`),
         sql`, `,
       )}) AND b.status IN ('confirmed', 'paid')) x
     WHERE n <= ${limit}
     ORDER BY slot_id, n`);
  for (const row of r.rows) {
    const slotId = Number(row.slot_id);
    const list = out.get(slotId) ?? [];
    list.push({
      bookingId: Number(row.id),
      bookingNumber: String(row.booking_number),
      customerName: row.customer_name == null || row.customer_name === '' ? null : String(row.customer_name),
      people: Number(row.people),
    });
    out.set(slotId, list);
  }
  return out;
}
