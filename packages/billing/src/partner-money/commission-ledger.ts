import { sql } from 'drizzle-orm';
import type { Booking } from '@tenuta/db';
import { contractInForce } from '@tenuta/core';
import type { Executor } from '@tenuta/core';
import { commissionAmount, commissionBase, DEFAULT_VAT_BPS, isSelfReferral, reversedTotal, reversesFully } from './commission-rules.ts';
import { ledgerStatusSql, type LedgerStatus } from './ledger-status.ts';

/** The flag of a booking that carries the partner's own e-mail, phone or billing tax id. */
export const SELF_REFERRAL_FLAG = 'self_referral';

/** What the checkout knew about the guest beyond the booking row (billing tax ids). */
export interface CheckoutIdentity {
  customerData?: Record<string, unknown> | null;
}

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null);

/**
 * The commission row of a booking just credited to a partner, in the booking's transaction.
 * Only referrers earn, and only while active (a suspended partner earns nothing: no row).
 * base = what the guest pays for it net of VAT, after discounts (total × 10 000 / (10 000 + the
 * experience's VAT bps; a CHOICE slot takes its category's experience), half up);
 * rate = commission_bps of the terms in force when the booking was made; amount = base × rate /
 * 10 000, half up; earned_at = the slot's start. Flagged `self_referral` when the booking carries
 * the partner's own e-mail (company or a user), phone or billing VAT number / fiscal code.
 * One row per booking (unique index): a second call writes nothing. Returns the row's id.
 */
export async function recordCommission(
  tx: Executor,
  booking: Pick<Booking, 'id' | 'slotId' | 'category' | 'totalCents' | 'createdAt' | 'customerEmail' | 'customerPhone'>,
  partnerId: number,
  checkout: CheckoutIdentity = {},
): Promise<number | null> {
  const p = await tx.execute<{
    status: string;
    partner_type: string;
    email: string;
    phone: string | null;
    vat_number: string | null;
    fiscal_code: string | null;
    user_emails: string[] | null;
  }>(sql`
    SELECT p.status, p.partner_type, p.email, p.phone, p.vat_number, p.fiscal_code,
           (SELECT array_agg(u.email) FROM partner_users u WHERE u.partner_id = p.id) AS user_emails
      FROM partners p WHERE p.id = ${partnerId}`);
  const partner = p.rows[0];
  if (partner?.partner_type !== 'referral' || partner.status !== 'active') return null;
  const terms = await contractInForce(tx, partnerId, booking.createdAt);
  const rateBps = terms?.commissionBps ?? 0;
  const s = await tx.execute<{ starts_at: string | Date; vat_bps: number | null }>(sql`
    SELECT s.starts_at,
           coalesce(e.vat_bps, (SELECT x.vat_bps FROM experiences x WHERE x.category = ${booking.category} ORDER BY x.is_active DESC, x.sort_order, x.id LIMIT 1)) AS vat_bps
      FROM slots s LEFT JOIN experiences e ON e.id = s.experience_id
     WHERE s.id = ${booking.slotId}`);
  const slot = s.rows[0];
  if (!slot) return null;
  const baseCents = commissionBase(booking.totalCents, slot.vat_bps ?? DEFAULT_VAT_BPS);
  const data = checkout.customerData ?? {};
  const self = isSelfReferral(
    { emails: [partner.email, ...(partner.user_emails ?? [])], phones: [partner.phone], taxIds: [partner.vat_number, partner.fiscal_code] },
    { email: booking.customerEmail, phone: booking.customerPhone ?? text(data.phone), taxIds: [text(data.vat_number), text(data.fiscal_code)] },
  );
  const r = await tx.execute<{ id: string }>(sql`
    INSERT INTO commission_entries (partner_id, booking_id, kind, base_cents, rate_bps, amount_cents, earned_at, flag)
    VALUES (${partnerId}, ${booking.id}, 'commission', ${baseCents}, ${rateBps}, ${commissionAmount(baseCents, rateBps)},
            ${new Date(slot.starts_at).toISOString()}::timestamptz, ${self ? SELF_REFERRAL_FLAG : null})
    ON CONFLICT (booking_id) WHERE kind = 'commission' DO NOTHING
    RETURNING id`);
  return r.rows[0] ? Number(r.rows[0].id) : null;
}

type OriginalEntry = {
  id: string;
  partner_id: number;
  base_cents: number;
  rate_bps: number;
  amount_cents: number;
  earned_at: string | Date;
  flag: string | null;
  status: LedgerStatus;
  approved: boolean;
};

/** The reason of a correcting row: a refund an earlier reversal counted did not go through. */
export const REFUND_FAILED_REASON = 'refund_failed';

/**
 * After a cancellation, a refund recorded as succeeded or failed, or a no-show of a booking (in
 * that change's transaction, under the booking's lock): the row that brings the booking's
 * reversals to what the guest's money still supports. In total, reversals take original ×
 * refunded / paid (half up), where refunded counts only refunds that SUCCEEDED (a pending one may
 * still fail), all of it for a no-show or for a cancellation when nothing was paid (a tasting paid
 * on site), never more than the original. Only the part not reversed yet is written, so calling
 * it again after the same change writes nothing.
 *
 * `correctFailedRefund` (a refund was just recorded as failed or canceled): when the reversals
 * already take more than that (a reversal written when pending refunds still counted), a positive
 * correcting row with reason `refund_failed` gives the difference back. `correction` does the same
 * with its own reason (`no_show_undone`: a no-show undone, the booking stands again and what its
 * reversal took is given back). Rows are only appended.
 *
 * A new row is `approved` at once (it changes the next payout, also after the original was paid).
 * When the booking has ended (cancelled, refunded, no-show) an original still waiting is approved
 * too, with or without a new row: its fate is settled and what remains of it is due (the approval
 * job only approves bookings that stand). A flagged original passes its flag on (staff's review
 * decides them all); a rejected one is never reversed (it never counted). Returns the new row's id.
 */
