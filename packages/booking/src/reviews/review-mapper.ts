import type { ModerationReview, PublicReview } from '@tenuta/contracts';
import type { ReviewRow } from './review-repository.ts';

export function toPublicReview(r: ReviewRow): PublicReview {
  return {
    id: r.id,
    experience_id: r.experienceId,
    experience_type: r.category,
    experience_title: { it: r.titleIt, en: r.titleEn },
    author_name: r.authorName,
    author_city: r.authorCity,
    rating: r.rating,
    title: r.title,
    body: r.body,
    locale: r.locale,
    verified: r.verified,
    created_at: r.createdAt.toISOString(),
    reply: r.replyBody && r.replyAt ? { body: r.replyBody, replied_at: r.replyAt.toISOString() } : null,
  };
}

export const toModerationReview = (r: ReviewRow): ModerationReview => ({ ...toPublicReview(r), status: r.status, booking_number: r.bookingNumber });
