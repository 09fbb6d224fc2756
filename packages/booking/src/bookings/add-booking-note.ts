import { BOOKING_NOTE_MAX, type StaffBookingDetail } from '@tenuta/contracts';
import { bookingNotes } from '@tenuta/db';
import { writeEvent } from './booking-transitions.ts';
import { DomainError, notFound } from '@tenuta/core';
import { recordStaffAction, staffEventActor, type StaffActor } from '@tenuta/core';
import { lockingTransaction } from '@tenuta/core';
import { resolveStaffBooking, staffBookingView } from './get-staff-booking.ts';
import type { StaffBookingDeps } from './staff-booking-deps.ts';
import { lockStaffBooking } from './staff-bookings-repository.ts';
import { NOTE_EVENT } from './staff-booking-history.ts';

/**
 * POST /api/staff/bookings/{id}/notes: an internal note (never shown to the
 * guest). Append-only: a correction is another note. Any state.
 */
export async function addBookingNote(
  deps: Pick<StaffBookingDeps, 'db' | 'clock' | 'refundPolicy'>,
  input: { ref: string | number; body: string },
  actor: StaffActor,
): Promise<StaffBookingDetail> {
  const body = input.body.trim();
  if (body.length === 0 || body.length > BOOKING_NOTE_MAX) throw new DomainError('validation_error', `A note has 1 to ${BOOKING_NOTE_MAX} characters`, 'note_length');
  const found = await resolveStaffBooking(deps.db, input.ref);
  await lockingTransaction(deps.db, async (tx) => {
    const b = await lockStaffBooking(tx, found.id);
    if (!b) throw notFound('Booking');
    const [note] = await tx.insert(bookingNotes).values({ bookingId: b.id, staffId: actor.id, body }).returning({ id: bookingNotes.id });
    await writeEvent(tx, { bookingId: b.id, type: NOTE_EVENT, from: b.status, to: b.status, actor: staffEventActor(actor), data: { note_id: note!.id } });
    await recordStaffAction(tx, actor, { action: 'booking.note', targetType: 'booking', targetId: b.id, after: { note_id: note!.id, body } });
  });
  return staffBookingView(deps, found.id);
}
