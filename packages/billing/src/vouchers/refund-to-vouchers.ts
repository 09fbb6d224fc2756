import { eq, sql } from 'drizzle-orm';
import { giftVouchers, type GiftVoucher } from '@tenuta/db';
import type { BookingRefundSplit } from '@tenuta/booking';
import { addDays, romeDate, romeDayStart, type Executor, type Transaction } from '@tenuta/core';
import { appendVoucherEntry, lockVoucher } from './voucher-ledger.ts';

/** The reason of the entries that give a cancelled booking's voucher part back. */
export const BOOKING_REFUND_REASON = 'booking_refund';
/** Money back on a voucher keeps it spendable at least this many days. */
export const REFUND_GRACE_DAYS = 30;

/** The end of the Rome day `days` after `now`'s (the last instant, as a voucher's expiry is). */
const endOfRomeDayAfter = (now: Date, days: number): Date => new Date(romeDayStart(addDays(romeDate(now), days + 1)).getTime() - 1);

/**
 * Money just came back to a voucher (its refund entry written, the voucher locked by the caller).
 * A holder must be able to spend it: a voucher that expired meanwhile is active again and, like
 * one that would expire within 30 days, stays spendable to the end of the Rome day 30 days from
 * now (and is reminded again before that). For money back from a checkout that ended unpaid only
 * an expiry that passed while the checkout held the money is moved: starting a checkout must not
 * stretch a voucher's life. A voided voucher stays voided: voiding is staff's decision about that
 * voucher, and its ledger shows the money that came back for staff to settle.
 */
export async function creditVoucher(tx: Executor, v: GiftVoucher, now: Date, from: 'booking' | 'checkout'): Promise<void> {
  if (v.status !== 'active' && v.status !== 'expired') return;
  const grace = endOfRomeDayAfter(now, REFUND_GRACE_DAYS);
  const due = from === 'booking' ? v.expiresAt.getTime() < grace.getTime() : v.expiresAt.getTime() <= now.getTime() || v.status === 'expired';
  if (!due) return;
  await tx.update(giftVouchers).set({ status: 'active', expiresAt: grace, expiryRemindedAt: null, updatedAt: sql`now()` }).where(eq(giftVouchers.id, v.id));
}

/** What each voucher paid of a booking and has not had back, in the order they paid. */
async function voucherRoom(tx: Executor, bookingId: number): Promise<{ voucherId: number; cents: number }[]> {
  const r = await tx.execute<{ gift_voucher_id: string; room: string }>(sql`
    SELECT gift_voucher_id,
           sum(CASE WHEN kind = 'payment' AND status = 'succeeded' THEN amount_cents
                    WHEN kind = 'refund' AND status IN ('succeeded', 'pending') THEN -amount_cents ELSE 0 END) AS room
      FROM payments
     WHERE booking_id = ${bookingId} AND gift_voucher_id IS NOT NULL
     GROUP BY gift_voucher_id
     ORDER BY min(id)`);
  return r.rows.map((x) => ({ voucherId: Number(x.gift_voucher_id), cents: Number(x.room) })).filter((x) => x.cents > 0);
}

/**
 * Refunds of bookings were decided (how much: the refund policy, or everything when the estate
 * cancels; several at once when a slot is cancelled): each goes first to the vouchers that paid
 * its booking, in the order they paid, each up to what it paid and has not had back; the rest
 * goes to the card. Runs in the cancellation's transaction, after the bookings' locks: every
 * voucher involved is locked once, in ascending id order (vouchers are always locked last). A
 * 'refund' entry per voucher and booking names the booking, and the voucher is kept spendable
 * (`creditVoucher`). Booking records the matching payment rows (provider 'voucher').
 */
export async function refundBookingToVouchers(
  tx: Transaction,
  request: { refunds: readonly { bookingId: number; amountCents: number }[]; now: Date },
): Promise<BookingRefundSplit[]> {
  const rooms = new Map<number, { voucherId: number; cents: number }[]>();
  for (const r of request.refunds) if (r.amountCents > 0 && !rooms.has(r.bookingId)) rooms.set(r.bookingId, await voucherRoom(tx, r.bookingId));
  const locked = new Map<number, GiftVoucher>();
  for (const id of [...new Set([...rooms.values()].flat().map((x) => x.voucherId))].sort((a, b) => a - b)) {
    const v = await lockVoucher(tx, id);
    if (v) locked.set(id, v);
  }
  const splits: BookingRefundSplit[] = [];
  for (const r of request.refunds) {
    let rest = Math.max(0, Math.floor(r.amountCents));
    const toVouchers: BookingRefundSplit['toVouchers'] = [];
    for (const room of rooms.get(r.bookingId) ?? []) {
      const v = locked.get(room.voucherId);
      const take = Math.min(rest, room.cents);
      if (!v || take <= 0) continue;
      await appendVoucherEntry(tx, { voucherId: room.voucherId, kind: 'refund', amountCents: take, bookingId: r.bookingId, reason: BOOKING_REFUND_REASON, at: request.now });
      await creditVoucher(tx, v, request.now, 'booking');
      room.cents -= take;
      toVouchers.push({ voucherId: room.voucherId, amountCents: take });
      rest -= take;
    }
    splits.push({ bookingId: r.bookingId, toVouchers, restCents: rest });
  }
  return splits;
}
