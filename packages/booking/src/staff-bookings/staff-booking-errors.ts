import { DomainError, isDomainError, type Executor } from '@tenuta/core';
import { findSlotWithOccupancy, freeSeats } from '../holds/index.ts';

/**
 * The back office's refusals, each with a sub-code the staff pages word in Italian and English
 * (`detail`: the code, then `name=value` pairs the message shows).
 */

/** No room for the party: a conflict with the slot as it is now (409), with the seats still free. */
export const notEnoughSeats = (free: number, asked: number) =>
  new DomainError('conflict', `Not enough seats left on this slot: ${free} free, ${asked} asked for`, `not_enough_seats; free=${free}; asked=${asked}`);

/**
 * The seat rules' refusal (`capacity_exceeded`, raised under the slot lock and rolled back) as the
 * desk's 409 with the seats free now (read again, without a lock: it only words the message).
 * Any other error is returned as it is.
 */
export async function asSeatsConflict(db: Executor, e: unknown, slotId: number, asked: number, now: Date): Promise<unknown> {
  if (!isDomainError(e) || e.code !== 'capacity_exceeded') return e;
  const slot = await findSlotWithOccupancy(db, slotId, now);
  return notEnoughSeats(slot ? freeSeats(slot) : 0, asked);
}

export const slotStarted = () => new DomainError('conflict', 'This slot has already started', 'slot_started');
export const emailRequired = () => new DomainError('validation_error', 'A payment link needs the guest’s e-mail address', 'email_required');
export const paymentLinkTooLate = () => new DomainError('conflict', 'The experience starts too soon for a payment link: take the payment on site', 'payment_link_too_late');
