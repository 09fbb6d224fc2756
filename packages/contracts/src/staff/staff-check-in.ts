import { z } from 'zod';
import { bookedCategory } from '../availability.ts';
import { bookingStatus } from '../bookings.ts';
import { errorResponse, isoDate, localizedText } from '../common.ts';
import { staffBookingChannel, staffSlotChannel } from './staff-booking-channel.ts';

/**
 * Check-in, the day's manifest and the Today page of the back office. Money
 * in integer euro cents (`*_cents`); instants in ISO 8601 (show them in
 * Europe/Rome); dates are Rome calendar days.
 */

export const checkInMethod = z.enum(['tap', 'qr', 'number']);
export type CheckInMethodName = z.infer<typeof checkInMethod>;

/** A booking's id or its number (BK-…, case and spaces forgiven). */
export const staffBookingRefParam = z.object({ id: z.string().trim().min(1).max(40) });
/** Tapping a manifest row, or typing the number at the desk (a scanned code goes to /check-in/scan). */
export const staffCheckInRequest = z.object({ method: z.enum(['tap', 'number']).default('tap') });
/** The text of a confirmation's QR code. */
export const staffCheckInScanRequest = z.object({ token: z.string().trim().min(1).max(200) });

export const staffCheckInRecord = z.object({
  at: z.string(),
  /** The staff member's name. */
  by: z.string().nullable(),
  method: checkInMethod,
});

/** A booking as the desk sees it on arrival. */
export const staffArrival = z.object({
  id: z.number().int(),
  booking_number: z.string(),
  status: bookingStatus,
  category: bookedCategory,
  slot_id: z.number().int(),
  starts_at: z.string(),
  experience_title: localizedText,
  adults: z.number().int(),
  children: z.number().int(),
  people_count: z.number().int(),
  /** Tour language, upper case (IT, EN…). */
  language: z.string(),
  vip: z.boolean(),
  customer_name: z.string().nullable(),
  customer_phone: z.string().nullable(),
  notes: z.string().nullable(),
  /** Still to collect at the estate (wine paid on site). */
  due_on_site_cents: z.number().int(),
  check_in: staffCheckInRecord.nullable(),
  /** Who sold it (the agency or the referrer named) and who pays it. */
  channel: staffBookingChannel,
});
export type StaffArrival = z.infer<typeof staffArrival>;

export const staffCheckInResponse = z.object({ success: z.literal(true), data: z.object({ booking: staffArrival }) });
export type StaffCheckInResponse = z.infer<typeof staffCheckInResponse>;

/**
 * A 409 of a check-in: `detail` is already_checked_in (with checked_in_by and
 * checked_in_at: "already checked in by Sara at 9:42"), not_checkable (with
 * the booking's status) or outside_window (the slot is not today).
 */
export const staffCheckInRefusal = errorResponse.extend({
  detail: z.string(),
  booking: staffArrival.optional(),
  checked_in_by: z.string().nullable().optional(),
  checked_in_at: z.string().optional(),
  status: bookingStatus.optional(),
});
export type StaffCheckInRefusal = z.infer<typeof staffCheckInRefusal>;

/** `date`: a Rome calendar day; today when left out. */
export const staffManifestQuery = z.object({ date: isoDate.optional() });

/** GET /api/staff/manifest.csv answers text/csv (UTF-8 with BOM): a header line, then one line per booking. */
export const staffManifestCsv = z
  .string()
  .describe(
    'text/csv; charset=utf-8: slot_start, experience, booking_number, status, guest, phone, adults, children, people, language, vip, notes, to_collect_eur, checked_in_at, checked_in_by, channel (direct, reseller, referrer, octo), partner, partner_reference',
  );

export const staffManifestTotals = z.object({
  bookings: z.number().int(),
  adults: z.number().int(),
  children: z.number().int(),
  people_count: z.number().int(),
  checked_in_bookings: z.number().int(),
  checked_in_people: z.number().int(),
  due_on_site_cents: z.number().int(),
});
export type StaffManifestTotals = z.infer<typeof staffManifestTotals>;

const slotCategory = z.enum(['TRUFFLE', 'WINE', 'CHOICE']);

