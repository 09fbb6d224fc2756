import { z } from 'zod';
import { slotCategory } from '../availability.ts';
import { isoDate, localizedText } from '../common.ts';

/*
 * The back office's calendar of slots. Dates are Rome calendar days
 * (YYYY-MM-DD), times Rome wall-clock (HH:MM), money integer euro cents.
 */

export const slotCategories = ['TRUFFLE', 'WINE', 'CHOICE'] as const;

/** Tour languages a slot can offer (upper case). */
export const tourLanguages = ['IT', 'EN', 'FR', 'DE'] as const;
export const tourLanguage = z.enum(tourLanguages);

/** Longest range one calendar read may ask for (a month view with its overflow weeks fits). */
export const STAFF_SLOTS_MAX_DAYS = 62;

const cents = z.number().int('Use whole cents').min(0).max(10_000_000);
const wallTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use the format HH:MM');
const languages = z
  .array(tourLanguage)
  .min(1, 'Choose at least one language')
  .max(tourLanguages.length)
  .refine((l) => new Set(l).size === l.length, 'Each language once');

export const staffSlotsQuery = z.object({ from: isoDate, to: isoDate });

/** A slot as the calendar shows it: what it offers and what holds and bookings take of it. */
export const staffSlot = z.object({
  id: z.number().int(),
  category: slotCategory,
  experience_id: z.number().int().nullable(),
  experience_title: localizedText.nullable(),
  /** For a CHOICE slot: the category its first hold or booking fixed (null while free). */
  booked_category: z.enum(['TRUFFLE', 'WINE']).nullable(),
  date: isoDate,
  start_time: z.string(),
  end_time: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  duration_minutes: z.number().int(),
  languages: z.array(z.string()),
  capacity_total: z.number().int(),
  /** People of live bookings (not cancelled or refunded). */
  seats_booked: z.number().int(),
  /** People of unexpired holds (carts and checkouts in progress). */
  seats_held: z.number().int(),
  /** What anyone else can still take (0 on a private VIP slot). */
  seats_free: z.number().int(),
  bookings_count: z.number().int(),
  /** A truffle VIP hold or booking made it private. */
  is_private: z.boolean(),
  is_vip_blocked: z.boolean(),
  /** False: closed to new bookings. */
  is_active: z.boolean(),
  cancelled_at: z.string().nullable(),
  cancel_reason: z.string().nullable(),
  truffle_price_cents: z.number().int().nullable(),
  truffle_vip_upgrade_price_cents: z.number().int().nullable(),
  wine_price_cents: z.number().int().nullable(),
  wine_vip_upgrade_price_cents: z.number().int().nullable(),
});
export type StaffSlot = z.infer<typeof staffSlot>;

/** An experience a slot can offer (for the "New slots" form). */
export const staffSlotExperience = z.object({
  id: z.number().int(),
  slug: z.string(),
  category: z.enum(['TRUFFLE', 'WINE']),
  title: localizedText,
  duration_minutes: z.number().int(),
  price_cents: z.number().int(),
  is_active: z.boolean(),
  /** Online sales stop this many minutes before a slot's start; null: the category's default. */
  booking_cutoff_minutes: z.number().int().nullable(),
  /** The cut-off that applies: its own, else the category's default. */
  effective_cutoff_minutes: z.number().int(),
});
export type StaffSlotExperience = z.infer<typeof staffSlotExperience>;

/** The longest online-sales cut-off staff can set: a week, in minutes. */
export const BOOKING_CUTOFF_MAX_MINUTES = 10_080;

/** PATCH /api/staff/experiences/{id}/cutoff: minutes before the start, or null for the category's default. */
export const staffExperienceCutoffRequest = z.object({
  booking_cutoff_minutes: z.number().int('Use whole minutes').min(0).max(BOOKING_CUTOFF_MAX_MINUTES).nullable(),
});
export type StaffExperienceCutoffRequest = z.infer<typeof staffExperienceCutoffRequest>;

export const staffExperienceCutoffResponse = z.object({ success: z.literal(true), data: z.object({ experience: staffSlotExperience }) });

export const staffSlotsResponse = z.object({
  success: z.literal(true),
  data: z.object({ from: isoDate, to: isoDate, slots: z.array(staffSlot), experiences: z.array(staffSlotExperience) }),
});
export type StaffSlotsData = z.infer<typeof staffSlotsResponse>['data'];

