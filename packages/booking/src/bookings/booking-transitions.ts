import { sql } from 'drizzle-orm';
import { bookingEvents, bookings, type Booking, type BookingStatus, type NewBooking } from '@tenuta/db';
import { DomainError } from '@tenuta/core';
import type { Executor } from '@tenuta/core';

/**
 * Every booking state change is one of these named functions: it moves the
 * row only from the states it allows and writes a booking_events audit row
 * in the same transaction. Side effects (e-mail) go through the outbox.
 */
/** `octo:key-<id>`: a reseller's system through the OCTO API, by its API key. */
export type Actor = 'guest' | 'system' | 'webhook' | `staff:${string}` | `partner:${string}` | `octo:${string}`;

/** Writes one booking_events row (for transitions defined in other files of this module). */
export async function writeEvent(
  tx: Executor,
  e: { bookingId: number; type: string; from: BookingStatus | null; to: BookingStatus | null; actor: Actor; data?: Record<string, unknown> },
) {
  await tx.insert(bookingEvents).values({ bookingId: e.bookingId, type: e.type, fromStatus: e.from, toStatus: e.to, actor: e.actor, data: e.data ?? {} });
}

/** Inserts a booking in `pending` with its `created` audit row. */
export async function createPendingBooking(tx: Executor, values: Omit<NewBooking, 'status'>, actor: Actor, data?: Record<string, unknown>): Promise<Booking> {
  const [row] = await tx
    .insert(bookings)
    .values({ ...values, status: 'pending' })
    .returning();
  await writeEvent(tx, { bookingId: row!.id, type: 'created', from: null, to: 'pending', actor, ...(data ? { data } : {}) });
  return row!;
}

/** Moves a locked booking from one of `from` to `to`, with its audit row; 409 from any other state. */
export async function transition(
  tx: Executor,
  bookingId: number,
  from: readonly BookingStatus[],
  to: BookingStatus,
  set: Partial<Pick<Booking, 'paymentStatus' | 'cancelledAt' | 'cancelReason'>>,
  type: string,
  actor: Actor,
  data?: Record<string, unknown>,
): Promise<Booking> {
  const [before] = await tx.select({ status: bookings.status }).from(bookings).where(sql`${bookings.id} = ${bookingId}`).for('update');
  if (!before) throw new DomainError('not_found', 'Booking not found');
  if (!from.includes(before.status)) {
    throw new DomainError('conflict', `Booking cannot go from ${before.status} to ${to}`, `Booking ${bookingId} is ${before.status}`);
  }
  const [row] = await tx
    .update(bookings)
    .set({ status: to, ...set, updatedAt: sql`now()` })
    .where(sql`${bookings.id} = ${bookingId}`)
    .returning();
  await writeEvent(tx, { bookingId, type, from: before.status, to, actor, ...(data ? { data } : {}) });
  return row!;
}

/** Wine: pending → confirmed, paid on site. */
export const confirmBooking = (tx: Executor, bookingId: number, actor: Actor, data?: Record<string, unknown>) =>
  transition(tx, bookingId, ['pending'], 'confirmed', { paymentStatus: 'pay_on_site' }, 'confirmed', actor, data);

/** Truffle: pending → paid, by card. */
export const markBookingPaid = (tx: Executor, bookingId: number, actor: Actor, data?: Record<string, unknown>) =>
  transition(tx, bookingId, ['pending'], 'paid', { paymentStatus: 'paid' }, 'paid', actor, data);

/** A reseller's truffle order on account: pending → confirmed, invoiced to the partner (nothing paid by card). */
export const confirmOnAccount = (tx: Executor, bookingId: number, actor: Actor, data?: Record<string, unknown>) =>
  transition(tx, bookingId, ['pending'], 'confirmed', { paymentStatus: 'on_account' }, 'confirmed', actor, data);

/**
 * A payment through the payment API covered the booking: a pending booking
 * becomes paid; a confirmed (pay-on-site) one keeps its state and is now paid;
 * on a cancelled booking it is 'refund_due' (see recordLatePaymentRefund).
 */
