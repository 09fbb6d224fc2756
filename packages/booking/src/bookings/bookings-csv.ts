import { csvDocument, csvEuros, csvRomeMinute } from '@tenuta/core';
import { onSiteDueCents } from './staff-booking-rules.ts';
import type { StaffBookingRecord } from './staff-bookings-repository.ts';

/**
 * The bookings export, in the exports' one CSV dialect (`csvDocument`: semicolons, euros with a
 * decimal comma exact from integer cents, UTF-8 with a byte-order mark, CRLF), dates YYYY-MM-DD and
 * times HH:MM in Europe/Rome. `last_payment_at` is when the booking's latest succeeded payment was
 * recorded. Pure.
 */
export const CSV_COLUMNS = [
  'booking_number',
  'booked_at',
  'date',
  'time',
  'category',
  'experience',
  'language',
  'adults',
  'children',
  'people',
  'vip',
  'guest_name',
  'guest_email',
  'guest_phone',
  'status',
  'payment_status',
  'unit_price_eur',
  'vip_supplement_eur',
  'subtotal_eur',
  'discount_eur',
  'coupon',
  'total_eur',
  'paid_eur',
  'last_payment_at',
  'refunded_eur',
  'due_on_site_eur',
  'cancelled_at',
  'cancel_reason',
] as const;

export function bookingsCsv(rows: readonly StaffBookingRecord[], lastPaymentAt: ReadonlyMap<number, Date> = new Map()): string {
  return csvDocument(
    CSV_COLUMNS,
    rows.map((b) => [
      b.bookingNumber,
      csvRomeMinute(b.createdAt),
      b.romeDate,
      b.romeStart,
      b.category,
      b.titleIt ?? b.category,
      b.language,
      b.adults,
      b.children,
      b.adults + b.children,
      b.vip ? 'yes' : 'no',
      b.customerName,
      b.customerEmail,
      b.customerPhone,
      b.status,
      b.paymentStatus,
      csvEuros(b.unitPriceCents),
      csvEuros(b.vip ? b.vipSupplementCents : 0),
      csvEuros(b.subtotalCents),
      csvEuros(b.discountCents),
      b.couponCode,
      csvEuros(b.totalCents),
      csvEuros(b.paidCents),
      lastPaymentAt.has(b.id) ? csvRomeMinute(lastPaymentAt.get(b.id)!) : null,
      csvEuros(b.refundedCents),
      csvEuros(onSiteDueCents(b, b.paidCents)),
      b.cancelledAt ? csvRomeMinute(b.cancelledAt) : null,
      b.cancelReason,
    ]),
  );
}
