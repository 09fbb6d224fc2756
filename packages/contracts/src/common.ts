import { z } from 'zod';

/** Every API error: `{ success: false, error, detail?, code }` (ARCHITECTURE.md 3). */
export const errorResponse = z.object({
  success: z.literal(false),
  error: z.string(),
  detail: z.string().optional(),
  code: z.string(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

export const localizedText = z.object({ it: z.string(), en: z.string() });
export type LocalizedText = z.infer<typeof localizedText>;

export const idParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** A Rome calendar date, YYYY-MM-DD. */
export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the format YYYY-MM-DD');

export const locale = z.enum(['it', 'en']);
export type Locale = z.infer<typeof locale>;
