import { and, desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import { bookings, experiences, reviews, type BookingStatus, type NewReview } from '@tenuta/db';
import { pgTimestamp, type Executor } from '@tenuta/core';

/** A review with what the site says about its experience (and, for staff, its booking). */
export interface ReviewRow {
  id: number;
  experienceId: number;
  category: 'TRUFFLE' | 'WINE';
  titleIt: string;
  titleEn: string;
  authorName: string;
  authorCity: string | null;
  rating: number;
  title: string | null;
  body: string;
  locale: 'it' | 'en';
  verified: boolean;
  status: 'pending' | 'approved' | 'rejected' | 'unpublished';
  createdAt: Date;
  replyBody: string | null;
  replyAt: Date | null;
  bookingNumber: string | null;
  customerEmail: string | null;
}

export interface ReviewFilter {
  experienceId?: number | undefined;
  category?: 'TRUFFLE' | 'WINE' | undefined;
}

const reviewColumns = {
  id: reviews.id,
  experienceId: reviews.experienceId,
  category: experiences.category,
  titleIt: experiences.titleIt,
  titleEn: experiences.titleEn,
  authorName: reviews.authorName,
  authorCity: reviews.authorCity,
  rating: reviews.rating,
  title: reviews.title,
  body: reviews.body,
  locale: reviews.locale,
  verified: reviews.verified,
  status: reviews.status,
  createdAt: reviews.createdAt,
  replyBody: reviews.replyBody,
  replyAt: reviews.replyAt,
  bookingNumber: bookings.bookingNumber,
  customerEmail: bookings.customerEmail,
};

function approvedWhere(filter: ReviewFilter): SQL | undefined {
  return and(
    eq(reviews.status, 'approved'),
    filter.experienceId !== undefined ? eq(reviews.experienceId, filter.experienceId) : undefined,
    filter.category !== undefined ? eq(experiences.category, filter.category) : undefined,
  );
}

/** One page of approved reviews, newest first. */
export async function findApprovedReviews(db: Executor, filter: ReviewFilter, page: { limit: number; offset: number }): Promise<ReviewRow[]> {
  return db
    .select(reviewColumns)
    .from(reviews)
    .innerJoin(experiences, eq(experiences.id, reviews.experienceId))
    .leftJoin(bookings, eq(bookings.id, reviews.bookingId))
    .where(approvedWhere(filter))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** How many approved reviews match, and their mean rating (one decimal; null for none). */
export async function approvedReviewStats(db: Executor, filter: ReviewFilter): Promise<{ count: number; average: number | null }> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, average: sql<string | null>`round(avg(${reviews.rating}), 1)` })
    .from(reviews)
    .innerJoin(experiences, eq(experiences.id, reviews.experienceId))
    .where(approvedWhere(filter));
  const count = Number(row?.count ?? 0);
  return { count, average: count > 0 && row?.average != null ? Number(row.average) : null };
}

/** What decides whether a booking can be reviewed, and which experience the review is about. */
export interface BookingReviewContext {
  bookingId: number;
  status: BookingStatus;
  endsAt: Date;
  /** The experience the booking is of (for a CHOICE slot, the one it became: `slot_experience_id`). */
  experienceId: number | null;
}

export async function findBookingReviewContext(db: Executor, bookingId: number): Promise<BookingReviewContext | undefined> {
  const result = await db.execute<{ id: number; status: BookingStatus; ends_at: string; experience_id: number | null }>(sql`
    SELECT b.id, b.status,
           s.starts_at + make_interval(mins => coalesce(e.duration_minutes, s.duration_minutes)) AS ends_at,
           e.id AS experience_id
      FROM bookings b
      JOIN slots s ON s.id = b.slot_id
      LEFT JOIN experiences e ON e.id = slot_experience_id(s.experience_id, b.category, s.truffle_price_cents, s.wine_price_cents)
     WHERE b.id = ${bookingId}`);
  const row = result.rows[0];
  if (!row) return undefined;
  return {
    bookingId: Number(row.id),
    status: row.status,
    endsAt: pgTimestamp(row.ends_at),
    experienceId: row.experience_id === null ? null : Number(row.experience_id),
  };
}

export async function reviewExistsForBooking(db: Executor, bookingId: number): Promise<boolean> {
  const [row] = await db.select({ id: reviews.id }).from(reviews).where(eq(reviews.bookingId, bookingId)).limit(1);
  return Boolean(row);
}

export async function insertReview(tx: Executor, values: NewReview): Promise<number> {
  const [row] = await tx.insert(reviews).values(values).returning({ id: reviews.id });
  return row!.id;
}

/** The review a moderation link points to, while the link is unused. */
export async function findReviewByModerationHash(db: Executor, hash: string): Promise<ReviewRow | undefined> {
  const [row] = await db
    .select(reviewColumns)
    .from(reviews)
    .innerJoin(experiences, eq(experiences.id, reviews.experienceId))
    .leftJoin(bookings, eq(bookings.id, reviews.bookingId))
    .where(and(isNotNull(reviews.moderationTokenHash), eq(reviews.moderationTokenHash, hash), eq(reviews.status, 'pending')));
  return row;
}

/**
 * Approves or rejects the pending review whose link this is, and spends the
 * link in the same statement: two clicks (or two staff) cannot both act.
 */
export async function moderateByHash(
  db: Executor,
  hash: string,
  o: { status: 'approved' | 'rejected'; at: Date; by: string },
): Promise<{ id: number; status: 'approved' | 'rejected'; moderatedAt: Date } | undefined> {
  const [row] = await db
    .update(reviews)
    .set({ status: o.status, moderatedAt: o.at, moderatedBy: o.by, moderationTokenHash: null })
    .where(and(isNotNull(reviews.moderationTokenHash), eq(reviews.moderationTokenHash, hash), eq(reviews.status, 'pending')))
    .returning({ id: reviews.id, moderatedAt: reviews.moderatedAt });
  return row ? { id: row.id, status: o.status, moderatedAt: row.moderatedAt ?? o.at } : undefined;
}

/** A review for the staff e-mail, whatever its state. */
export async function findReviewById(db: Executor, id: number): Promise<ReviewRow | undefined> {
  const [row] = await db
    .select(reviewColumns)
    .from(reviews)
    .innerJoin(experiences, eq(experiences.id, reviews.experienceId))
    .leftJoin(bookings, eq(bookings.id, reviews.bookingId))
    .where(eq(reviews.id, id));
  return row;
}
