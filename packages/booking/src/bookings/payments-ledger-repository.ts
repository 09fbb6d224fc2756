import { sql } from 'drizzle-orm';
import { pgTimestamp, type Executor } from '@tenuta/core';
import { pgIntArray } from '../notifications/booking-details.ts';

/** One line of the payments ledger: money in (a payment), money out (a refund, a void). Amounts signed, in cents. */
export interface LedgerEntry {
  /** The `payments` row: a void line names the payment it voids. */
  paymentId: number;
  entry: 'payment' | 'refund' | 'void';
  at: Date;
  /** Positive for a payment, negative for a refund or a void. */
  amountCents: number;
  /** `stripe`, `simulator` (cards online), `on_site`, `voucher`. */
  provider: string;
  /** Cash or the card terminal, for money taken at the estate. */
  onSiteMethod: 'cash' | 'card' | null;
  bookingNumber: string | null;
  /** The Rome date of the booking's experience. */
  experienceDate: string | null;
  /** The booking's guest, or the buyer of a gift voucher. */
  customer: string | null;
  giftVoucherLast4: string | null;
  /** The staff member who recorded it (on site, a refund they started, a void); null online. */
  recordedBy: string | null;
  /** The row's reason code, or the words of a void. */
  reason: string | null;
  /** The provider's payment or refund id. */
  reference: string | null;
}

/**
 * Every money movement whose instant is on the Rome days from..to, oldest first: succeeded payments
 * (and on-site payments later voided, as they were taken) at the time they were recorded, succeeded
 * refunds at the time they were recorded, and each void at its own time. Failed attempts and refunds
 * still on their way moved no money and are not listed.
 */
export async function findLedgerEntries(db: Executor, from: string, to: string): Promise<LedgerEntry[]> {
  const r = await db.execute<Record<string, unknown>>(sql`
    WITH entries AS (
      SELECT p.id, (CASE WHEN p.kind = 'refund' THEN 'refund' ELSE 'payment' END) AS entry, p.created_at AS at, p.staff_id AS by_staff,
        (CASE WHEN p.kind = 'refund' THEN -p.amount_cents ELSE p.amount_cents END) AS amount_cents, p.reason
      FROM payments p
      WHERE p.status = 'succeeded' OR (p.kind = 'payment' AND p.voided_at IS NOT NULL)
      UNION ALL
      SELECT p.id, 'void', p.voided_at, p.voided_by, -p.amount_cents, p.void_reason FROM payments p WHERE p.voided_at IS NOT NULL
    )
    SELECT e.id, e.entry, e.at, e.amount_cents, e.reason, p.provider, p.method,
      coalesce(p.provider_refund_id, p.provider_payment_id) AS reference, b.booking_number,
      to_char(s.starts_at AT TIME ZONE 'Europe/Rome', 'YYYY-MM-DD') AS experience_date,
      coalesce(b.customer_name, gv.buyer_name) AS customer, gv.code_last4, sa.name AS recorded_by
    FROM entries e
    JOIN payments p ON p.id = e.id
    LEFT JOIN bookings b ON b.id = p.booking_id
    LEFT JOIN slots s ON s.id = b.slot_id
    LEFT JOIN gift_vouchers gv ON gv.id = p.gift_voucher_id
    LEFT JOIN staff_accounts sa ON sa.id = e.by_staff
    WHERE e.at >= (${from}::date)::timestamp AT TIME ZONE 'Europe/Rome' AND e.at < (${to}::date + 1)::timestamp AT TIME ZONE 'Europe/Rome'
    ORDER BY e.at ASC, e.id ASC, e.entry ASC`);
  return r.rows.map((x) => ({
    paymentId: Number(x.id),
    entry: x.entry as LedgerEntry['entry'],
    at: pgTimestamp(x.at),
    amountCents: Number(x.amount_cents),
    provider: String(x.provider),
    onSiteMethod: x.method === 'cash' || x.method === 'card' ? x.method : null,
    bookingNumber: text(x.booking_number),
    experienceDate: text(x.experience_date),
    customer: text(x.customer),
    giftVoucherLast4: text(x.code_last4),
    recordedBy: text(x.recorded_by),
    reason: text(x.reason),
    reference: text(x.reference),
  }));
}

/** When each booking's latest succeeded payment was recorded (bookings never paid are absent). */
export async function lastPaymentTimes(db: Executor, bookingIds: readonly number[]): Promise<Map<number, Date>> {
  if (bookingIds.length === 0) return new Map();
  const r = await db.execute<{ booking_id: string | number; at: string | Date }>(sql`
    SELECT booking_id, max(created_at) AS at FROM payments
    WHERE booking_id = ANY(${pgIntArray(bookingIds)}::bigint[]) AND kind = 'payment' AND status = 'succeeded'
    GROUP BY booking_id`);
  return new Map(r.rows.map((x) => [Number(x.booking_id), pgTimestamp(x.at)]));
}

const text = (v: unknown): string | null => (v === null || v === undefined ? null : String(v));
