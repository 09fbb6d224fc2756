import { sql } from 'drizzle-orm';
import { VOID_REASON_MAX, VOID_REASON_MIN, type StaffBookingDetail } from '@tenuta/contracts';
import { bookings, type BookingStatus, type OnSiteMethod, type PaymentStatus } from '@tenuta/db';
import { DomainError, lockingTransaction, notFound, pgTimestamp, recordStaffAction, staffEventActor, type StaffActor } from '@tenuta/core';
import { findBookingPayments } from '../payments/payments-repository.ts';
import { writeEvent } from './booking-transitions.ts';
import { resolveStaffBooking, staffBookingView } from './get-staff-booking.ts';
import { isVoidable, ledgerTotals, onSiteDueCents } from './staff-booking-rules.ts';
import type { StaffBookingDeps } from './staff-booking-deps.ts';
import { lockStaffBooking } from './staff-bookings-repository.ts';

const CANCELLED: readonly BookingStatus[] = ['cancelled', 'refunded'];

/**
 * POST /api/staff/bookings/{id}/payments/{paymentId}/void: an on-site
 * payment recorded by mistake (the wrong booking, the wrong amount, cash
 * that was never handed over). Under the booking's row lock, then the
 * payment's, re-read: only a succeeded `on_site` payment of that booking is
 * voided (409 `already_voided`, `not_voidable`; another booking's payment is
 * 404). The row is never deleted: its status moves to canceled, with who
 * voided it, when and why (3–500 characters), so it no longer counts as
 * paid and the amount due comes back; a booking the payment had settled
 * takes payment on site again. The booking event `payment_voided` and the
 * audit row `booking.payment_void` in the same transaction; for a cancelled
 * booking the referrer's commission follows what was really paid.
 */
export async function voidOnSitePayment(
  deps: Pick<StaffBookingDeps, 'db' | 'clock' | 'refundPolicy' | 'billing'>,
  input: { ref: string | number; paymentId: number; reason: string },
  actor: StaffActor,
): Promise<StaffBookingDetail> {
  const reason = input.reason.trim();
  if (reason.length < VOID_REASON_MIN || reason.length > VOID_REASON_MAX) {
    throw new DomainError('validation_error', `Say why the payment is voided (${VOID_REASON_MIN} to ${VOID_REASON_MAX} characters)`, 'void_reason_required');
  }
  const found = await resolveStaffBooking(deps.db, input.ref);
  await lockingTransaction(deps.db, async (tx) => {
    const b = await lockStaffBooking(tx, found.id);
    if (!b) throw notFound('Booking');
    const r = await tx.execute<{
      id: number;
      kind: 'payment' | 'refund';
      provider: string;
      status: PaymentStatus;
      amount_cents: number;
      method: OnSiteMethod | null;
      voided_at: string | null;
    }>(sql`SELECT id, kind, provider, status, amount_cents, method, voided_at FROM payments WHERE id = ${input.paymentId} AND booking_id = ${b.id} FOR UPDATE`);
    const p = r.rows[0];
    if (!p) throw notFound('Payment');
    if (p.voided_at) throw new DomainError('conflict', `Payment ${p.id} was already voided on ${pgTimestamp(p.voided_at).toISOString()}`, 'already_voided');
    if (!isVoidable(p)) throw new DomainError('conflict', 'Only a payment taken on site can be voided; a card payment goes back by a refund', 'not_voidable');
    const now = deps.clock.now();
    await tx.execute(sql`
      UPDATE payments SET status = 'canceled', voided_at = ${now.toISOString()}::timestamptz, voided_by = ${actor.id}, void_reason = ${reason}, updated_at = now()
       WHERE id = ${p.id}`);
    const paid = ledgerTotals(await findBookingPayments(tx, b.id)).paidCents;
    // The payment had settled the booking: it is paid on site again, and what it covered is due again.
    const reopened = b.paymentStatus === 'paid' && paid < b.totalCents;
    if (reopened) await tx.update(bookings).set({ paymentStatus: 'pay_on_site', updatedAt: sql`now()` }).where(sql`${bookings.id} = ${b.id}`);
    const paymentStatus = reopened ? 'pay_on_site' : b.paymentStatus;
    const due = onSiteDueCents({ status: b.status, paymentStatus, totalCents: b.totalCents }, paid);
    const amountCents = Number(p.amount_cents);
    await writeEvent(tx, {
      bookingId: b.id,
      type: 'payment_voided',
      from: b.status,
      to: b.status,
      actor: staffEventActor(actor),
      data: { payment_id: Number(p.id), amount_cents: amountCents, method: p.method, reason, due_cents: due },
    });
    if (CANCELLED.includes(b.status)) await deps.billing.bookingVoided(tx, b.id, 'cancelled');
    await recordStaffAction(tx, actor, {
      action: 'booking.payment_void',
      targetType: 'booking',
      targetId: b.id,
      before: { payment_id: Number(p.id), status: p.status, amount_cents: amountCents, method: p.method, payment_status: b.paymentStatus },
      after: { payment_id: Number(p.id), status: 'canceled', reason, due_cents: due, payment_status: paymentStatus },
    });
  });
  return staffBookingView(deps, found.id);
}
