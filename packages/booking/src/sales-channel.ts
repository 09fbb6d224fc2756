import { sql, type SQL } from 'drizzle-orm';
import type { Booking } from '@tenuta/db';
import { referrerIdSql } from '@tenuta/core';

/**
 * Who sold a booking and who pays it: one value, derived here and nowhere else, for every page,
 * list, e-mail and file staff read (the detail, the bookings list and its filter, the manifest,
 * check-in, Today, the estate's notice of a new booking).
 *
 * - `direct`: the guest booked on the site (or at the estate) with no partner behind it;
 * - `reseller`: a reseller's order placed in the partner area (the agency, its reference, its net);
 * - `octo`: a reseller's order through the OCTO API (the same, from the agency's own system);
 * - `referrer`: the guest's own booking, credited to the partner that sent it (a link or a code).
 *
 * Each booking is one line of its order, and each line has its payer: a truffle hunt a reseller
 * ordered is paid by the agency (on account, invoiced; or by card at the net rate), so nothing is
 * collected from the guest; a wine tasting of the same order is paid on site by the guest at retail.
 */

export const salesChannels = ['direct', 'reseller', 'referrer', 'octo'] as const;
export type SalesChannel = (typeof salesChannels)[number];

/** Who pays this line, and how. */
export type LinePayer = 'guest_online' | 'guest_on_site' | 'agency_on_account' | 'agency_card';

export interface BookingChannel {
  kind: SalesChannel;
  /** The reseller whose order it is, or the partner that referred it; null for a direct booking. */
  partner: { id: number; name: string } | null;
  /** The agency's own reference (reseller and OCTO orders). */
  reference: string | null;
  /** What the agency pays for the line (its net rate); null when the agency pays nothing for it. */
  netCents: number | null;
  payer: LinePayer;
  /** How a referred booking was credited: the partner's code, or one of its links. */
  referral: { source: 'code' | 'link'; code: string | null; linkLabel: string | null } | null;
}

/** What the rule reads about one booking (the columns of channelColumnsSql). */
export interface ChannelFacts {
  kind: SalesChannel;
  partnerId: number | null;
  partnerName: string | null;
  reference: string | null;
  netCents: number | null;
  partnerPayment: Booking['partnerPayment'];
  paymentStatus: Booking['paymentStatus'];
  category: 'TRUFFLE' | 'WINE';
  /** Some payment succeeded online (card, gift voucher), not at the estate. */
  paidOnline: boolean;
  /** Some payment was taken at the estate. */
  paidOnSite: boolean;
  referral: { source: 'code' | 'link'; code: string | null; linkLabel: string | null } | null;
  couponCode: string | null;
}

/**
 * The payer of one line. A reseller's order says it itself (`partner_payment`); otherwise a
 * tasting, and anything booked to be paid on site (or paid only at the estate), is the guest's at
 * the estate; the rest the guest paid (or is paying) online.
 */
export function linePayer(f: Pick<ChannelFacts, 'partnerPayment' | 'paymentStatus' | 'category' | 'paidOnline' | 'paidOnSite'>): LinePayer {
  if (f.partnerPayment === 'on_account' || f.paymentStatus === 'on_account') return 'agency_on_account';
  if (f.partnerPayment === 'card') return 'agency_card';
  if (f.partnerPayment === 'on_site' || f.category === 'WINE' || f.paymentStatus === 'pay_on_site') return 'guest_on_site';
  return f.paidOnSite && !f.paidOnline ? 'guest_on_site' : 'guest_online';
}

/** Whether the agency, not the guest, pays the line: nothing of it is collected from the guest. */
export const paidByAgencyLine = (payer: LinePayer): boolean => payer === 'agency_on_account' || payer === 'agency_card';

export function bookingChannel(f: ChannelFacts): BookingChannel {
  const payer = linePayer(f);
  const partner = f.partnerId !== null && f.kind !== 'direct' ? { id: f.partnerId, name: f.partnerName ?? `#${f.partnerId}` } : null;
  const order = f.kind === 'reseller' || f.kind === 'octo';
  return {
    kind: f.kind,
    partner,
    reference: order ? f.reference : null,
    netCents: order && paidByAgencyLine(payer) ? f.netCents : null,
    payer,
    referral: f.kind === 'referrer' ? (f.referral ?? { source: 'code', code: f.couponCode, linkLabel: null }) : null,
  };
}

