import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { bookings } from './bookings.ts';
import { experiences } from './experiences.ts';

/** `unpublished`: approved once, then taken off the public pages by staff. */
export const reviewStatuses = ['pending', 'approved', 'rejected', 'unpublished'] as const;
export type ReviewStatus = (typeof reviewStatuses)[number];

/**
 * A guest's review. Written only by a guest holding a booking's manage token
 * (verified), after the experience; shown only once staff approve it.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    bookingId: bigint('booking_id', { mode: 'number' }).references(() => bookings.id, { onDelete: 'set null' }),
    experienceId: integer('experience_id')
      .notNull()
      .references(() => experiences.id),
    authorName: text('author_name').notNull(),
    /** Where the guest comes from, e.g. "Milano" (optional). */
    authorCity: text('author_city'),
    rating: integer('rating').notNull(),
    title: text('title'),
    body: text('body').notNull(),
    locale: text('locale', { enum: ['it', 'en'] })
      .notNull()
      .default('it'),
    /** True when tied to a completed booking (the "verified" badge). */
    verified: boolean('verified').notNull().default(false),
    status: text('status', { enum: reviewStatuses }).notNull().default('pending'),
    /** SHA-256 of the one-time token in the staff e-mail's approve/reject link. */
    moderationTokenHash: text('moderation_token_hash'),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    moderatedBy: text('moderated_by'),
    /** Why staff rejected it (required when rejecting from the back office). */
    rejectionReason: text('rejection_reason'),
    /** When and by whom (staff e-mail) an approved review was taken off the public pages, and why (internal). */
    unpublishedAt: timestamp('unpublished_at', { withTimezone: true }),
    unpublishedBy: text('unpublished_by'),
    unpublishReason: text('unpublish_reason'),
    /** The estate's public reply, shown under the review as written (plain text). */
    replyBody: text('reply_body'),
    replyAt: timestamp('reply_at', { withTimezone: true }),
    /** The staff e-mail of who wrote the reply (never shown publicly). */
    replyBy: text('reply_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reviews_booking_unique').on(t.bookingId),
    index('reviews_public_idx').on(t.status, t.experienceId, t.createdAt),
    check('reviews_rating', sql`${t.rating} BETWEEN 1 AND 5`),
    check('reviews_status', sql`${t.status} IN ('pending', 'approved', 'rejected', 'unpublished')`),
    check('reviews_reply', sql`(${t.replyBody} IS NULL) = (${t.replyAt} IS NULL)`),
  ],
);

export type Review = typeof reviews.$inferSelect;
export type NewReview = typeof reviews.$inferInsert;