export const staffManifestSlot = z.object({
  id: z.number().int(),
  starts_at: z.string(),
  duration_minutes: z.number().int(),
  category: slotCategory,
  /** Null on a CHOICE slot (each booking names its category). */
  experience_title: localizedText.nullable(),
  capacity_total: z.number().int(),
  is_active: z.boolean(),
  cancelled: z.boolean(),
  bookings: z.array(staffArrival),
  totals: staffManifestTotals,
});
export type StaffManifestSlot = z.infer<typeof staffManifestSlot>;

export const staffManifestResponse = z.object({
  success: z.literal(true),
  data: z.object({ date: z.string(), slots: z.array(staffManifestSlot), totals: staffManifestTotals }),
});
export type StaffManifest = z.infer<typeof staffManifestResponse>['data'];

const count = z.object({ bookings: z.number().int(), people: z.number().int() });

export const staffTodaySlot = z.object({
  id: z.number().int(),
  starts_at: z.string(),
  duration_minutes: z.number().int(),
  category: slotCategory,
  experience_title: localizedText.nullable(),
  capacity_total: z.number().int(),
  /** People of live bookings, of unexpired holds, and the seats left (never below 0). */
  booked: z.number().int(),
  held: z.number().int(),
  free: z.number().int(),
  is_active: z.boolean(),
  /** A truffle VIP booking made the slot private: no one else can book it. */
  is_private: z.boolean(),
  cancelled: z.boolean(),
  arrivals: count,
  checked_in: count,
  due_on_site_cents: z.number().int(),
  /** Its start plus its duration is past: Today dims it, and its free seats leave the day's. */
  ended: z.boolean(),
  /** The partners behind its live bookings (agencies and referrers), with their bookings and people; direct bookings are not listed. */
  channels: z.array(staffSlotChannel),
  /** The first few bookings still expected (confirmed or paid, not checked in), by guest name. */
  next_arrivals: z.array(z.object({ booking_id: z.number().int(), booking_number: z.string(), customer_name: z.string().nullable(), people_count: z.number().int() })),
});
export type StaffTodaySlot = z.infer<typeof staffTodaySlot>;

export const staffTodayDay = z.object({
  date: z.string(),
  slots: z.array(staffTodaySlot),
  totals: z.object({
    capacity: z.number().int(),
    booked: z.number().int(),
    held: z.number().int(),
    free: z.number().int(),
    arrivals: count,
    checked_in: count,
    due_on_site_cents: z.number().int(),
  }),
});
export type StaffTodayDay = z.infer<typeof staffTodayDay>;

const alert = <T extends z.ZodTypeAny>(item: T) => z.object({ count: z.number().int(), items: z.array(item) });

export const staffTodayAlerts = z.object({
  refunds_pending: alert(
    z.object({
      payment_id: z.number().int(),
      booking_id: z.number().int().nullable(),
      booking_number: z.string().nullable(),
      amount_cents: z.number().int(),
      created_at: z.string(),
      age_minutes: z.number().int(),
      error_code: z.string().nullable(),
    }),
  ),
  emails_failed: alert(
    z.object({
      id: z.number().int(),
      kind: z.string(),
      recipient: z.string(),
      booking_id: z.number().int().nullable(),
      contact_message_id: z.number().int().nullable(),
      created_at: z.string(),
      last_error: z.string().nullable(),
    }),
  ),
  unpaid_bookings: alert(
    z.object({
      booking_id: z.number().int(),
      booking_number: z.string(),
      customer_name: z.string().nullable(),
      total_cents: z.number().int(),
      created_at: z.string(),
      age_minutes: z.number().int(),
      starts_at: z.string(),
    }),
  ),
  reviews_pending: alert(z.object({ id: z.number().int(), author_name: z.string(), rating: z.number().int(), experience_title: localizedText, created_at: z.string() })),
  messages_open: alert(z.object({ id: z.number().int(), name: z.string(), subject: z.string().nullable(), created_at: z.string() })),
});
export type StaffTodayAlerts = z.infer<typeof staffTodayAlerts>;

export const staffTodayResponse = z.object({
  success: z.literal(true),
  data: z.object({ now: z.string(), days: z.array(staffTodayDay), alerts: staffTodayAlerts }),
});
export type StaffToday = z.infer<typeof staffTodayResponse>['data'];
