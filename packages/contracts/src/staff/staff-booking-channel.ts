import { z } from 'zod';
import { bookedCategory } from '../availability.ts';
import { bookingStatus } from '../bookings.ts';
import { localizedText } from '../common.ts';

/**
 * Who sold a booking and who pays it, as every staff page shows it (the booking's detail, the
 * bookings list, the manifest, check-in, Today). Derived by the booking engine from the booking,
 * its order and its attribution; money in integer euro cents.
 */

/** direct: the guest's own booking; reseller: an agency's order (partner area); referrer: a guest sent by a partner; octo: an agency's order through the OCTO API. */
export const salesChannel = z.enum(['direct', 'reseller', 'referrer', 'octo']);
export type SalesChannelName = z.infer<typeof salesChannel>;

/** Who pays a line: the guest online or at the estate, or the agency (on account, invoiced; or by card at its net rate). */
export const linePayer = z.enum(['guest_online', 'guest_on_site', 'agency_on_account', 'agency_card']);
export type LinePayerName = z.infer<typeof linePayer>;

export const staffBookingChannel = z.object({
  kind: salesChannel,
  /** The reseller whose order it is, or the partner that referred the guest; null for a direct booking. */
  partner: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** The agency's own reference (reseller and OCTO orders). */
  reference: z.string().nullable(),
  /** What the agency pays for this line (its net rate); null when the agency pays nothing for it. */
  net_cents: z.number().int().nullable(),
  payer: linePayer,
  /** How a referred booking was credited to the partner: its discount code or one of its links. */
  referral: z.object({ source: z.enum(['code', 'link']), code: z.string().nullable(), link_label: z.string().nullable() }).nullable(),
});
export type StaffBookingChannel = z.infer<typeof staffBookingChannel>;

/** One line of the order a booking belongs to (the bookings of one checkout), with who pays it. */
export const staffOrderLine = z.object({
  id: z.number().int(),
  booking_number: z.string(),
  status: bookingStatus,
  category: bookedCategory,
  experience_title: localizedText,
  date: z.string(),
  start_time: z.string(),
  people_count: z.number().int(),
  payer: linePayer,
  /** The guest's price of the line. */
  retail_cents: z.number().int(),
  /** What the agency pays for it (null when the agency pays nothing for it). */
  net_cents: z.number().int().nullable(),
  /** Still to collect from the guest at the estate. */
  due_on_site_cents: z.number().int(),
});
export type StaffOrderLine = z.infer<typeof staffOrderLine>;

/** The partners behind a slot's bookings (Today): each channel and partner with its bookings and people. */
export const staffSlotChannel = z.object({
  kind: salesChannel,
  partner: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  bookings: z.number().int(),
  people: z.number().int(),
});
export type StaffSlotChannel = z.infer<typeof staffSlotChannel>;
