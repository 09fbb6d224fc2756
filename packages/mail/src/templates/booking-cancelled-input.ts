import { bookAgainUrl, type BookingDetails, loadBookingDetails } from '@tenuta/booking';
import type { Executor } from '@tenuta/core';
import { NotificationDataError, type RenderContext } from '../render-context.ts';
import type { Locale } from '../strings.ts';
import type { BookingCancelledInput } from './booking-cancelled.ts';
import type { StaffBookingCancelledInput } from './staff-booking-cancelled.ts';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const wholeCents = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 0;

/** The one booking a notification payload names (payload.booking_id). */
export async function payloadBooking(db: Executor, payload: unknown): Promise<{ booking: BookingDetails; payload: Record<string, unknown> }> {
  if (!isRecord(payload) || !Number.isSafeInteger(Number(payload.booking_id)) || Number(payload.booking_id) <= 0) {
    throw new NotificationDataError('payload.booking_id must be a booking id');
  }
  const [booking] = await loadBookingDetails(db, [Number(payload.booking_id)]);
  if (!booking) throw new NotificationDataError(`booking not found: ${String(payload.booking_id)}`);
  return { booking, payload };
}

/** booking_cancelled and staff_booking_cancelled: the booking, and the refund decided when it was cancelled. */
export async function loadCancellationInput(db: Executor, raw: unknown, locale: Locale, ctx: RenderContext): Promise<BookingCancelledInput & StaffBookingCancelledInput> {
  const { booking, payload } = await payloadBooking(db, raw);
  if (!wholeCents(payload.refund_cents) || !wholeCents(payload.refund_percent)) throw new NotificationDataError('payload.refund_cents and refund_percent must be whole numbers');
  return {
    locale,
    booking,
    refund: {
      percent: payload.refund_percent,
      amountCents: payload.refund_cents,
      voucherCents: wholeCents(payload.voucher_refund_cents) ? Math.min(payload.voucher_refund_cents, payload.refund_cents) : 0,
      nothingCharged: payload.nothing_charged === true,
    },
    reason: typeof payload.reason === 'string' ? payload.reason : null,
    byEstate: payload.cancelled_by === 'estate',
    bookAgainUrl: bookAgainUrl(ctx.publicUrl, booking.category, locale),
  };
}
