import { sql } from 'drizzle-orm';
import type { StaffRole } from '@tenuta/db';
import { staffSession } from '../../staff-test-fixtures.ts';
import type { TestApp } from '../../test-app.ts';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers and rows read field by field at any depth; the assertions check their shape
export type Json = Record<string, any>;
type Staff = Record<StaffRole, { id: number; email: string; headers: { authorization: string } }>;

/** Helpers for the inject tests of bookings staff make and change: staff of each role, slots of their own, calls, rows. */
export function deskHelpers(t: () => TestApp) {
  const staff = {} as Staff;
  let ip = 0;
  let slotSeq = 0;
  const rows = async <T = Json>(q: ReturnType<typeof sql>): Promise<T[]> => (await t().database.db.execute(q)).rows as T[];

  return {
    staff,
    rows,
    async signIn() {
      for (const role of ['owner', 'manager', 'front_desk', 'accountant'] as const) staff[role] = await staffSession(t().database.db, role);
    },
    as: (role: StaffRole, method: 'GET' | 'POST', url: string, payload?: unknown) =>
      t().app.inject({ method, url: `/api/staff${url}`, headers: staff[role].headers, ...(payload !== undefined ? { payload: payload as Json } : {}) }),
    /** A slot of its own starting `hours` from now (a truffle hunt at 85 €, VIP 50 €; or a tasting at 30 €, VIP 25 €); seconds apart. */
    async slotIn(hours: number, category: 'TRUFFLE' | 'WINE' = 'TRUFFLE', capacity = 8): Promise<number> {
      const slug = category === 'TRUFFLE' ? 'caccia-al-tartufo' : 'degustazione-tradizione';
      const [row] = await rows<{ id: number }>(sql`
        INSERT INTO slots (experience_id, category, starts_at, duration_minutes, capacity_total, languages, truffle_price_cents, truffle_vip_upgrade_price_cents, wine_price_cents, wine_vip_upgrade_price_cents)
        SELECT id, ${category}, date_trunc('minute', now()) + make_interval(mins => ${Math.round(hours * 60)}, secs => ${++slotSeq}), 120, ${capacity}, ARRAY['IT','EN'],
               ${category === 'TRUFFLE' ? 8500 : null}::int, ${category === 'TRUFFLE' ? 5000 : null}::int, ${category === 'WINE' ? 3000 : null}::int, ${category === 'WINE' ? 2500 : null}::int
          FROM experiences WHERE slug = ${slug}
        RETURNING id`);
      return Number(row!.id);
    },
    /** A guest's add to the cart, from an address of its own (the guest limits are per address). */
    async webAdd(slotId: number, adults: number, children = 0) {
      const remoteAddress = `198.51.100.${(ip++ % 250) + 1}`;
      const cart = (await t().app.inject({ method: 'POST', url: '/api/cart/init', remoteAddress, payload: {} })).json().cart_id as string;
      return t().app.inject({
        method: 'POST',
        url: '/api/cart/items',
        remoteAddress,
        payload: { cart_id: cart, slot_id: slotId, adults_count: adults, children_count: children, chosen_category: 'NONE', vip_upgrade: false, language: 'IT' },
      });
    },
    /** People of live bookings and unexpired holds on a slot, as the seat query counts them. */
    async seatsTaken(slotId: number): Promise<number> {
      const [r] = await rows<{ n: number }>(sql`
        SELECT (SELECT coalesce(sum(adults + children), 0) FROM bookings WHERE slot_id = ${slotId} AND status NOT IN ('cancelled', 'refunded'))
             + (SELECT coalesce(sum(adults + children), 0) FROM cart_items WHERE slot_id = ${slotId} AND hold_expires_at > now()) AS n`);
      return Number(r!.n);
    },
    mailsOf: (bookingId: number) =>
      rows(
        sql`SELECT kind, recipient, locale, payload FROM notifications WHERE payload->>'booking_id' = ${String(bookingId)} OR payload->'booking_ids' @> ${JSON.stringify([bookingId])}::jsonb ORDER BY id`,
      ),
    auditOf: (bookingId: number, action: string) =>
      rows(sql`SELECT staff_id, action, before, after FROM staff_audit_log WHERE target_type = 'booking' AND target_id = ${String(bookingId)} AND action = ${action} ORDER BY id`),
    eventsOf: (bookingId: number) => rows(sql`SELECT type, from_status, to_status, actor, data FROM booking_events WHERE booking_id = ${bookingId} ORDER BY id`),
    ledgerOf: (bookingId: number) => rows(sql`SELECT kind, provider, status, amount_cents, reason, checkout_session_id FROM payments WHERE booking_id = ${bookingId} ORDER BY id`),
  };
}

/** A booking request of the desk: two adults, the guest on the phone, paid on site (override any part). */
export function deskBooking(slotId: number, over: Json = {}): Json {
  return {
    slot_id: slotId,
    adults: 2,
    children: 0,
    guest: { name: 'Emma Clarke', email: 'emma.clarke@example.co.uk', phone: '+44 20 7946 0011', locale: 'en', ...(over.guest ?? {}) },
    payment: { kind: 'on_site' },
    ...Object.fromEntries(Object.entries(over).filter(([k]) => k !== 'guest')),
  };
}
