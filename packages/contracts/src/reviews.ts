import { z } from 'zod';
import { experienceType } from './availability.ts';
import { localizedText, locale } from './common.ts';
import { experienceCategory } from './experiences.ts';

/**
 * Guest reviews: the limits the server enforces, shared with the review form
 * so it can say the same thing before sending (docs/product.md, Constants: 10 per page).
 */
export const reviewLimits = {
  ratingMin: 1,
  ratingMax: 5,
  titleMax: 120,
  bodyMin: 20,
  bodyMax: 2000,
  authorNameMin: 2,
  authorNameMax: 80,
  authorCityMax: 80,
  pageSizeDefault: 10,
  pageSizeMax: 50,
} as const;

// C0 and C1 control characters, plus the invisible bidirectional overrides and
// zero-width marks that can make a text read differently from what it says
// (zero-width joiners stay: emoji and some scripts need them).
// biome-ignore lint/suspicious/noControlCharactersInRegex: dropping control characters is the point
const INVISIBLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g;

/** One line of plain text as a review stores it: control characters dropped, every run of white space one space. */
export function cleanReviewLine(value: string | null | undefined): string {
  return (value ?? '').replace(INVISIBLE, '').replace(/\s+/g, ' ').trim();
}

/** A review's text as stored: line breaks kept (at most one blank line), control characters dropped. */
export function cleanReviewParagraphs(value: string | null | undefined): string {
  return (value ?? '')
    .replace(/\r\n?/g, '\n')
    .replace(INVISIBLE, '')
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Characters as people count them (an emoji is one), not UTF-16 units: what the limits count. */
export const reviewTextLength = (s: string): number => [...s].length;

const MAX_OFFSET = 1_000_000;

/** GET /api/reviews: approved reviews, newest first; a limit above the maximum is capped. */
export const reviewListQuery = z.object({
  limit: z.coerce
    .number({ message: 'limit must be a whole number from 1' })
    .int('limit must be a whole number from 1')
    .min(1, 'limit must be a whole number from 1')
    .default(reviewLimits.pageSizeDefault)
    .transform((n) => Math.min(n, reviewLimits.pageSizeMax)),
  offset: z.coerce
    .number({ message: 'offset must be a whole number from 0' })
    .int('offset must be a whole number from 0')
    .min(0, 'offset must be a whole number from 0')
    .max(MAX_OFFSET, `offset must be at most ${MAX_OFFSET}`)
    .default(0),
  experience_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  /** truffle | wine (TRUFFLE / WINE accepted): the reviews of one landing page. */
  experience_type: experienceType.optional(),
});
export type ReviewListQuery = z.infer<typeof reviewListQuery>;

/** A review as the public site shows it (plain text: render as text, never as HTML). */
export const publicReview = z.object({
  id: z.number().int(),
  experience_id: z.number().int(),
  experience_type: experienceCategory,
  experience_title: localizedText,
  author_name: z.string(),
  author_city: z.string().nullable(),
  rating: z.number().int().min(1).max(5),
  title: z.string().nullable(),
  body: z.string(),
  /** The language the guest wrote in. */
  locale,
  /** Written by a guest with a completed booking. */
  verified: z.boolean(),
  /** ISO 8601 instant. */
  created_at: z.string(),
  /** The estate's public reply, as written (plain text, in whatever language it was written); null without one. */
  reply: z.object({ body: z.string(), replied_at: z.string() }).nullable().optional(),
});
export type PublicReview = z.infer<typeof publicReview>;

export const reviewListResponse = z.object({
  success: z.literal(true),
  data: z.array(publicReview),
  /** Approved reviews matching the filter (all pages). */
  total: z.number().int(),
  /** Mean rating of those reviews, one decimal; null when there are none. */
  average_rating: z.number().nullable(),
  rating_count: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type ReviewListResponse = z.infer<typeof reviewListResponse>;

/** The manage token of a booking: from the guest's e-mail link. */
const accessToken = z.string().min(1, 'token is required').max(200);

/** POST /api/reviews */
export const reviewSubmitRequest = z.object({
  /** The booking id (or its BK- number) from the review link. */
  booking_id: z.union([z.number().int().positive().max(Number.MAX_SAFE_INTEGER), z.string().trim().min(1).max(40)]),
  token: accessToken,
  rating: z
    .number({ message: 'rating must be a whole number from 1 to 5' })
    .int('rating must be a whole number from 1 to 5')
    .min(reviewLimits.ratingMin, 'rating must be a whole number from 1 to 5')
    .max(reviewLimits.ratingMax, 'rating must be a whole number from 1 to 5'),
  title: z
    .string()
    .max(reviewLimits.titleMax * 2)
    .nullish(),
  // Lengths are checked again after control characters are stripped (packages/booking reviews).
  body: z.string().max(reviewLimits.bodyMax * 2),
  author_name: z.string().max(reviewLimits.authorNameMax * 2),
  author_city: z
    .string()
    .max(reviewLimits.authorCityMax * 2)
    .nullish(),
  locale,
  /** Honeypot: people leave it empty; a filled one is answered like a success and dropped. */
  website: z.string().max(2000).optional(),
});
export type ReviewSubmitRequest = z.infer<typeof reviewSubmitRequest>;

export const reviewSubmitResponse = z.object({
  success: z.literal(true),
  data: z.object({ status: z.literal('pending') }),
  message: z.string(),
});
export type ReviewSubmitResponse = z.infer<typeof reviewSubmitResponse>;

export const reviewModerationAction = z.enum(['approve', 'reject']);
export type ReviewModerationAction = z.infer<typeof reviewModerationAction>;

const moderationToken = z.string().trim().min(1, 'token is required').max(200);

/** GET /api/reviews/moderate?token: the pending review the staff link points to. */
export const reviewModerationQuery = z.object({ token: moderationToken });

export const moderationReview = publicReview.extend({
  status: z.enum(['pending', 'approved', 'rejected', 'unpublished']),
  booking_number: z.string().nullable(),
});
export type ModerationReview = z.infer<typeof moderationReview>;

export const reviewModerationResponse = z.object({ success: z.literal(true), data: moderationReview });
export type ReviewModerationResponse = z.infer<typeof reviewModerationResponse>;

/** POST /api/reviews/moderate (never a GET: mail scanners open links). */
export const reviewModerateRequest = z.object({ token: moderationToken, action: reviewModerationAction });
export type ReviewModerateRequest = z.infer<typeof reviewModerateRequest>;

export const reviewModerateResponse = z.object({
  success: z.literal(true),
  data: z.object({ id: z.number().int(), status: z.enum(['approved', 'rejected']), moderated_at: z.string() }),
});
export type ReviewModerateResponse = z.infer<typeof reviewModerateResponse>;
