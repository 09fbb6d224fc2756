import { bookAgainUrl } from '@tenuta/booking';
import type { Executor } from '@tenuta/core';
import { NotificationDataError, type RenderContext } from '../render-context.ts';
import type { Locale } from '../strings.ts';
import { payloadBooking } from './booking-cancelled-input.ts';
import type { SlotCancelledInput } from './slot-cancelled.ts';

const wholeCents = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 0;

/** slot_cancelled: the booking, the reason and refund decided under the slot's lock, the free dates found then. */
export async function loadSlotCancelledInput(db: Executor, raw: unknown, locale: Locale, ctx: RenderContext): Promise<SlotCancelledInput> {
  const { booking, payload } = await payloadBooking(db, raw);
  if (!wholeCents(payload.refund_cents)) throw new NotificationDataError('payload.refund_cents must be whole cents');
  const reason = typeof payload.reason === 'string' && payload.reason.trim() !== '' ? payload.reason.trim() : null;
  if (!reason) throw new NotificationDataError('payload.reason is missing');
  const alternatives = (Array.isArray(payload.alternatives) ? payload.alternatives : [])
    .map((a) => new Date(String((a as { starts_at?: unknown } | null)?.starts_at ?? '')))
    .filter((d) => !Number.isNaN(d.getTime()))
    .slice(0, 5);
  return {
    locale,
    booking,
    reason,
    refundCents: payload.refund_cents,
    onSiteCents: wholeCents(payload.on_site_cents) ? payload.on_site_cents : 0,
    nothingCharged: payload.nothing_charged === true,
    alternatives,
    bookAgainUrl: bookAgainUrl(ctx.publicUrl, booking.category, locale),
  };
}
