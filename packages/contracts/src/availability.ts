import { z } from 'zod';

/** A real calendar date, YYYY-MM-DD (Europe/Rome calendar in the API). */
export const calendarDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the format YYYY-MM-DD')
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
  }, 'Not a calendar date');

/** A Rome wall-clock time, HH:MM (24 h). */
export const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use the format HH:MM');

/** Tour language, upper case (IT, EN, FR, DE); accepted in any case. */
export const languageCode = z
  .string()
  .regex(/^[A-Za-z]{2}$/, 'Use a two-letter language code such as IT or EN')
  .transform((s) => s.toUpperCase());

export const slotCategory = z.enum(['TRUFFLE', 'WINE', 'CHOICE']);
export type SlotCategory = z.infer<typeof slotCategory>;

/** The category a guest books: a CHOICE slot becomes one of these. */
export const bookedCategory = z.enum(['TRUFFLE', 'WINE']);
export type BookedCategory = z.infer<typeof bookedCategory>;

/** truffle | wine, case-insensitive (TRUFFLE / WINE accepted). */
export const experienceType = z
  .string()
  .transform((s) => s.trim().toLowerCase())
  .pipe(z.enum(['truffle', 'wine']));

export const slot = z.object({
  id: z.number().int(),
  experience_id: z.number().int().nullable(),
  /** Europe/Rome calendar date, YYYY-MM-DD. */
  date: z.string(),
  /** Europe/Rome wall-clock time, HH:MM. */
  start_time: z.string(),
  end_time: z.string(),
  /** ISO 8601 instant (UTC). */
  slot_datetime: z.string(),
  capacity_free: z.number().int(),
  capacity_total: z.number().int(),
  /** The first of `languages`. */
  language: z.string(),
  languages: z.array(z.string()),
  is_vip_blocked: z.boolean(),
  /** No active hold or booking at all and not VIP-blocked: a truffle VIP upgrade is possible. */
  is_virgin: z.boolean(),
  category: slotCategory,
  /** For a CHOICE slot: the category fixed by its first active hold or booking, else null. */
  fixed_category: bookedCategory.nullable(),
  /** Prices in euros (2 decimals) or null where the slot does not offer that category. */
  wine_price: z.number().nullable(),
  wine_vip_upgrade_price: z.number().nullable(),
  truffle_price: z.number().nullable(),
  truffle_vip_upgrade_price: z.number().nullable(),
});
export type Slot = z.infer<typeof slot>;

/** GET /api/experiences/available */
export const availableSlotsQuery = z.object({
  /** Defaults to today (Rome); past dates are clamped to today. */
  start_date: calendarDate.optional(),
  experience_type: experienceType.optional(),
  language: languageCode.optional(),
  start_time: clockTime.optional(),
  /** Defaults to start_date + 60 days; at most start_date + 120 days. */
  end_date: calendarDate.optional(),
});
export type AvailableSlotsQuery = z.infer<typeof availableSlotsQuery>;

export const availableSlotsResponse = z.object({
  success: z.literal(true),
  slots: z.array(slot),
  total_count: z.number().int(),
  message: z.string(),
});
export type AvailableSlotsResponse = z.infer<typeof availableSlotsResponse>;

/** GET /api/experiences/{id}/availability */
export const experienceAvailabilityQuery = z.object({ date: calendarDate.optional() });
export const experienceAvailabilityResponse = z.object({
  success: z.literal(true),
  experience_id: z.number().int(),
  slots: z.array(slot),
});
export type ExperienceAvailabilityResponse = z.infer<typeof experienceAvailabilityResponse>;

/** GET /api/availability */
export const availabilityQuery = z.object({
  date: calendarDate.optional(),
  experience_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
export const availabilityResponse = z.object({ success: z.literal(true), slots: z.array(slot) });
export type AvailabilityResponse = z.infer<typeof availabilityResponse>;

/** POST /api/availability/check */
export const availabilityCheckRequest = z.object({
  experience_id: z.coerce.number().int().positive().max(2_147_483_647),
  date: calendarDate,
  time: clockTime,
  participants: z.coerce.number().int().min(1).max(100),
});
export type AvailabilityCheckRequest = z.infer<typeof availabilityCheckRequest>;

export const availabilityCheckResponse = z.object({
  success: z.literal(true),
  available: z.boolean(),
  capacity_free: z.number().int(),
  slot_id: z.number().int().nullable(),
});
export type AvailabilityCheckResponse = z.infer<typeof availabilityCheckResponse>;
