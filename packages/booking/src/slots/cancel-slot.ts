import { eq } from 'drizzle-orm';
import type { RefundStatus, StaffSlotCancelResult } from '@tenuta/contracts';
import { notifications, slots, type Booking } from '@tenuta/db';
import { refundRows, settleBookingRefunds, STAFF_CANCEL_REFUND_REASON, voucherRefundRows } from '../bookings/booking-refunds.ts';
import { transition, type Actor } from '../bookings/booking-transitions.ts';
import { kickOutbox } from '../checkout/checkout-deps.ts';
import { toPlainText } from '../contact/index.ts';
import { DomainError, notFound } from '@tenuta/core';
import { insertPayments } from '../payments/payments-repository.ts';
import { liveOctoHoldsOnSlot, queueOctoBookingUpdates } from '../octo-webhooks/queue-octo-booking-update.ts';
import { recordStaffAction, staffEventActor, type StaffActor } from '@tenuta/core';
import { lockingTransaction, type Executor } from '@tenuta/core';
import { alternativeCandidates, alternativesFor } from './slot-alternatives.ts';
import { fullRefund, toStaffSlot } from './staff-slot-mapper.ts';
import { CANCELLABLE_WITH_SLOT, findStaffSlot, ledgersOf, lockStaffSlot, releaseSlotHolds, slotBookings } from './staff-slot-repository.ts';
import { hasEnded, type StaffSlotsDeps } from './staff-slots-deps.ts';

/**
 * The named transition of a booking whose slot staff cancelled: any state
 * that still takes seats (checked-in guests too) → cancelled, with a
 * booking_events row `slot_cancelled` naming the staff member.
 */
export const cancelBookingWithSlot = (
  tx: Executor,
  bookingId: number,
  actor: Actor,
  c: { reason: string; at: Date; slotId: number; refundCents: number; onSiteCents: number; paymentStatus?: Booking['paymentStatus'] },
) =>
  transition(
    tx,
    bookingId,
    CANCELLABLE_WITH_SLOT,
    'cancelled',
    { cancelledAt: c.at, cancelReason: c.reason, ...(c.paymentStatus ? { paymentStatus: c.paymentStatus } : {}) },
    'slot_cancelled',
    actor,
    {
      reason: c.reason,
      slot_id: c.slotId,
      refund_percent: 100,
      refund_cents: c.refundCents,
      on_site_cents: c.onSiteCents,
    },
  );

/**
 * POST /api/staff/slots/{id}/cancel (a weather cancellation). In ONE
 * transaction under the slot's row lock: refuse a slot already cancelled
 * (409 slot_already_cancelled: nothing is refunded twice) or over; close it
 * and mark it cancelled; lock its live bookings (id order) and cancel each
 * with a FULL refund of what was paid by card (pending ledger rows), the
 * money paid at the estate reported for the team to give back; release its
 * holds; queue each guest's slot_cancelled e-mail (their language, the
 * reason, the refund, the next free dates of the same experience); write
 * the audit row slot.cancel; queue the OCTO booking_update of the bookings
 * and reservations that came through the OCTO API. After commit the refunds go to the provider
 * (idempotency key booking-cancel:<id>); what cannot be sent now stays
 * pending for the retry job.
 */
