import { z } from 'zod';
import { bookedCategory, languageCode } from './availability.ts';
import { checkoutEmail } from './checkout.ts';
import { locale, localizedText } from './common.ts';

/**
 * The guest's bookings API (docs/product.md, Booking calls: GET /bookings/{id}, POST
 * /bookings/{id}/cancel, POST /bookings) and the "manage my booking" page.
 * Every call but the create one carries the booking's manage token
 * (`?token=`); without the right one the answer is the same 404 as for an
 * unknown booking. Money in euros with 2 decimals, as the front end expects.
 */

export const bookingStatus = z.enum(['pending', 'confirmed', 'paid', 'checked_in', 'no_show', 'cancelled', 'refunded']);
export type BookingStatus = z.infer<typeof bookingStatus>;

/** unpaid | paid (card) | pay_on_site (wine) | refunded | partially_refunded */
export const bookingPaymentStatus = z.enum(['unpaid', 'paid', 'pay_on_site', 'on_account', 'refunded', 'partially_refunded']);
export type BookingPaymentStatus = z.infer<typeof bookingPaymentStatus>;

/** The numeric booking id or its BK- number. */
export const bookingRefParam = z.object({ id: z.string().trim().min(1).max(40) });

/** `?token=` from the manage link; `locale` picks the experience name. */
export const bookingAccessQuery = z.object({
  token: z.string().max(500).optional(),
  locale: locale.optional(),
});

/** Why a booking cannot be cancelled any more (the page says it in the guest's language). */
export const cancelBlockReason = z.enum(['already_cancelled', 'started', 'not_active']);
export type CancelBlockReason = z.infer<typeof cancelBlockReason>;

/** Why a free change of date is not possible. */
export const dateChangeBlockReason = z.enum(['not_active', 'too_late']);
export type DateChangeBlockReason = z.infer<typeof dateChangeBlockReason>;

export const bookingAmounts = z.object({
  /** Price per adult as booked (children are free): the base line is adults × unit_price. */
  unit_price: z.number(),
  /** Adults × price per adult + VIP supplement, before discount. */
  subtotal: z.number(),
  vip_supplement: z.number(),
  discount: z.number(),
  total: z.number(),
  /** Succeeded card payments. */
  paid: z.number(),
  /** Succeeded refunds. */
  refunded: z.number(),
  /** Refunds on their way (the provider has not confirmed them yet). */
  refund_pending: z.number(),
  /** Still to pay at the estate (wine tastings), 0 once cancelled. */
  due_on_site: z.number(),
});

export const manageBooking = z.object({
  id: z.number().int(),
  booking_number: z.string(),
  status: bookingStatus,
  payment_status: bookingPaymentStatus,
  category: bookedCategory,
  experience_id: z.number().int().nullable(),
  experience_title: localizedText,
  /** The title in the requested locale (Italian by default). */
  experience_name: z.string(),
  /** ISO instants. */
  starts_at: z.string(),
  ends_at: z.string(),
  /** Europe/Rome calendar date and wall-clock times. */
  date: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  duration_minutes: z.number().int(),
  adults: z.number().int(),
  children: z.number().int(),
  people_count: z.number().int(),
  vip: z.boolean(),
  /** Tour language, upper case (IT, EN, FR, DE). */
  language: z.string(),
  customer: z.object({ name: z.string().nullable(), email: z.string().nullable() }),
  amounts: bookingAmounts,
  cancellation: z.object({
    allowed: z.boolean(),
    /** The policy's percentage for a cancellation now. */
    refund_percent: z.number().int(),
    /** Euros that would go back on the card now: floor(paid × percent / 100). */
    refund_amount: z.number(),
    /** True when nothing was charged (wine, paid on site; an unpaid booking). */
    nothing_charged: z.boolean(),
    reason_if_not_allowed: cancelBlockReason.nullable(),
  }),
  date_change: z.object({
    allowed_free: z.boolean(),
    /** Last instant (ISO) for a free change of date. */
    deadline: z.string(),
    reason_if_not_allowed: dateChangeBlockReason.nullable(),
  }),
  /** The experience has ended, the booking was not cancelled and has no review yet. */
  reviewable: z.boolean(),
  cancelled_at: z.string().nullable(),
  cancel_reason: z.string().nullable(),
});
export type ManageBooking = z.infer<typeof manageBooking>;

export const manageBookingResponse = z.object({ success: z.literal(true), data: z.object({ booking: manageBooking }) });
export type ManageBookingResponse = z.infer<typeof manageBookingResponse>;

