import { sql } from 'drizzle-orm';
import { notifications, type Database, type NewNotification } from '@tenuta/db';

/** Test helpers for the outbox: a slot at a Rome wall-clock time, a booking on it, a notification row. */

export async function insertSlot(db: Database, o: { slug: string; romeStart: string; category: 'TRUFFLE' | 'WINE'; durationMinutes?: number }): Promise<number> {
  const r = await db.execute<{ id: number }>(sql`
    INSERT INTO slots (experience_id, category, starts_at, duration_minutes, capacity_total, languages, truffle_price_cents, wine_price_cents)
    SELECT e.id, ${o.category}, ${o.romeStart}::timestamp AT TIME ZONE 'Europe/Rome', ${o.durationMinutes ?? 180}::int, 8, ARRAY['IT','EN'],
           ${o.category === 'TRUFFLE' ? 8500 : null}::int, ${o.category === 'WINE' ? 4000 : null}::int
      FROM experiences e WHERE e.slug = ${o.slug}
    RETURNING id`);
  const id = r.rows[0]?.id;
  if (!id) throw new Error(`no experience ${o.slug}`);
  return Number(id);
}

let seq = 0;
export interface TestBooking {
  id: number;
  bookingNumber: string;
}

export async function insertGuestBooking(
  db: Database,
  o: { slotId: number; category: 'TRUFFLE' | 'WINE'; locale: 'it' | 'en'; adults?: number; children?: number; language?: string; name?: string; email?: string },
): Promise<TestBooking> {
  seq += 1;
  const bookingNumber = `BK-T${process.pid}-${seq}`;
  const adults = o.adults ?? 2;
  const truffle = o.category === 'TRUFFLE';
  const total = adults * (truffle ? 8500 : 4000);
  const r = await db.execute<{ id: number }>(sql`
    INSERT INTO bookings (booking_number, slot_id, category, adults, children, vip, language, status, unit_price_cents, subtotal_cents, total_cents,
                          customer_email, customer_name, customer_phone, locale, payment_status)
    VALUES (${bookingNumber}, ${o.slotId}, ${o.category}, ${adults}, ${o.children ?? 0}, false, ${o.language ?? 'IT'},
            ${truffle ? 'paid' : 'confirmed'}, ${truffle ? 8500 : 4000}, ${total}, ${total},
            ${o.email ?? 'guest@example.com'}, ${o.name ?? 'Giulia Rossi'}, '+39 333 1234567', ${o.locale}, ${truffle ? 'paid' : 'pay_on_site'})
    RETURNING id`);
  return { id: Number(r.rows[0]!.id), bookingNumber };
}

export async function insertNotification(db: Database, row: NewNotification): Promise<number> {
  const [n] = await db.insert(notifications).values(row).returning({ id: notifications.id });
  return n!.id;
}

export const confirmationPayload = (bookings: TestBooking[]) => ({
  checkout_session_id: null,
  booking_ids: bookings.map((b) => b.id),
  manage_tokens: Object.fromEntries(bookings.map((b) => [String(b.id), `tok-${b.id}`])),
});

export async function notificationRow(db: Database, id: number) {
  const [row] = await db.select().from(notifications).where(sql`${notifications.id} = ${id}`);
  return row!;
}