export async function cancelSlot(deps: StaffSlotsDeps, actor: StaffActor, slotId: number, input: { reason: string }): Promise<StaffSlotCancelResult> {
  // Stored and mailed to the guests: plain text, as every free text (a NUL character would fail the statement).
  const reason = toPlainText(input.reason);
  if (reason.length < 3) throw new DomainError('validation_error', 'Give the reason (the guests read it)', 'reason_required');
  const before = await findStaffSlot(deps.db, slotId, deps.clock.now());
  if (!before) throw notFound('Slot');
  // Read before the lock (it only names dates in the e-mails): the lock stays short.
  const candidates = await alternativeCandidates(deps.db, before, deps.clock.now());

  const done = await lockingTransaction(deps.db, async (tx) => {
    const now = deps.clock.now();
    const slot = await lockStaffSlot(tx, slotId, now);
    if (!slot) throw notFound('Slot');
    if (slot.cancelledAt) throw new DomainError('conflict', 'This slot is already cancelled: nothing more is refunded', 'slot_already_cancelled');
    if (hasEnded(slot, now)) throw new DomainError('conflict', 'This slot is over: it can no longer be cancelled', 'slot_ended');

    await tx.update(slots).set({ isActive: false, cancelledAt: now, cancelReason: reason }).where(eq(slots.id, slotId));
    const bookings = await slotBookings(tx, slotId, true);
    const ledgers = await ledgersOf(
      tx,
      bookings.map((b) => b.id),
    );
    // What gift vouchers paid goes back to them, for every booking at once: each voucher locked once,
    // ascending id, after the slot and the bookings (vouchers are always locked last).
    const voucherAsks = bookings.map((b) => ({ bookingId: b.id, amountCents: fullRefund(ledgers.get(b.id) ?? []).voucherCents })).filter((r) => r.amountCents > 0);
    const toVouchers = new Map(
      (voucherAsks.length > 0 ? await deps.billing.bookingRefundRequested(tx, { refunds: voucherAsks, now }) : []).map((s) => [s.bookingId, s.toVouchers]),
    );
    const cancelled: { id: number; refundCents: number }[] = [];
    let onSiteCents = 0;
    let emails = 0;
    for (const b of bookings) {
      const refund = fullRefund(ledgers.get(b.id) ?? []);
      const paymentStatus: Booking['paymentStatus'] | undefined = refund.refundCents === 0 ? undefined : refund.refundCents >= refund.paidCents ? 'refunded' : 'partially_refunded';
      await cancelBookingWithSlot(tx, b.id, staffEventActor(actor), {
        reason,
        at: now,
        slotId,
        refundCents: refund.refundCents,
        onSiteCents: refund.onSiteCents,
        ...(paymentStatus ? { paymentStatus } : {}),
      });
      const by = { reason: STAFF_CANCEL_REFUND_REASON, staffId: actor.id };
      await insertPayments(tx, [...refundRows(b.id, refund.parts, by), ...voucherRefundRows(b.id, toVouchers.get(b.id) ?? [], by)]);
      await deps.billing.bookingVoided(tx, b.id, 'slot_cancelled');
      if (b.customerEmail) {
        await tx.insert(notifications).values({
          kind: 'slot_cancelled',
          recipient: b.customerEmail,
          locale: b.locale,
          payload: {
            booking_id: b.id,
            slot_id: slotId,
            reason,
            refund_cents: refund.refundCents,
            on_site_cents: refund.onSiteCents,
            nothing_charged: refund.paidCents === 0,
            alternatives: alternativesFor(candidates, b),
          },
        });
        emails++;
      }
      cancelled.push({ id: b.id, refundCents: refund.refundCents });
      onSiteCents += refund.onSiteCents;
    }
    // OCTO reservations on the slot lose their seats with the other holds: their resellers hear it.
    const octoHolds = await liveOctoHoldsOnSlot(tx, slotId, now);
    const holdsReleased = await releaseSlotHolds(tx, slotId, now);
    await queueOctoBookingUpdates(tx, { bookingIds: cancelled.map((c) => c.id), octoBookingIds: octoHolds, at: now });
    const refundCents = cancelled.reduce((a, c) => a + c.refundCents, 0);
    await recordStaffAction(tx, actor, {
      action: 'slot.cancel',
      targetType: 'slot',
      targetId: slotId,
      before: { is_active: slot.isActive, cancelled_at: null, seats_booked: slot.booked, seats_held: Math.max(0, slot.people - slot.booked) },
      after: {
        is_active: false,
        cancelled_at: now.toISOString(),
        cancel_reason: reason,
        bookings_cancelled: cancelled.map((c) => c.id),
        refund_cents: refundCents,
        on_site_cents: onSiteCents,
        holds_released: holdsReleased,
      },
    });
    return { cancelled, refundCents, onSiteCents, holdsReleased, emails };
  });
  kickOutbox(deps);

  const refunds = { succeeded: 0, pending: 0, failed: 0 };
  const statuses = await Promise.all(
    done.cancelled
      .filter((c) => c.refundCents > 0)
      .map(async (c): Promise<RefundStatus> => {
        try {
          return await settleBookingRefunds(deps, c.id);
        } catch {
          // Committed: the retry job sends it.
          return 'pending';
        }
      }),
  );
  for (const s of statuses) if (s === 'succeeded' || s === 'pending' || s === 'failed') refunds[s]++;
  const slot = await findStaffSlot(deps.db, slotId, deps.clock.now());
  return {
    slot: toStaffSlot(slot!),
    bookings_cancelled: done.cancelled.length,
    refund_cents: done.refundCents,
    refunds,
    on_site_cents: done.onSiteCents,
    holds_released: done.holdsReleased,
    emails_queued: done.emails,
  };
}
