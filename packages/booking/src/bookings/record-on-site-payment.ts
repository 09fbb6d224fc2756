import type { StaffBookingDetail } from '@tenuta/contracts';
import { payments, type OnSiteMethod } from '@tenuta/db';
import { recordBookingPaid, writeEvent } from './booking-transitions.ts';
import { DomainError, notFound } from '@tenuta/core';
import { toEuros } from '@tenuta/core';
import { findBookingPayments } from '../payments/payments-repository.ts';
import { recordStaffAction, staffEventActor, type StaffActor } from '@tenuta/core';
import { lockingTransaction, type Executor } from '@tenuta/core';
import { resolveStaffBooking, staffBookingView } from './get-staff-booking.ts';
import { ON_SITE_PROVIDER, ledgerTotals, onSitePaymentState } from './staff-booking-rules.ts';
import type { StaffBookingDeps } from './staff-booking-deps.ts';
import { lockStaffBooking } from './staff-bookings-repository.ts';

export type { OnSiteMethod };

const euros = (cents: number) => `€${toEuros(cents).toFixed(2)}`;

type LockedBooking = NonNullable<Awaited<ReturnType<typeof lockStaffBooking>>>;

/**
 * Money taken at the estate, written under the booking's row lock that the
 * caller holds (`lockStaffBooking`): re-read the ledger (a payment another
 * desk just committed counts), refuse more than is still due (409 with the
 * numbers), write a succeeded `on_site` payment row naming the member, its
 * booking event and the audit row; once the total is covered the booking is
 * paid. The booking page and the check-in screen both take money through it.
 */
export async function takeOnSitePayment(
  tx: Executor,
  b: LockedBooking,
  input: { amountCents: number; method: OnSiteMethod },
  actor: StaffActor,
): Promise<{ paymentId: number; dueCents: number }> {
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0) {
    throw new DomainError('validation_error', 'The amount must be a positive whole number of cents', 'amount_not_positive');
  }
  const ledger = await findBookingPayments(tx, b.id);
  const state = onSitePaymentState(b, ledgerTotals(ledger).paidCents);
  const due = state.due_cents;
  if (!state.allowed && state.reason_if_not_allowed !== 'nothing_due') {
    throw new DomainError('conflict', `Booking ${b.bookingNumber} takes no payment on site (${b.status}, ${b.paymentStatus})`, state.reason_if_not_allowed ?? 'not_active');
  }
  if (input.amountCents > due) {
    throw new DomainError(
      'conflict',
      due === 0 ? `Nothing is due on booking ${b.bookingNumber}` : `${euros(input.amountCents)} is more than the ${euros(due)} still due on booking ${b.bookingNumber}`,
      `amount_exceeds_due; due_cents=${due}; amount_cents=${input.amountCents}`,
    );
  }
  const [row] = await tx
    .insert(payments)
    .values({
      kind: 'payment',
      provider: ON_SITE_PROVIDER,
      bookingId: b.id,
      amountCents: input.amountCents,
      currency: 'eur',
      status: 'succeeded',
      method: input.method,
      staffId: actor.id,
      reason: 'on_site_payment',
    })
    .returning({ id: payments.id });
  const left = due - input.amountCents;
  const eventActor = staffEventActor(actor);
  await writeEvent(tx, {
    bookingId: b.id,
    type: 'on_site_payment',
    from: b.status,
    to: b.status,
    actor: eventActor,
    data: { payment_id: row!.id, amount_cents: input.amountCents, method: input.method, due_cents: left },
  });
  if (left === 0) await recordBookingPaid(tx, b.id, eventActor, { payment_id: row!.id, paid_cents: ledgerTotals(ledger).paidCents + input.amountCents });
  await recordStaffAction(tx, actor, {
    action: 'booking.payment_on_site',
    targetType: 'booking',
    targetId: b.id,
    before: { payment_status: b.paymentStatus, due_cents: due },
    after: { payment_id: row!.id, amount_cents: input.amountCents, method: input.method, due_cents: left, payment_status: left === 0 ? 'paid' : b.paymentStatus },
  });
  return { paymentId: row!.id, dueCents: left };
}

/**
 * POST /api/staff/bookings/{id}/payments: money taken at the estate (a wine
 * tasting paid at the cellar: cash or the card terminal), under the
 * booking's row lock so two desks cannot both take the last euro.
 */
export async function recordOnSitePayment(
  deps: Pick<StaffBookingDeps, 'db' | 'clock' | 'refundPolicy'>,
  input: { ref: string | number; amountCents: number; method: OnSiteMethod },
  actor: StaffActor,
): Promise<{ booking: StaffBookingDetail; paymentId: number; dueCents: number }> {
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0) {
    throw new DomainError('validation_error', 'The amount must be a positive whole number of cents', 'amount_not_positive');
  }
  const found = await resolveStaffBooking(deps.db, input.ref);
  const done = await lockingTransaction(deps.db, async (tx) => {
    const b = await lockStaffBooking(tx, found.id);
    if (!b) throw notFound('Booking');
    return takeOnSitePayment(tx, b, input, actor);
  });
  return { booking: await staffBookingView(deps, found.id), ...done };
}
