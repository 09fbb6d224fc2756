import { transition, type Actor } from '../bookings/booking-transitions.ts';
import type { Executor } from '@tenuta/core';

/** The guest arrived: confirmed/paid → checked_in, with its booking_events row. */
export const markCheckedIn = (tx: Executor, bookingId: number, actor: Actor, data?: Record<string, unknown>) =>
  transition(tx, bookingId, ['confirmed', 'paid'], 'checked_in', {}, 'checked_in', actor, data);
