import { sql } from 'drizzle-orm';
import type { StaffOrderLine } from '@tenuta/contracts';
import type { Booking, BookingStatus } from '@tenuta/db';
import type { Executor } from '@tenuta/core';
import { channelColumnsSql, channelFromRow } from '../sales-channel.ts';
import { onSiteDueCents } from './staff-booking-rules.ts';

const fallbackTitles = { TRUFFLE: { it: 'Caccia al Tartufo', en: 'Truffle Hunt' }, WINE: { it: 'Degustazione di Vini', en: 'Wine Tasting' } } as const;

/**
 * The lines of the order a booking belongs to (the bookings its checkout made; itself alone
 * without one), by start: each with its retail price, what the agency pays for it and what is
 * still to collect from the guest, so staff read who pays what for the whole order.
 */
export async function loadOrderLines(db: Executor, booking: { id: number; checkoutSessionId: string | null }): Promise<StaffOrderLine[]> {
  const same = booking.checkoutSessionId ? sql`b.checkout_session_id = ${booking.checkoutSessionId}::uuid` : sql`b.id = ${booking.id}`;
  const r = await db.execute<Record<string, unknown>>(sql`
    SELECT b.id, b.booking_number, b.status, b.payment_status, b.category, b.adults, b.children, b.total_cents, e.title_it, e.title_en,
           to_char(s.starts_at AT TIME ZONE 'Europe/Rome', 'YYYY-MM-DD') AS rome_date,
           to_char(s.starts_at AT TIME ZONE 'Europe/Rome', 'HH24:MI') AS rome_start,
           coalesce((SELECT sum(p.amount_cents) FROM payments p WHERE p.booking_id = b.id AND p.kind = 'payment' AND p.status = 'succeeded'), 0)::int AS paid_cents,
           ${channelColumnsSql(sql`b`)}
      FROM bookings b JOIN slots s ON s.id = b.slot_id
      LEFT JOIN experiences e ON e.id = slot_experience_id(s.experience_id, b.category, s.truffle_price_cents, s.wine_price_cents)
     WHERE ${same}
     ORDER BY s.starts_at, b.id`);
  return r.rows.map((x) => {
    const category = x.category === 'WINE' ? 'WINE' : 'TRUFFLE';
    const status = x.status as BookingStatus;
    const channel = channelFromRow(x);
    const totalCents = Number(x.total_cents);
    return {
      id: Number(x.id),
      booking_number: String(x.booking_number),
      status,
      category,
      experience_title: x.title_it && x.title_en ? { it: String(x.title_it), en: String(x.title_en) } : { ...fallbackTitles[category] },
      date: String(x.rome_date),
      start_time: String(x.rome_start),
      people_count: Number(x.adults) + Number(x.children),
      payer: channel.payer,
      retail_cents: totalCents,
      net_cents: channel.netCents,
      due_on_site_cents: onSiteDueCents({ status, paymentStatus: x.payment_status as Booking['paymentStatus'], totalCents }, Number(x.paid_cents)),
    };
  });
}