export async function reverseCommission(
  tx: Executor,
  bookingId: number,
  reason: string,
  options: { correctFailedRefund?: boolean; correction?: 'no_show_undone' } = {},
): Promise<number | null> {
  const o = await tx.execute<OriginalEntry>(sql`
    SELECT ce.id, ce.partner_id, ce.base_cents, ce.rate_bps, ce.amount_cents, ce.earned_at, ce.flag, ${ledgerStatusSql(sql`ce`)} AS status,
           EXISTS (SELECT 1 FROM commission_events ev WHERE ev.entry_id = ce.id AND ev.event = 'approved') AS approved
      FROM commission_entries ce WHERE ce.booking_id = ${bookingId} AND ce.kind = 'commission'`);
  const original = o.rows[0];
  if (!original || original.status === 'rejected') return null;
  const b = await tx.execute<{ status: string; paid: string; refunded: string; base_reversed: string; amount_reversed: string }>(sql`
    SELECT b.status,
           (SELECT coalesce(sum(amount_cents), 0) FROM payments WHERE booking_id = b.id AND kind = 'payment' AND status = 'succeeded') AS paid,
           (SELECT coalesce(sum(amount_cents), 0) FROM payments WHERE booking_id = b.id AND kind = 'refund' AND status = 'succeeded') AS refunded,
           (SELECT coalesce(-sum(base_cents), 0) FROM commission_entries WHERE booking_id = b.id AND kind = 'reversal') AS base_reversed,
           (SELECT coalesce(-sum(amount_cents), 0) FROM commission_entries WHERE booking_id = b.id AND kind = 'reversal') AS amount_reversed
      FROM bookings b WHERE b.id = ${bookingId} FOR UPDATE OF b`);
  const booking = b.rows[0];
  if (!booking) return null;
  const share = { full: reversesFully(booking.status, Number(booking.paid)), refundedCents: Number(booking.refunded), paidCents: Number(booking.paid) };
  // What is still to take back (negative: taken back too much).
  const amount = reversedTotal(original.amount_cents, share) - Number(booking.amount_reversed);
  const base = reversedTotal(original.base_cents, share) - Number(booking.base_reversed);
  // A booking that ended (cancelled, refunded, no-show) settles its commission now: what is left of it is due.
  const ended = ['cancelled', 'refunded', 'no_show'].includes(booking.status);
  if (ended && !original.approved) {
    await tx.execute(
      sql`INSERT INTO commission_events (entry_id, event, note) VALUES (${original.id}, 'approved', ${`settled by ${reason}`}) ON CONFLICT (entry_id, event) WHERE event <> 'in_payout' DO NOTHING`,
    );
  }
  let row: { baseCents: number; amountCents: number; reason: string };
  if (amount > 0 || base > 0) row = { baseCents: -Math.max(0, base), amountCents: -Math.max(0, amount), reason };
  else if ((options.correctFailedRefund || options.correction) && (amount < 0 || base < 0)) {
    row = { baseCents: Math.max(0, -base), amountCents: Math.max(0, -amount), reason: options.correction ?? REFUND_FAILED_REASON };
  } else return null;
  const r = await tx.execute<{ id: string }>(sql`
    INSERT INTO commission_entries (partner_id, booking_id, kind, base_cents, rate_bps, amount_cents, earned_at, flag, reason, reverses_id)
    VALUES (${original.partner_id}, ${bookingId}, 'reversal', ${row.baseCents}, ${original.rate_bps}, ${row.amountCents},
            ${new Date(original.earned_at).toISOString()}::timestamptz, ${original.status === 'flagged' ? original.flag : null}, ${row.reason}, ${original.id})
    RETURNING id`);
  const entryId = Number(r.rows[0]!.id);
  await tx.execute(
    sql`INSERT INTO commission_events (entry_id, event, note) VALUES (${entryId}, 'approved', ${row.reason}) ON CONFLICT (entry_id, event) WHERE event <> 'in_payout' DO NOTHING`,
  );
  return entryId;
}

/**
 * A refund of the booking was just recorded as `succeeded`, `failed` or `canceled` (in that
 * record's transaction, the booking locked): a success reverses its share of the commission now,
 * a failure corrects a reversal that had counted it. The reversal's reason is the cancellation's
 * (the estate's slot cancellation or any other).
 */
export async function settleCommissionAfterRefund(tx: Executor, bookingId: number, outcome: 'succeeded' | 'failed' | 'canceled'): Promise<number | null> {
  const e = await tx.execute<{ slot: boolean }>(sql`SELECT EXISTS (SELECT 1 FROM booking_events WHERE booking_id = ${bookingId} AND type = 'slot_cancelled') AS slot`);
  const reason = e.rows[0]?.slot ? 'slot_cancelled' : 'cancelled';
  return reverseCommission(tx, bookingId, reason, { correctFailedRefund: outcome !== 'succeeded' });
}
