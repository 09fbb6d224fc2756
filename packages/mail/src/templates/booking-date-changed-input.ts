import type { Executor } from '@tenuta/core';
import { manageBookingUrl } from '@tenuta/booking';
import { NotificationDataError, type RenderContext } from '../render-context.ts';
import type { Locale } from '../strings.ts';
import { payloadBooking } from './booking-cancelled-input.ts';
import type { BookingDateChangedInput } from './booking-date-changed.ts';

/** booking_date_changed: the booking on its new slot, the previous start and the manage link of the fresh token. */
export async function loadDateChangedInput(db: Executor, raw: unknown, locale: Locale, ctx: RenderContext): Promise<BookingDateChangedInput> {
  const { booking, payload } = await payloadBooking(db, raw);
  const previous = new Date(typeof payload.previous_starts_at === 'string' ? payload.previous_starts_at : NaN);
  if (Number.isNaN(previous.getTime())) throw new NotificationDataError('payload.previous_starts_at must be an ISO instant');
  if (booking.status === 'cancelled' || booking.status === 'refunded')
    throw new NotificationDataError(`booking ${booking.bookingNumber} is ${booking.status}: no date-change e-mail`);
  const tokens = typeof payload.manage_tokens === 'object' && payload.manage_tokens !== null ? (payload.manage_tokens as Record<string, unknown>) : {};
  const token = tokens[String(booking.id)];
  return {
    locale,
    booking,
    previousStartsAt: previous,
    manageUrl: typeof token === 'string' && token ? manageBookingUrl(ctx.publicUrl, booking.id, token, locale) : null,
  };
}
