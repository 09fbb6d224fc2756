import { z } from 'zod';
import { localizedText } from './common.ts';

export const experienceCategory = z.enum(['TRUFFLE', 'WINE']);
export type ExperienceCategory = z.infer<typeof experienceCategory>;

export const experience = z.object({
  id: z.number().int(),
  slug: z.string(),
  category: experienceCategory,
  title: localizedText,
  summary: localizedText,
  description: localizedText,
  duration_minutes: z.number().int(),
  /** Euros with 2 decimals, per person or per group (pricing_model). */
  price: z.number(),
  price_cents: z.number().int(),
  pricing_model: z.enum(['per_person', 'per_group']),
  min_adults: z.number().int(),
  max_participants: z.number().int(),
  image_key: z.string(),
});
export type Experience = z.infer<typeof experience>;

export const experienceListResponse = z.object({
  success: z.literal(true),
  data: z.array(experience),
  total_count: z.number().int(),
});
export type ExperienceListResponse = z.infer<typeof experienceListResponse>;

export const experienceResponse = z.object({ success: z.literal(true), data: experience });
export type ExperienceResponse = z.infer<typeof experienceResponse>;
