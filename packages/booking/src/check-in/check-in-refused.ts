import type { BookingStatus } from '@tenuta/db';
import { DomainError } from '@tenuta/core';
import type { ArrivalBooking, CheckInRecord } from './check-in-repository.ts';

export type CheckInRefusal = 'already_checked_in' | 'not_checkable' | 'outside_window';

/**
 * A check-in that cannot happen (409, `detail` = the reason). It carries what
 * the desk needs to explain it: who checked the guest in and when, the
 * booking's status, or its slot's start.
 */
export class CheckInRefused extends DomainError {
  readonly reason: CheckInRefusal;
  readonly booking: ArrivalBooking;
  readonly checkIn: CheckInRecord | null;
  readonly status: BookingStatus;

  constructor(reason: CheckInRefusal, booking: ArrivalBooking) {
    super('conflict', messages[reason](booking), reason);
    this.name = 'CheckInRefused';
    this.reason = reason;
    this.booking = booking;
    this.checkIn = booking.checkIn;
    this.status = booking.status;
  }
}

const messages: Record<CheckInRefusal, (b: ArrivalBooking) => string> = {
  already_checked_in: (b) =>
    b.checkIn ? `Already checked in${b.checkIn.by ? ` by ${b.checkIn.by}` : ''} at ${b.checkIn.at.toISOString()}` : `Booking ${b.bookingNumber} is already checked in`,
  not_checkable: (b) => `A ${b.status} booking cannot be checked in`,
  outside_window: (b) => `Booking ${b.bookingNumber} is for ${b.startsAt.toISOString()}: check-in opens on the day of the experience`,
};

export const isCheckInRefused = (e: unknown): e is CheckInRefused => e instanceof CheckInRefused;
