import { onSiteDueCents } from './staff-booking-rules.ts';
import type { StaffBookingRecord } from './staff-bookings-repository.ts';

/**
 * The bookings export, in the same dialect as the manifest's: RFC 4180
 * (fields separated by commas, quoted when they hold a comma, a semicolon,
 * a quote or a line break; CRLF line ends), UTF-8 with a byte-order mark so spreadsheets
 * read accents right, money in euros with two decimals and a point
 * ("1234.50", exact from integer cents), dates YYYY-MM-DD and times HH:MM in
 * Europe/Rome. Pure.
 */
export const CSV_SEPARATOR = ',';
const BOM = '\uFEFF';

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

/** Cents as euros with two decimals and a point: 17000 → "170.00", -5 → "-0.05". */
export function csvEuros(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * One field: quoted when it holds the separator, a quote or a line break;
 * text that a spreadsheet would run as a formula (= + - @ tab CR first) gets
 * a leading apostrophe (guests type their own names).
 */
export function csvField(value: string | number | boolean | null | undefined, text = true): string {
  if (value === null || value === undefined) return '';
  let s = String(value);
  if (text && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",;\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

const romeDateTime = (d: Date): string =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Rome', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' }).format(d);

export function bookingsCsv(rows: readonly StaffBookingRecord[]): string {
  const lines = [CSV_COLUMNS.join(CSV_SEPARATOR)];
  for (const b of rows) {
    const money = (cents: number) => csvField(csvEuros(cents), false);
    const fields = [
      csvField(b.bookingNumber),
      csvField(romeDateTime(b.createdAt)),
      csvField(b.romeDate),
      csvField(b.romeStart),
      csvField(b.category),
      csvField(b.titleIt ?? b.category),
      csvField(b.language),
      csvField(b.adults, false),
      csvField(b.children, false),
      csvField(b.adults + b.children, false),
      csvField(b.vip ? 'yes' : 'no'),
      csvField(b.customerName),
      csvField(b.customerEmail),
      csvField(b.customerPhone),
      csvField(b.status),
      csvField(b.paymentStatus),
      money(b.unitPriceCents),
      money(b.vip ? b.vipSupplementCents : 0),
      money(b.subtotalCents),
      money(b.discountCents),
      csvField(b.couponCode),
      money(b.totalCents),
      money(b.paidCents),
      money(b.refundedCents),
      money(onSiteDueCents(b, b.paidCents)),
      csvField(b.cancelledAt ? romeDateTime(b.cancelledAt) : null),
      csvField(b.cancelReason),
    ];
    lines.push(fields.join(CSV_SEPARATOR));
  }
  return `${BOM}${lines.join('\r\n')}\r\n`;
}