/** The channel's kind in SQL over a bookings row `b` (the list's filter, the reports). */
export function channelKindSql(b: SQL): SQL<SalesChannel> {
  return sql<SalesChannel>`(CASE
    WHEN ${b}.partner_id IS NOT NULL THEN
      CASE WHEN EXISTS (SELECT 1 FROM checkout_sessions chs WHERE chs.id = ${b}.checkout_session_id AND chs.partner_order->>'channel' = 'octo') THEN 'octo' ELSE 'reseller' END
    WHEN ${referrerIdSql(b)} IS NOT NULL THEN 'referrer'
    ELSE 'direct' END)`;
}

/**
 * The columns the rule reads, for a query over bookings `b` (all named ch_*, so they sit beside
 * any other columns); read them back with channelFromRow.
 */
export function channelColumnsSql(b: SQL): SQL {
  return sql`${channelKindSql(b)} AS ch_kind,
    coalesce(${b}.partner_id, ${referrerIdSql(b)}) AS ch_partner_id,
    (SELECT chp.company_name FROM partners chp WHERE chp.id = coalesce(${b}.partner_id, ${referrerIdSql(b)})) AS ch_partner_name,
    ${b}.partner_reference AS ch_reference, ${b}.partner_net_cents AS ch_net_cents, ${b}.partner_payment AS ch_partner_payment,
    ${b}.payment_status AS ch_payment_status, ${b}.category AS ch_category,
    EXISTS (SELECT 1 FROM payments chy WHERE chy.booking_id = ${b}.id AND chy.kind = 'payment' AND chy.status = 'succeeded' AND chy.provider <> 'on_site') AS ch_paid_online,
    EXISTS (SELECT 1 FROM payments chy WHERE chy.booking_id = ${b}.id AND chy.kind = 'payment' AND chy.status = 'succeeded' AND chy.provider = 'on_site') AS ch_paid_on_site,
    (SELECT jsonb_build_object('source', cha.source, 'code', chc.code, 'link_label', chl.label)
       FROM booking_attributions cha LEFT JOIN coupons chc ON chc.id = cha.coupon_id LEFT JOIN referral_links chl ON chl.id = cha.link_id
      WHERE cha.booking_id = ${b}.id) AS ch_referral,
    (SELECT chc.code FROM coupons chc WHERE chc.id = ${b}.coupon_id) AS ch_coupon_code`;
}

const text = (v: unknown): string | null => (v === null || v === undefined || v === '' ? null : String(v));
const kinds = new Set<string>(salesChannels);

function referralOf(v: unknown): ChannelFacts['referral'] {
  const o = typeof v === 'string' ? (JSON.parse(v) as unknown) : v;
  if (!o || typeof o !== 'object') return null;
  const r = o as Record<string, unknown>;
  return { source: r.source === 'link' ? 'link' : 'code', code: text(r.code), linkLabel: text(r.link_label) };
}

/** The facts of channelColumnsSql as read from a row. */
export function channelFactsFromRow(x: Record<string, unknown>): ChannelFacts {
  return {
    kind: kinds.has(String(x.ch_kind)) ? (String(x.ch_kind) as SalesChannel) : 'direct',
    partnerId: x.ch_partner_id === null || x.ch_partner_id === undefined ? null : Number(x.ch_partner_id),
    partnerName: text(x.ch_partner_name),
    reference: text(x.ch_reference),
    netCents: x.ch_net_cents === null || x.ch_net_cents === undefined ? null : Number(x.ch_net_cents),
    partnerPayment: (text(x.ch_partner_payment) as Booking['partnerPayment']) ?? null,
    paymentStatus: String(x.ch_payment_status) as Booking['paymentStatus'],
    category: x.ch_category === 'WINE' ? 'WINE' : 'TRUFFLE',
    paidOnline: x.ch_paid_online === true || x.ch_paid_online === 't',
    paidOnSite: x.ch_paid_on_site === true || x.ch_paid_on_site === 't',
    referral: referralOf(x.ch_referral),
    couponCode: text(x.ch_coupon_code),
  };
}

/** The channel of a row read with channelColumnsSql. */
export const channelFromRow = (x: Record<string, unknown>): BookingChannel => bookingChannel(channelFactsFromRow(x));

/** The channel as the staff API gives it (snake_case). */
export function channelView(c: BookingChannel) {
  return {
    kind: c.kind,
    partner: c.partner,
    reference: c.reference,
    net_cents: c.netCents,
    payer: c.payer,
    referral: c.referral ? { source: c.referral.source, code: c.referral.code, link_label: c.referral.linkLabel } : null,
  };
}
