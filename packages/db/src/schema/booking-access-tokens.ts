import { bigint, bigserial, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { bookings } from './bookings.ts';

/**
 * Further "manage my booking" tokens of a booking (SHA-256 only), issued by
 * later e-mails (reminder, review request) because the raw token of the
 * confirmation e-mail is never kept. A guest's token is valid when it matches
 * bookings.manage_token_hash or one of these rows (not expired).
 */
export const bookingAccessTokens = pgTable(
  'booking_access_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    bookingId: bigint('booking_id', { mode: 'number' })
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    /** Which e-mail issued it: reminder, review_request, date_change… */
    purpose: text('purpose').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('booking_access_tokens_hash_unique').on(t.tokenHash), index('booking_access_tokens_booking_idx').on(t.bookingId)],
);

export type BookingAccessToken = typeof bookingAccessTokens.$inferSelect;
