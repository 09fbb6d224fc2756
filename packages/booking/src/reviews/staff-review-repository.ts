import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { bookings, experiences, reviews, type ReviewStatus } from '@tenuta/db';
import type { StaffReviewView } from '@tenuta/contracts';
import type { Executor } from '@tenuta/core';

const columns = {
  id: reviews.id,
  status: reviews.status,
  rating: reviews.rating,
  title: reviews.title,
  body: reviews.body,
  authorName: reviews.authorName,
  authorCity: reviews.authorCity,
  locale: reviews.locale,
  verified: reviews.verified,
  category: experiences.category,
  titleIt: experiences.titleIt,
  titleEn: experiences.titleEn,
  bookingId: reviews.bookingId,
  bookingNumber: bookings.bookingNumber,
  createdAt: reviews.createdAt,
  moderatedAt: reviews.moderatedAt,
  moderatedBy: reviews.moderatedBy,
  rejectionReason: reviews.rejectionReason,
  unpublishedAt: reviews.unpublishedAt,
  unpublishedBy: reviews.unpublishedBy,
  unpublishReason: reviews.unpublishReason,
  replyBody: reviews.replyBody,
  replyAt: reviews.replyAt,
  replyBy: reviews.replyBy,
};

const base = (db: Executor) =>
  db.select(columns).from(reviews).innerJoin(experiences, eq(experiences.id, reviews.experienceId)).leftJoin(bookings, eq(bookings.id, reviews.bookingId));

type Row = Awaited<ReturnType<typeof base>>[number];

function toView(r: Row): StaffReviewView {
  return {
    id: r.id,
    status: r.status,
    rating: r.rating,
    title: r.title,
    body: r.body,
    author_name: r.authorName,
    author_city: r.authorCity,
    locale: r.locale,
    verified: r.verified,
    experience_type: r.category,
    experience_title: { it: r.titleIt, en: r.titleEn },
    booking_id: r.bookingId,
    booking_number: r.bookingNumber,
    created_at: r.createdAt.toISOString(),
    moderated_at: r.moderatedAt?.toISOString() ?? null,
    moderated_by: r.moderatedBy,
    rejection_reason: r.rejectionReason,
    unpublished_at: r.unpublishedAt?.toISOString() ?? null,
    unpublished_by: r.unpublishedBy,
    unpublish_reason: r.unpublishReason,
    reply: r.replyBody && r.replyAt ? { body: r.replyBody, replied_at: r.replyAt.toISOString(), replied_by: r.replyBy } : null,
  };
}

/** Pending: the queue, oldest first. Approved or rejected: the latest decisions first; unpublished: the latest taken off first. */
export async function findStaffReviews(db: Executor, status: ReviewStatus, limit = 200): Promise<StaffReviewView[]> {
  const order =
    status === 'pending'
      ? [asc(reviews.createdAt), asc(reviews.id)]
      : status === 'unpublished'
        ? [desc(reviews.unpublishedAt), desc(reviews.id)]
        : [desc(reviews.moderatedAt), desc(reviews.id)];
  const rows = await base(db)
    .where(eq(reviews.status, status))
    .orderBy(...order)
    .limit(limit);
  return rows.map((r) => toView(r));
}

export async function findStaffReview(db: Executor, id: number): Promise<StaffReviewView | undefined> {
  const [row] = await base(db).where(eq(reviews.id, id));
  return row ? toView(row) : undefined;
}

export async function countPendingReviews(db: Executor): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(reviews).where(eq(reviews.status, 'pending'));
  return Number(row?.n ?? 0);
}

/** Locks a review row for a decision. */
export async function lockReview(tx: Executor, id: number): Promise<{ id: number; status: ReviewStatus; replyBody: string | null } | undefined> {
  const [row] = await tx.select({ id: reviews.id, status: reviews.status, replyBody: reviews.replyBody }).from(reviews).where(eq(reviews.id, id)).for('update');
  return row;
}

/**
 * Records a decision on a pending review and spends its e-mail link in the
 * same statement, as the e-mail link's own moderation does: the link then
 * answers "already used" like a second click.
 */
export async function decideReview(tx: Executor, id: number, o: { status: 'approved' | 'rejected'; at: Date; by: string; rejectionReason: string | null }): Promise<boolean> {
  const rows = await tx
    .update(reviews)
    .set({ status: o.status, moderatedAt: o.at, moderatedBy: o.by, rejectionReason: o.rejectionReason, moderationTokenHash: null })
    .where(and(eq(reviews.id, id), eq(reviews.status, 'pending')))
    .returning({ id: reviews.id });
  return rows.length > 0;
}