export async function recordBookingPaid(
  tx: Executor,
  bookingId: number,
  actor: Actor,
  data?: Record<string, unknown>,
): Promise<'paid' | 'payment_received' | 'unchanged' | 'refund_due'> {
  const [b] = await tx.select({ status: bookings.status, paymentStatus: bookings.paymentStatus }).from(bookings).where(sql`${bookings.id} = ${bookingId}`).for('update');
  if (!b) return 'unchanged';
  // A payment that completes after the booking was cancelled (by the guest, or
  // released unpaid) buys nothing: the caller gives it back in full.
  if (b.status === 'cancelled' || b.status === 'refunded') return 'refund_due';
  if (b.paymentStatus === 'paid') return 'unchanged';
  if (b.status === 'pending') {
    await markBookingPaid(tx, bookingId, actor, data);
    return 'paid';
  }
  await tx.update(bookings).set({ paymentStatus: 'paid', updatedAt: sql`now()` }).where(sql`${bookings.id} = ${bookingId}`);
  await writeEvent(tx, { bookingId, type: 'payment_received', from: b.status, to: b.status, actor, ...(data ? { data } : {}) });
  return 'payment_received';
}

/** The audit row of a payment given back because it completed after the booking was cancelled. */
export async function recordLatePaymentRefund(tx: Executor, bookingId: number, actor: Actor, data?: Record<string, unknown>): Promise<void> {
  const [b] = await tx.select({ status: bookings.status }).from(bookings).where(sql`${bookings.id} = ${bookingId}`);
  if (b) await writeEvent(tx, { bookingId, type: 'late_payment_refund', from: b.status, to: b.status, actor, ...(data ? { data } : {}) });
}

/**
 * The guest (or staff) cancels: pending/confirmed/paid → cancelled, with the
 * reason and the refund decided under the booking's lock in the audit row.
 * Seats are free at once (cancelled bookings do not count).
 */
export const markBookingCancelled = (
  tx: Executor,
  bookingId: number,
  actor: Actor,
  c: { reason: string; at: Date; refundPercent: number; refundCents: number; paymentStatus?: Booking['paymentStatus']; data?: Record<string, unknown> },
) =>
  transition(
    tx,
    bookingId,
    ['pending', 'confirmed', 'paid'],
    'cancelled',
    { cancelledAt: c.at, cancelReason: c.reason, ...(c.paymentStatus ? { paymentStatus: c.paymentStatus } : {}) },
    'cancelled',
    actor,
    {
      reason: c.reason,
      refund_percent: c.refundPercent,
      refund_cents: c.refundCents,
      ...c.data,
    },
  );

/** A direct booking never paid in time: pending → cancelled, its seats freed. */
export const expireUnpaidBooking = (tx: Executor, bookingId: number, at: Date, data?: Record<string, unknown>) =>
  transition(tx, bookingId, ['pending'], 'cancelled', { cancelledAt: at, cancelReason: 'unpaid' }, 'expired', 'system', data);

/**
 * A free change of date: the booking moves to another slot, its state and
 * money unchanged; the day-before reminder is due again for the new date.
 * The caller has locked the booking and both slots and re-checked the seats.
 */
export async function recordBookingDateChange(tx: Executor, bookingId: number, actor: Actor, change: { toSlotId: number; data: Record<string, unknown> }): Promise<Booking> {
  const [before] = await tx.select({ status: bookings.status, slotId: bookings.slotId }).from(bookings).where(sql`${bookings.id} = ${bookingId}`).for('update');
  if (!before) throw new DomainError('not_found', 'Booking not found');
  if (!['pending', 'confirmed', 'paid'].includes(before.status)) {
    throw new DomainError('conflict', `A ${before.status} booking cannot change date`, `Booking ${bookingId} is ${before.status}`);
  }
  const [row] = await tx.update(bookings).set({ slotId: change.toSlotId, reminderQueuedAt: null, updatedAt: sql`now()` }).where(sql`${bookings.id} = ${bookingId}`).returning();
  await writeEvent(tx, {
    bookingId,
    type: 'date_changed',
    from: before.status,
    to: before.status,
    actor,
    data: { from_slot_id: before.slotId, to_slot_id: change.toSlotId, ...change.data },
  });
  return row!;
}
