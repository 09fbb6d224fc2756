import { z } from 'zod';
import { bookedCategory } from '../availability.ts';
import { bookingPaymentStatus, bookingStatus, CANCEL_REASON_MAX, CANCEL_REASON_MIN, refundStatus } from '../bookings.ts';
import { isoDate, localizedText } from '../common.ts';
import { salesChannel, staffBookingChannel, staffOrderLine } from './staff-booking-channel.ts';
import { notificationKind } from './staff-notification-kinds.ts';

/**
 * The back office's bookings: search, the detail page, and the actions staff
 * take on a booking. Money in integer euro cents (`*_cents`); instants in
 * ISO 8601; dates and times also as the Rome calendar shows them.
 */

/** The order of the list: newest booking first (default), oldest first, by slot time (earliest or latest first). */
export const staffBookingSort = z.enum(['newest', 'oldest', 'slot', 'slot_desc']);
export type StaffBookingSort = z.infer<typeof staffBookingSort>;

export const staffBookingsQuery = z.object({
  /** Part of the booking number, the guest's name or e-mail (case-insensitive). */
  q: z.string().trim().max(120).optional(),
  /** Rome dates of the slot, inclusive. */
  from: isoDate.optional(),
  to: isoDate.optional(),
  status: bookingStatus.optional(),
  category: bookedCategory.optional(),
  /** Who sold it: direct, reseller, referrer or octo. */
  channel: salesChannel.optional(),
  sort: staffBookingSort.default('newest'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(200).default(50),
});
export type StaffBookingsQuery = z.input<typeof staffBookingsQuery>;

export const staffBookingRow = z.object({
  id: z.number().int(),
  booking_number: z.string(),
  status: bookingStatus,
  payment_status: bookingPaymentStatus,
  category: bookedCategory,
  experience_title: localizedText,
  starts_at: z.string(),
  /** Rome date and time of the slot. */
  date: z.string(),
  start_time: z.string(),
  adults: z.number().int(),
  children: z.number().int(),
  people_count: z.number().int(),
  vip: z.boolean(),
  customer_name: z.string().nullable(),
  customer_email: z.string().nullable(),
  /** Who sold it (direct, reseller, referrer, OCTO), the partner, the agency's reference and net, who pays. */
  channel: staffBookingChannel,
  total_cents: z.number().int(),
  /** Succeeded payments (card and on site). */
  paid_cents: z.number().int(),
  /** Still to collect at the estate. */
  due_on_site_cents: z.number().int(),
  created_at: z.string(),
});
export type StaffBookingRow = z.infer<typeof staffBookingRow>;

export const staffBookingsResponse = z.object({
  success: z.literal(true),
  data: z.object({
    bookings: z.array(staffBookingRow),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
    pages: z.number().int(),
  }),
});
export type StaffBookingsData = z.infer<typeof staffBookingsResponse>['data'];

/** A staff member named in a booking's record. */
export const staffBookingActor = z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable();

export const staffBookingPayment = z.object({
  id: z.number().int(),
  kind: z.enum(['payment', 'refund']),
  /** simulator / stripe (card), on_site (taken at the estate). */
  provider: z.string(),
  /** How money taken at the estate was paid: cash or the card terminal. */
  method: z.enum(['cash', 'card']).nullable(),
  status: z.string(),
  amount_cents: z.number().int(),
  currency: z.string(),
  reason: z.string().nullable(),
  provider_payment_id: z.string().nullable(),
  provider_refund_id: z.string().nullable(),
  error: z.string().nullable(),
  staff: staffBookingActor,
  created_at: z.string(),
  updated_at: z.string(),
  /** An on-site payment that may be voided now (recorded by mistake); the role decides who may. */
  voidable: z.boolean(),
  /** The void of an on-site payment recorded by mistake: who, when, why (it no longer counts as paid). */
  void: z.object({ at: z.string(), reason: z.string(), staff: staffBookingActor }).nullable(),
});
export type StaffBookingPayment = z.infer<typeof staffBookingPayment>;

export const staffBookingEmail = z.object({
  id: z.number().int(),
  kind: notificationKind,
  recipient: z.string(),
  locale: z.string(),
  status: z.enum(['pending', 'sent', 'failed']),
  attempts: z.number().int(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  last_error: z.string().nullable(),
});
export type StaffBookingEmail = z.infer<typeof staffBookingEmail>;

/** One line of the booking's history: a state change (event), a staff action (audit) or an internal note. */
export const staffBookingHistoryEntry = z.object({
  id: z.string(),
  source: z.enum(['event', 'audit', 'note']),
  at: z.string(),
  /** Event type (created, paid, cancelled…), audit action (booking.cancel…) or 'note'. */
  type: z.string(),
  /** guest, system, webhook or staff. */
  actor_kind: z.enum(['guest', 'system', 'webhook', 'staff']),
  staff: staffBookingActor,
  from_status: z.string().nullable(),
  to_status: z.string().nullable(),
  data: z.record(z.string(), z.unknown()).nullable(),
  /** The note's text. */
  body: z.string().nullable(),
});
export type StaffBookingHistoryEntry = z.infer<typeof staffBookingHistoryEntry>;

/** Why an action is not possible now (the page says it in the user's language). */
export const staffBookingActionBlock = z.enum([
  'already_cancelled',
  'not_active',
  'started',
  'not_started',
  'nothing_due',
  'no_email',
  'not_pay_on_site',
  'outside_window',
  'no_open_link',
]);
export type StaffBookingActionBlock = z.infer<typeof staffBookingActionBlock>;

const action = z.object({ allowed: z.boolean(), reason_if_not_allowed: staffBookingActionBlock.nullable() });

export const staffBookingDetail = z.object({
  id: z.number().int(),
  booking_number: z.string(),
  status: bookingStatus,
  payment_status: bookingPaymentStatus,
  category: bookedCategory,
  created_at: z.string(),
  /** Who sold it (direct, reseller, referrer, OCTO), the partner, the agency's reference and net, who pays. */
  channel: staffBookingChannel,
  /** The lines of the order it belongs to (itself included), each with who pays it. */
  order_lines: z.array(staffOrderLine),
  guest: z.object({ name: z.string().nullable(), email: z.string().nullable(), phone: z.string().nullable(), locale: z.enum(['it', 'en']), notes: z.string().nullable() }),
  slot: z.object({
    id: z.number().int(),
    experience_id: z.number().int().nullable(),
    experience_title: localizedText,
    /** TRUFFLE, WINE or CHOICE (the slot's own category). */
    slot_category: z.enum(['TRUFFLE', 'WINE', 'CHOICE']),
    starts_at: z.string(),
    ends_at: z.string(),
    date: z.string(),
    start_time: z.string(),
    end_time: z.string(),
    duration_minutes: z.number().int(),
    language: z.string(),
    is_active: z.boolean(),
    cancelled_at: z.string().nullable(),
  }),
  party: z.object({ adults: z.number().int(), children: z.number().int(), people_count: z.number().int(), vip: z.boolean() }),
  /** subtotal = unit × adults + VIP supplement; total = subtotal − discount. */
  prices: z.object({
    unit_price_cents: z.number().int(),
    vip_supplement_cents: z.number().int(),
    subtotal_cents: z.number().int(),
    discount_cents: z.number().int(),
    coupon_code: z.string().nullable(),
    total_cents: z.number().int(),
  }),
  money: z.object({
    paid_cents: z.number().int(),
    paid_on_site_cents: z.number().int(),
    refunded_cents: z.number().int(),
    refund_pending_cents: z.number().int(),
    /** Paid − refunded − refunds on their way: the base of a cancellation's refund. */
    refundable_cents: z.number().int(),
    due_on_site_cents: z.number().int(),
  }),
  cancellation: z.object({
    cancelled_at: z.string().nullable(),
    reason: z.string().nullable(),
    /** Who asked for it: the guest (their own link, or staff at their request) or the estate; null when not known (before this was recorded) or not cancelled. */
    cancelled_by: z.enum(['guest', 'estate']).nullable(),
  }),
  check_in: z.object({ at: z.string(), method: z.string(), staff: staffBookingActor }).nullable(),
  payments: z.array(staffBookingPayment),
  emails: z.array(staffBookingEmail),
  history: z.array(staffBookingHistoryEntry),
  actions: z.object({
    cancel: action.extend({
      /** The active policy's percentage now (0 once started) and what it would give back, in cents. */
      policy_percent: z.number().int(),
      policy_refund_cents: z.number().int(),
      /** The most that can go back to the card (a full refund). */
      max_refund_cents: z.number().int(),
      after_start: z.boolean(),
    }),
    change_date: action,
    resend_confirmation: action,
    /** The payment link staff e-mailed, sent again while it is still open: when it ends, what it asks and what for (`booking`: the booking waits for it; `balance`: what a larger party owes); null: no open link. */
    resend_payment_link: action.extend({ expires_at: z.string().nullable(), amount_cents: z.number().int().nullable(), purpose: z.enum(['booking', 'balance']).nullable() }),
    add_note: action,
    record_payment: action.extend({ due_cents: z.number().int() }),
    no_show: action,
    /** Back from no-show to booked (a late guest), while the check-in window is open. */
    undo_no_show: action,
    /** Back from checked in to booked (a check-in made by mistake). */
    undo_check_in: action,
  }),
});
export type StaffBookingDetail = z.infer<typeof staffBookingDetail>;

export const staffBookingResponse = z.object({ success: z.literal(true), data: z.object({ booking: staffBookingDetail }) });
export type StaffBookingResponse = z.infer<typeof staffBookingResponse>;

/** policy: the active policy's refund now; full / none; or a percentage of what was paid. An override needs bookings.refund. */
export const staffBookingRefundChoice = z.union([z.enum(['policy', 'full', 'none']), z.object({ percent: z.number().int().min(0).max(100) })]);
export type StaffBookingRefundChoice = z.infer<typeof staffBookingRefundChoice>;

export const staffBookingCancelRequest = z.object({
  reason: z
    .string({ message: 'reason is required' })
    .trim()
    .min(CANCEL_REASON_MIN, `reason must be ${CANCEL_REASON_MIN} to ${CANCEL_REASON_MAX} characters`)
    .max(CANCEL_REASON_MAX, `reason must be ${CANCEL_REASON_MIN} to ${CANCEL_REASON_MAX} characters`),
  refund: staffBookingRefundChoice.default('policy'),
  /** Whose decision it is: the guest's request (the e-mail confirms it) or the estate's (the e-mail apologises). */
  cancelled_by: z.enum(['guest', 'estate']).default('estate'),
  /** Whether the guest gets the cancellation e-mail (e.g. not when they cancelled in person and asked for no e-mail). */
  notify_guest: z.boolean().default(true),
});
export type StaffBookingCancelRequest = z.input<typeof staffBookingCancelRequest>;

export const staffBookingCancelResponse = z.object({
  success: z.literal(true),
  data: z.object({
    booking: staffBookingDetail,
    refund_percent: z.number().int(),
    refund_cents: z.number().int(),
    refund_status: refundStatus,
    policy_percent: z.number().int(),
    email_queued: z.boolean(),
  }),
});

export const staffBookingDateOption = z.object({
  slot_id: z.number().int(),
  date: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  starts_at: z.string(),
  capacity_free: z.number().int(),
  /** The slot's current price per adult for this booking's category; the booking keeps its own. */
  unit_price_cents: z.number().int(),
  same_price: z.boolean(),
});
export type StaffBookingDateOption = z.infer<typeof staffBookingDateOption>;
export const staffBookingDateOptionsResponse = z.object({ success: z.literal(true), data: z.object({ allowed: z.boolean(), options: z.array(staffBookingDateOption) }) });
export type StaffBookingDateOptionsData = z.infer<typeof staffBookingDateOptionsResponse>['data'];

export const staffBookingChangeDateRequest = z.object({ slot_id: z.number().int().positive().max(2_147_483_647) });

export const BOOKING_NOTE_MAX = 2000;
export const staffBookingNoteRequest = z.object({ body: z.string().trim().min(1, 'Write the note').max(BOOKING_NOTE_MAX, `A note has at most ${BOOKING_NOTE_MAX} characters`) });

/** Cash or the card terminal ("POS" is the card terminal: one method). */
export const onSitePaymentMethods = z.enum(['cash', 'card']);
export const staffBookingPaymentRequest = z.object({
  amount_cents: z.number().int('amount_cents is a whole number of cents').positive('amount_cents must be more than 0').max(10_000_000),
  method: onSitePaymentMethods,
});
export type StaffBookingPaymentRequest = z.infer<typeof staffBookingPaymentRequest>;

/** The bookings export picks bookings by the experience's Rome day (the default) or by the day a payment was taken. */
export const staffBookingsCsvDate = z.enum(['experience', 'payment']);
export type StaffBookingsCsvDate = z.infer<typeof staffBookingsCsvDate>;
export const staffBookingsCsvQuery = z.object({ from: isoDate, to: isoDate, by: staffBookingsCsvDate.default('experience') });
/** GET /api/staff/payments.csv: the payments ledger of the Rome days from..to. */
export const staffPaymentsCsvQuery = z.object({ from: isoDate, to: isoDate });