/** A live booking on a slot, as its panel lists it. */
export const staffSlotBooking = z.object({
  id: z.number().int(),
  booking_number: z.string(),
  customer_name: z.string().nullable(),
  category: z.enum(['TRUFFLE', 'WINE']),
  adults: z.number().int(),
  children: z.number().int(),
  vip: z.boolean(),
  language: z.string(),
  status: z.string(),
  payment_status: z.string(),
  /** Paid and not given back: all of it goes back if the slot is cancelled. */
  paid_cents: z.number().int(),
});

/** What cancelling the slot now would do. */
export const staffSlotCancelPreview = z.object({
  bookings: z.number().int(),
  people: z.number().int(),
  /** Back to the guests' cards through the payment provider. */
  refund_cents: z.number().int(),
  /** Paid at the estate (cash, card, POS): the team gives it back by hand. */
  on_site_cents: z.number().int(),
  holds: z.number().int(),
});

export const staffSlotDetailResponse = z.object({
  success: z.literal(true),
  data: z.object({ slot: staffSlot, bookings: z.array(staffSlotBooking), cancel_preview: staffSlotCancelPreview }),
});
export type StaffSlotDetail = z.infer<typeof staffSlotDetailResponse>['data'];

const prices = {
  truffle_price_cents: cents.nullable().optional(),
  /** null: no VIP upgrade offered. */
  truffle_vip_upgrade_price_cents: cents.nullable().optional(),
  wine_price_cents: cents.nullable().optional(),
  wine_vip_upgrade_price_cents: cents.nullable().optional(),
};

/**
 * One slot (from = to, one time) or a series: every day from `from` to `to`
 * whose ISO weekday (1 Monday … 7 Sunday) is listed, at each time. TRUFFLE
 * and WINE slots name an experience of their category; CHOICE slots none.
 */
export const staffSlotCreateRequest = z.object({
  category: slotCategory,
  experience_id: z.number().int().positive().max(2_147_483_647).nullable().optional(),
  from: isoDate,
  /** Last day, inclusive; defaults to `from`. */
  to: isoDate.optional(),
  /** ISO weekdays; all by default. */
  weekdays: z.array(z.number().int().min(1).max(7)).min(1, 'Choose at least one day of the week').max(7).optional(),
  times: z.array(wallTime).min(1, 'Add at least one time').max(12),
  capacity: z.number().int().min(1).max(500),
  /** Defaults to the experience's; required for CHOICE slots. */
  duration_minutes: z.number().int().min(15).max(720).optional(),
  ...prices,
  languages,
});
export type StaffSlotCreateRequest = z.infer<typeof staffSlotCreateRequest>;

export const skippedSlotReasons = ['exists', 'past', 'no_such_time'] as const;
export const staffSlotCreateResponse = z.object({
  success: z.literal(true),
  data: z.object({
    created: z.number().int(),
    skipped: z.number().int(),
    slot_ids: z.array(z.number().int()),
    /** exists: a slot of this experience already starts then; past: already begun; no_such_time: skipped by the clock change. */
    skipped_slots: z.array(z.object({ date: isoDate, time: z.string(), reason: z.enum(skippedSlotReasons) })),
  }),
});
export type StaffSlotCreateResult = z.infer<typeof staffSlotCreateResponse>['data'];

/** Only the fields sent change. */
export const staffSlotUpdateRequest = z
  .object({
    capacity: z.number().int().min(1).max(500).optional(),
    ...prices,
    languages: languages.optional(),
    /** false closes the slot to new bookings; true reopens it. */
    is_active: z.boolean().optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), 'Nothing to change');
export type StaffSlotUpdateRequest = z.infer<typeof staffSlotUpdateRequest>;

export const staffSlotResponse = z.object({ success: z.literal(true), data: z.object({ slot: staffSlot }) });

export const staffSlotCancelRequest = z.object({
  /** Told to every guest (e.g. the weather). */
  reason: z.string().trim().min(3, 'Give the reason (the guests read it)').max(500),
});

export const staffSlotCancelResponse = z.object({
  success: z.literal(true),
  data: z.object({
    slot: staffSlot,
    bookings_cancelled: z.number().int(),
    refund_cents: z.number().int(),
    /** Refunds the provider confirmed, still pending (the retry job sends them), refused. */
    refunds: z.object({ succeeded: z.number().int(), pending: z.number().int(), failed: z.number().int() }),
    on_site_cents: z.number().int(),
    holds_released: z.number().int(),
    emails_queued: z.number().int(),
  }),
});
export type StaffSlotCancelResult = z.infer<typeof staffSlotCancelResponse>['data'];