export const CANCEL_REASON_MIN = 3;
export const CANCEL_REASON_MAX = 500;

/** POST /api/bookings/{id}/cancel?token= */
export const cancelBookingRequest = z.object({
  reason: z
    .string({ message: 'reason is required' })
    .trim()
    .min(CANCEL_REASON_MIN, `reason must be ${CANCEL_REASON_MIN} to ${CANCEL_REASON_MAX} characters`)
    .max(CANCEL_REASON_MAX, `reason must be ${CANCEL_REASON_MIN} to ${CANCEL_REASON_MAX} characters`),
});
export type CancelBookingRequest = z.input<typeof cancelBookingRequest>;

/** none: nothing to give back; pending: on its way (retried until the provider confirms). */
export const refundStatus = z.enum(['none', 'pending', 'succeeded', 'failed']);
export type RefundStatus = z.infer<typeof refundStatus>;

export const cancelBookingResponse = z.object({
  success: z.literal(true),
  data: z.object({
    booking: manageBooking,
    refund_percent: z.number().int(),
    refund_amount: z.number(),
    refund_status: refundStatus,
    nothing_charged: z.boolean(),
    /** The guest's cancellation e-mail is queued (sent within seconds). */
    email_queued: z.boolean(),
  }),
});
export type CancelBookingResponse = z.infer<typeof cancelBookingResponse>;

/** A slot the booking can move to for free. */
export const dateOption = z.object({
  slot_id: z.number().int(),
  date: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  starts_at: z.string(),
  capacity_free: z.number().int(),
});
export type DateOption = z.infer<typeof dateOption>;

export const dateOptionsResponse = z.object({
  success: z.literal(true),
  data: z.object({
    allowed_free: z.boolean(),
    deadline: z.string(),
    reason_if_not_allowed: dateChangeBlockReason.nullable(),
    options: z.array(dateOption),
  }),
});
export type DateOptionsResponse = z.infer<typeof dateOptionsResponse>;

/** POST /api/bookings/{id}/change-date?token= */
export const changeDateRequest = z.object({ slot_id: z.number().int().positive().max(2_147_483_647) });
export type ChangeDateRequest = z.input<typeof changeDateRequest>;

export const changeDateResponse = z.object({
  success: z.literal(true),
  data: z.object({
    booking: manageBooking,
    previous: z.object({ slot_id: z.number().int(), starts_at: z.string(), date: z.string(), start_time: z.string() }),
    email_queued: z.boolean(),
  }),
});
export type ChangeDateResponse = z.infer<typeof changeDateResponse>;

const personName = (field: string) =>
  z
    .string({ message: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(100);

/** POST /api/bookings: one slot booked directly (the older booking service). */
export const createBookingRequest = z.object({
  slot_id: z.number({ message: 'slot_id is required' }).int().positive().max(2_147_483_647),
  adults: z.number({ message: 'adults is required' }).int('adults must be a whole number').min(0).max(100),
  children: z.number().int('children must be a whole number').min(0).max(100).optional().default(0),
  vip: z.boolean().optional().default(false),
  /** Tour language (IT, EN, FR, DE): one of the slot's; its first by default. */
  language: languageCode.optional(),
  /** Only for a CHOICE slot: which experience it becomes. */
  category: bookedCategory.optional(),
  customer: z.object({
    first_name: personName('first_name'),
    last_name: personName('last_name'),
    email: checkoutEmail,
    phone: z
      .string()
      .trim()
      .max(40)
      .regex(/^\+?[0-9 ()-]{6,}$/, 'Invalid phone number'),
  }),
  notes: z.string().trim().max(1000).optional(),
  /** The guest's language for e-mails. */
  locale: locale.optional().default('it'),
});
export type CreateBookingRequest = z.input<typeof createBookingRequest>;
export type CreateBookingPayload = z.output<typeof createBookingRequest>;

export const createBookingResponse = z.object({
  success: z.literal(true),
  data: z.object({
    booking: manageBooking,
    /** The raw token of the manage link: only in this answer (and the e-mail); only its hash is stored. */
    manage_token: z.string(),
    payment: z.object({
      /** Truffle: pay now through the payment API; wine: paid on site. */
      required: z.boolean(),
      amount: z.number(),
      amount_cents: z.number().int(),
    }),
  }),
});
export type CreateBookingResponse = z.infer<typeof createBookingResponse>;
