import { timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull, or } from 'drizzle-orm';
import { bookingAccessTokens, type Booking } from '@tenuta/db';
import type { Executor } from '@tenuta/core';
import { findBookingByRef } from './booking-repository.ts';
import { generateManageToken, hashManageToken } from './manage-token.ts';

const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * The booking `ref` (id or BK- number) when `token` is one of its manage
 * tokens; otherwise undefined, so callers answer 404 whether the booking
 * is missing or the token is wrong (no way to probe other guests' bookings).
 */
export async function findBookingByAccessToken(db: Executor, ref: string | number, token: string | undefined | null, now: Date): Promise<Booking | undefined> {
  if (!token || token.length < 20 || token.length > 200) return undefined;
  const booking = await findBookingByRef(db, ref);
  if (!booking) return undefined;
  const hash = hashManageToken(token);
  if (booking.manageTokenHash && sameHash(booking.manageTokenHash, hash)) return booking;
  const [extra] = await db
    .select({ id: bookingAccessTokens.id })
    .from(bookingAccessTokens)
    .where(
      and(
        eq(bookingAccessTokens.bookingId, booking.id),
        eq(bookingAccessTokens.tokenHash, hash),
        or(isNull(bookingAccessTokens.expiresAt), gt(bookingAccessTokens.expiresAt, now)),
      ),
    );
  return extra ? booking : undefined;
}

/**
 * Issues a further manage token for a later e-mail (reminder, review
 * request…): returns the raw token for the e-mail, stores only its hash.
 */
export async function issueBookingAccessToken(tx: Executor, bookingId: number, purpose: string, expiresAt?: Date): Promise<string> {
  const { token, hash } = generateManageToken();
  await tx.insert(bookingAccessTokens).values({ bookingId, tokenHash: hash, purpose, expiresAt: expiresAt ?? null });
  return token;
}
