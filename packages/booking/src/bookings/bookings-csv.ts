import { csvDocument, csvEuros, csvRomeMinute } from '@tenuta/core';
import { onSiteDueCents } from './staff-booking-rules.ts';
import type { StaffBookingRecord } from './staff-bookings-repository.ts';

/**
 * The bookings export, in the exports' one CSV dialect (see csv.ts): RFC 4180
 * (fields separated by commas, quoted when they hold a comma, a semicolon,
 * a quote or a line break; CRLF line ends), UTF-8 with a byte-order mark so spreadsheets
 * read accents right, money in euros with two decimals and a point
 * ("1234.50", exact from integer cents), dates YYYY-MM-DD and times HH:MM in
 * Europe/Rome. Pure.
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
  'refunded_eur',
  'due_on_site_eur',
  'cancelled_at',
  'cancel_reason',
] as const;

export function bookingsCsv(rows: readonly StaffBookingRecord[]): string {
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
      csvEuros(b.refundedCents),
      csvEuros(onSiteDueCents(b, b.paidCents)),
      b.cancelledAt ? csvRomeMinute(b.cancelledAt) : null,
      b.cancelReason,
    ]),
  );
}
