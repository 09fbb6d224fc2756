import { z } from 'zod';

/**
 * One field a request got wrong: `field` is its name (the last named step of its path, e.g.
 * `duration_minutes`), `path` the whole dotted path, `issue` what is wrong and `limit` the bound
 * it missed (a number, a length, a count), when there is one.
 */
export const validationIssues = [
  'required',
  'too_small',
  'too_big',
  'too_short',
  'too_long',
  'too_few',
  'too_many',
  'email',
  'format',
  'choice',
  'type',
  'unknown',
  'invalid',
] as const;
export type ValidationIssue = (typeof validationIssues)[number];
export const validationField = z.object({
  field: z.string(),
  path: z.string(),
  issue: z.enum(validationIssues),
  limit: z.number().optional(),
});
export type ValidationField = z.infer<typeof validationField>;

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
  /** validation_error of a request's schema: each field that is wrong, for a message in the reader's words beside it. */
  fields: z.array(validationField).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

export const localizedText = z.object({ it: z.string(), en: z.string() });
export type LocalizedText = z.infer<typeof localizedText>;

export const idParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** A Rome calendar date, YYYY-MM-DD. */
export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the format YYYY-MM-DD');

export const locale = z.enum(['it', 'en']);
export type Locale = z.infer<typeof locale>;
