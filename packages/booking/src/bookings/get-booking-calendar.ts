import { DomainError, notFound } from '@tenuta/core';
import { bookingCalendar } from '../notifications/booking-calendar.ts';
import { loadBookingDetails } from '../notifications/booking-details.ts';
import type { Attachment } from '../notifications/attachment.ts';
import { manageBookingUrl } from '../notifications/site-links.ts';
import { isActive } from './booking-policy.ts';
import { requireBookingAccess, type BookingAccess } from './get-managed-booking.ts';
import type { GuestBookingDeps } from './guest-booking-deps.ts';

/**
 * GET /api/bookings/{id}/calendar.ics?token=: the same .ics as the
 * confirmation e-mail (one VEVENT, stable UID, so a calendar replaces the
 * event after a change of date), with the manage link in its notes.
 */
export async function getBookingCalendar(deps: Pick<GuestBookingDeps, 'db' | 'clock'>, access: BookingAccess & { locale?: 'it' | 'en'; publicUrl: string }): Promise<Attachment> {
  const found = await requireBookingAccess(deps, access);
  if (!isActive(found.status) && found.status !== 'checked_in') {
    throw new DomainError('conflict', 'This booking is cancelled: there is no appointment to add to a calendar', `Booking ${found.bookingNumber} is ${found.status}.`);
  }
  const [details] = await loadBookingDetails(deps.db, [found.id]);
  if (!details) throw notFound('Booking');
  const locale = access.locale ?? details.locale;
  const manageUrl = manageBookingUrl(access.publicUrl, found.id, access.token ?? '', locale);
  return bookingCalendar([{ ...details, manageUrl }], locale);
}
