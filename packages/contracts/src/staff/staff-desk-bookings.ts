import { z } from 'zod';
import { bookedCategory, languageCode, slot } from '../availability.ts';
import { refundStatus } from '../bookings.ts';
import { checkoutEmail } from '../checkout.ts';
import { isoDate, localizedText } from '../common.ts';
import { staffBookingDetail, staffBookingRefundChoice } from './staff-bookings.ts';

/**
 * Bookings staff make (a phone call, a walk-in, a group by e-mail) and what staff change of a
 * booking afterwards (its party, its guest's details). Money in integer euro cents.
 */

/** GET /api/staff/desk/slots: the slots staff can book now for one kind of experience, Rome days from..to (at most 62). */
export const staffDeskSlotsQuery = z.object({
  category: bookedCategory,
  from: isoDate,
  to: isoDate,
});
export const staffDeskSlot = slot.extend({
  experience_title: localizedText,
  /** Online sales have stopped (the cut-off): the desk still books it until the start. */
  online_closed: z.boolean(),
});
export type StaffDeskSlot = z.infer<typeof staffDeskSlot>;
export const staffDeskSlotsResponse = z.object({ success: z.literal(true), data: z.object({ slots: z.array(staffDeskSlot) }) });

/** GET /api/staff/desk/partners: resellers booked on account (active, on-account terms in force), with their credit now. */
export const staffDeskPartner = z.object({
  id: z.number().int(),
  name: z.string(),
  credit_limit_cents: z.number().int(),
  credit_used_cents: z.number().int(),
  net_discount_bps: z.number().int(),
});
export type StaffDeskPartner = z.infer<typeof staffDeskPartner>;
export const staffDeskPartnersResponse = z.object({ success: z.literal(true), data: z.object({ partners: z.array(staffDeskPartner) }) });

const guestName = z.string().trim().min(2, 'Enter the guest’s name').max(120);
const guestEmail = checkoutEmail.nullable();
const guestPhone = z
  .string()
  .trim()
  .max(40)
  .regex(/^\+?[0-9 ()./-]{6,}$/, 'Invalid phone number')
  .nullable();

/** How a booking staff make is paid. */
export const staffDeskPayment = z.discriminatedUnion('kind', [
  /** At the estate: confirmed now, everything to pay on site. */
  z.object({ kind: z.literal('on_site') }),
  /** A reseller's order on account (its credit limit); truffle hunts invoiced to it at its net rate, tastings paid on site. */
  z.object({ kind: z.literal('on_account'), partner_id: z.number().int().positive().max(2_147_483_647), reference: z.string().trim().max(60).optional() }),
  /** A payment link e-mailed to the guest: the seats are held until it expires (1–24 hours, never past the start). */
  z.object({ kind: z.literal('payment_link'), hours: z.number().int().min(1).max(24).optional() }),
]);
export type StaffDeskPayment = z.infer<typeof staffDeskPayment>;

/** POST /api/staff/bookings: a booking made by staff. */
export const staffNewBookingRequest = z.object({
  slot_id: z.number().int().positive().max(2_147_483_647),
  /** For a CHOICE slot, which experience it becomes; NONE: the slot's own. */
  category: z.enum(['TRUFFLE', 'WINE', 'NONE']).default('NONE'),
  adults: z.number().int().min(0).max(100),
  children: z.number().int().min(0).max(100).default(0),
  vip: z.boolean().default(false),
  /** Tour language: one of the slot's; its first by default. */
  language: languageCode.optional(),
  guest: z.object({
    name: guestName,
    email: guestEmail.optional().default(null),
    phone: guestPhone.optional().default(null),
    /** The language of the guest's e-mails. */
    locale: z.enum(['it', 'en']).default('it'),
  }),
  /** What the guest asked for (allergies, an occasion): kept on the booking. */
  notes: z.string().trim().max(1000).optional(),
  payment: staffDeskPayment,
});
export type StaffNewBookingRequest = z.input<typeof staffNewBookingRequest>;

const paymentLink = z.object({ url: z.string().nullable(), expires_at: z.string() }).nullable();

export const staffNewBookingResponse = z.object({
  success: z.literal(true),
  data: z.object({
    booking: staffBookingDetail,
    /** A payment link's page and when it expires (the guest has it by e-mail). */
    payment_link: paymentLink,
  }),
});
export type StaffNewBookingResponse = z.infer<typeof staffNewBookingResponse>;

/** POST /api/staff/bookings/{id}/party: another party for the booking (seats and money checked again). */
export const staffBookingPartyRequest = z.object({
  adults: z.number().int().min(0).max(100),
  children: z.number().int().min(0).max(100).default(0),
  vip: z.boolean().default(false),
  /** More to pay: due at the estate, or also a payment link for the balance e-mailed to the guest. */
  balance: z.enum(['on_site', 'payment_link']).default('on_site'),
  link_hours: z.number().int().min(1).max(24).optional(),
  /** Less: what was paid beyond the new total goes back by the policy now, or an override (bookings.refund). */
  refund: staffBookingRefundChoice.default('policy'),
});
export type StaffBookingPartyRequest = z.input<typeof staffBookingPartyRequest>;

export const staffBookingPartyResponse = z.object({
  success: z.literal(true),
  data: z.object({
    booking: staffBookingDetail,
    from_total_cents: z.number().int(),
    to_total_cents: z.number().int(),
    /** More to pay (at the estate, or by the link). */
    owed_cents: z.number().int(),
    /** Given back through the system (gift vouchers, card). */
    refund_cents: z.number().int(),
    refund_status: refundStatus,
    /** Paid on site beyond what is kept: the desk hands it back. */
    hand_back_cents: z.number().int(),
    payment_link: paymentLink,
  }),
});
export type StaffBookingPartyResponse = z.infer<typeof staffBookingPartyResponse>;

/** POST /api/staff/bookings/{id}/guest: the guest's details corrected (each field given replaces the booking's). */
export const staffBookingGuestRequest = z
  .object({
    name: guestName.optional(),
    email: guestEmail.optional(),
    phone: guestPhone.optional(),
    locale: z.enum(['it', 'en']).optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: 'Give at least one field to change' });
export type StaffBookingGuestRequest = z.input<typeof staffBookingGuestRequest>;
