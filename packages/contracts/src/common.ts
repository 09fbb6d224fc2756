import { z } from 'zod';

/** Every API error: `{ success: false, error, detail?, code }` (docs/architecture.md, Layout). */
export const errorResponse = z.object({
  success: z.literal(false),
  error: z.string(),
  detail: z.string().optional(),
  code: z.string(),
  /** rate_limited: which limit was passed (docs/domain/abuse-limits.md), for the guest's message. */
  limit: z.string().optional(),
  /** rate_limited: seconds to wait, as the Retry-After header. */
  retry_after: z.number().int().optional(),
  /** booking_closed: online sales stop this many minutes before the start (docs/domain/booking-cutoff.md). */
  cutoff_minutes: z.number().int().optional(),
  /** booking_closed: the instant online sales of the slot stopped (ISO 8601). */
  sales_closed_at: z.string().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

export const localizedText = z.object({ it: z.string(), en: z.string() });
export type LocalizedText = z.infer<typeof localizedText>;

export const idParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** A Rome calendar date, YYYY-MM-DD. */
export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the format YYYY-MM-DD');

export const locale = z.enum(['it', 'en']);
export type Locale = z.infer<typeof locale>;
