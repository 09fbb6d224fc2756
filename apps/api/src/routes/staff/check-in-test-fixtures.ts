import { eq, sql } from 'drizzle-orm';
import { staffAccounts, type StaffRole } from '@tenuta/db';
import { generateBookingNumber } from '@tenuta/booking';
import { insertSlot } from '../../jobs/outbox-test-fixtures.ts';
import { staffSession } from '../../staff-test-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-app.ts';

/**
 * The world of the check-in, manifest and Today tests: an app on a fresh
 * database whose clock is pinned to Tuesday 10 June 2031, 10:00 in Rome, a
 * day the seeded timetable never reaches, so that "today" and "tomorrow"
 * hold only the slots made here; a staff member of each role plus two desk
 * colleagues with names (Sara Conti, Luca Ferrero).
 */
export const NOW = new Date('2031-06-10T08:00:00Z');

type Staff = { id: number; email: string; headers: { authorization: string } };
export type SlotName = 'truffleToday' | 'wineToday' | 'wineTomorrow' | 'truffleYesterday' | 'wineNextWeek';
type Status = 'pending' | 'confirmed' | 'paid' | 'cancelled' | 'no_show';

export interface CheckInWorld {
  t: TestApp;
  as: Record<StaffRole, Staff>;
  sara: Staff;
  luca: Staff;
  slot: Record<SlotName, number>;
}

export async function checkInWorld(): Promise<CheckInWorld> {
  const t = await createTestApp({ clock: { now: () => new Date(NOW) } });
  const db = t.database.db;
  const as = {} as Record<StaffRole, Staff>;
  for (const role of ['owner', 'manager', 'front_desk', 'accountant'] as const) as[role] = await staffSession(db, role);
  const sara = await staffSession(db, 'front_desk');
  const luca = await staffSession(db, 'front_desk');
  await db.update(staffAccounts).set({ name: 'Sara Conti' }).where(eq(staffAccounts.id, sara.id));
  await db.update(staffAccounts).set({ name: 'Luca Ferrero' }).where(eq(staffAccounts.id, luca.id));
  // The sessions were opened "now" in real time: move them to the pinned clock's day.
  await db.execute(
    sql`UPDATE staff_sessions SET created_at = ${NOW.toISOString()}::timestamptz, last_seen_at = ${NOW.toISOString()}::timestamptz, expires_at = ${NOW.toISOString()}::timestamptz + interval '12 hours'`,
  );
  const slot: Record<SlotName, number> = {
    truffleToday: await insertSlot(db, { slug: 'caccia-al-tartufo', romeStart: '2031-06-10 09:00', category: 'TRUFFLE' }),
    wineToday: await insertSlot(db, { slug: 'degustazione-premium', romeStart: '2031-06-10 15:00', category: 'WINE', durationMinutes: 90 }),
    wineTomorrow: await insertSlot(db, { slug: 'degustazione-premium', romeStart: '2031-06-11 10:00', category: 'WINE', durationMinutes: 90 }),
    truffleYesterday: await insertSlot(db, { slug: 'caccia-al-tartufo', romeStart: '2031-06-09 09:00', category: 'TRUFFLE' }),
    wineNextWeek: await insertSlot(db, { slug: 'degustazione-premium', romeStart: '2031-06-17 10:00', category: 'WINE', durationMinutes: 90 }),
  };
  return { t, as, sara, luca, slot };
}

let seq = 0;
/** A booking with a real booking number, straight into the table: wine confirmed and paid on site, truffle paid (unless told). */
export async function insertBooking(
  t: TestApp,
  o: { slotId: number; category?: 'TRUFFLE' | 'WINE'; status?: Status; adults?: number; children?: number; name?: string; totalCents?: number; vip?: boolean; notes?: string },
): Promise<{ id: number; number: string }> {
  seq += 1;
  const number = generateBookingNumber();
  const category = o.category ?? 'WINE';
  const status = o.status ?? (category === 'WINE' ? 'confirmed' : 'paid');
  const paymentStatus = category === 'WINE' ? 'pay_on_site' : status === 'pending' ? 'unpaid' : 'paid';
  const total = o.totalCents ?? 4000 * (o.adults ?? 2);
  const r = await t.database.db.execute<{ id: number }>(sql`
    INSERT INTO bookings (booking_number, slot_id, category, adults, children, vip, language, status, unit_price_cents, subtotal_cents, total_cents,
                          customer_email, customer_name, customer_phone, locale, payment_status, notes)
    VALUES (${number}, ${o.slotId}, ${category}, ${o.adults ?? 2}, ${o.children ?? 0}, ${o.vip ?? false}, 'EN', ${status}, 4000, ${total}, ${total},
            'guest@example.com', ${o.name ?? `Guest ${seq}`}, '+39 333 1234567', 'en', ${paymentStatus}, ${o.notes ?? null})
    RETURNING id`);
  return { id: Number(r.rows[0]!.id), number };
}

/** POST and GET under /api/staff as a staff member. */
export function staffCalls(t: () => TestApp) {
  return {
    post: (who: { headers: { authorization: string } }, url: string, payload: Record<string, unknown> = {}) =>
      t().app.inject({ method: 'POST', url: `/api/staff${url}`, headers: who.headers, payload }),
    get: (who: { headers: { authorization: string } }, url: string) => t().app.inject({ method: 'GET', url: `/api/staff${url}`, headers: who.headers }),
  };
}
