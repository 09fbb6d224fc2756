import type { Experience as ExperienceRow } from '@tenuta/db';
import type { Experience } from '@tenuta/contracts';
import { toEuros } from '@tenuta/core';

export function toExperienceDto(row: ExperienceRow): Experience {
  return {
    id: row.id,
    slug: row.slug,
    category: row.category,
    title: { it: row.titleIt, en: row.titleEn },
    summary: { it: row.summaryIt, en: row.summaryEn },
    description: { it: row.descriptionIt, en: row.descriptionEn },
    duration_minutes: row.durationMinutes,
    price: toEuros(row.priceCents),
    price_cents: row.priceCents,
    pricing_model: row.pricingModel,
    min_adults: row.minAdults,
    max_participants: row.maxParticipants,
    image_key: row.imageKey,
  };
}
