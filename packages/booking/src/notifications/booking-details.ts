import { sql } from 'drizzle-orm';
import { pgTimestamp, type Executor } from '@tenuta/core';
import type { Locale } from './strings.ts';
import { channelColumnsSql, channelFromRow, type BookingChannel } from '../sales-channel.ts';

/** What an e-mail says about one booking: the booking, its slot and its experience. */
export interface BookingDetails {
  id: number;
  bookingNumber: string;
  category: 'TRUFFLE' | 'WINE';
  title: Record<Locale, string>;
  startsAt: Date;
  durationMinutes: number;
  adults: number;
  children: number;
  vip: boolean;
  vipSupplementCents: number;
  /** Tour language, upper case (IT, EN, FR, DE). */
  language: string;
  status: string;
  paymentStatus: 'unpaid' | 'paid' | 'pay_on_site' | 'on_account' | 'refunded' | 'partially_refunded';
  /** A reseller's order: how it is paid (on_account / card: by the agency; on_site: the guest at the estate). */
  partnerPayment?: 'on_account' | 'card' | 'on_site' | null;
  discountCents: number;
  totalCents: number;
  /** Succeeded payments (card, gift voucher, on site); absent: nothing known paid. */
  paidCents?: number;
  /** Of which by gift voucher. */
  voucherPaidCents?: number;
  customerName: string | null;
  customerEmail: string | null;
  customerPhone: string | null;
  locale: Locale;
  /** Who sold it (the agency and its reference, or the referrer) and who pays it; absent in documents built by hand. */
  channel?: BookingChannel;
}

/** A CHOICE slot has no experience of its own: the booked category names it (as in the cart). */
const fallbackTitles = {
  TRUFFLE: { it: 'Caccia al Tartufo', en: 'Truffle Hunt' },
  WINE: { it: 'Degustazione di Vini', en: 'Wine Tasting' },
} as const;

/** A reseller paid it or will be invoiced for it: the guest sees no amount for it (the agency's price is its own). */
export const paidByAgency = (b: Pick<BookingDetails, 'partnerPayment'>): boolean => b.partnerPayment === 'on_account' || b.partnerPayment === 'card';

/** Paid by card now, or due at the estate (wine, and anything not yet paid). */
export const isPaidNow = (b: Pick<BookingDetails, 'paymentStatus'>): boolean => b.paymentStatus === 'paid' || b.paymentStatus === 'partially_refunded';

/** Still to pay at the estate: a pay-on-site booking's total less what was paid of it (a gift voucher's part). */
export const dueOnSiteCents = (b: Pick<BookingDetails, 'paymentStatus' | 'totalCents' | 'paidCents'>): number =>
  b.paymentStatus === 'pay_on_site' || b.paymentStatus === 'unpaid' ? Math.max(0, b.totalCents - (b.paidCents ?? 0)) : 0;

/** A PostgreSQL array literal of integers, sent as one parameter. */
export const pgIntArray = (ids: readonly number[]): string => `{${ids.map((id) => Math.trunc(id)).join(',')}}`;

/** The bookings with these ids, by start time; ids that match nothing are left out. */
export async function loadBookingDetails(db: Executor, ids: readonly number[]): Promise<BookingDetails[]> {
  if (ids.length === 0) return [];
  const result = await db.execute<Record<string, unknown>>(sql`
    SELECT b.id, b.booking_number, b.category, b.adults, b.children, b.vip, b.vip_supplement_cents, b.language,
           b.status, b.payment_status, b.discount_cents, b.total_cents, b.customer_name, b.customer_email,
           b.customer_phone, b.locale, b.partner_payment, s.starts_at, ${channelColumnsSql(sql`b`)},
           (SELECT coalesce(sum(p.amount_cents), 0) FROM payments p
             WHERE p.booking_id = b.id AND p.kind = 'payment' AND p.status = 'succeeded') AS paid_cents,
           (SELECT coalesce(sum(p.amount_cents), 0) FROM payments p
             WHERE p.booking_id = b.id AND p.kind = 'payment' AND p.status = 'succeeded' AND p.provider = 'voucher') AS voucher_paid_cents, (CASE WHEN s.category = 'CHOICE' THEN coalesce(e.duration_minutes, s.duration_minutes) ELSE s.duration_minutes END) AS duration_minutes, e.title_it, e.title_en
      FROM bookings b
      JOIN slots s ON s.id = b.slot_id
      LEFT JOIN experiences e ON e.id = slot_experience_id(s.experience_id, b.category, s.truffle_price_cents, s.wine_price_cents)
     WHERE b.id = ANY(${pgIntArray(ids)}::bigint[])
     ORDER BY s.starts_at, b.id`);
  return result.rows.map((r) => {
    const category = r.category === 'WINE' ? 'WINE' : 'TRUFFLE';
    return {
      id: Number(r.id),
      bookingNumber: String(r.booking_number),
      category,
      title: r.title_it && r.title_en ? { it: String(r.title_it), en: String(r.title_en) } : { ...fallbackTitles[category] },
      startsAt: pgTimestamp(r.starts_at),
      durationMinutes: Number(r.duration_minutes),
      adults: Number(r.adults),
      children: Number(r.children),
      vip: Boolean(r.vip),
      vipSupplementCents: Number(r.vip_supplement_cents),
      language: String(r.language),
      status: String(r.status),
      paymentStatus: r.payment_status as BookingDetails['paymentStatus'],
      discountCents: Number(r.discount_cents),
      totalCents: Number(r.total_cents),
      paidCents: Number(r.paid_cents),
      voucherPaidCents: Number(r.voucher_paid_cents),
      customerName: r.customer_name ? String(r.customer_name) : null,
      customerEmail: r.customer_email ? String(r.customer_email) : null,
      customerPhone: r.customer_phone ? String(r.customer_phone) : null,
      locale: r.locale === 'en' ? 'en' : 'it',
      partnerPayment: r.partner_payment ? (String(r.partner_payment) as BookingDetails['partnerPayment']) : null,
      channel: channelFromRow(r),
    };
  });
}
