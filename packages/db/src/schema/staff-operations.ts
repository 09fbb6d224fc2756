import { bigint, bigserial, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { bookings } from './bookings.ts';
import { contactMessages } from './contact-messages.ts';
import { staffAccounts } from './staff.ts';

export const checkInMethods = ['tap', 'qr', 'number'] as const;
export type CheckInMethod = (typeof checkInMethods)[number];

/** A guest's arrival. One per booking (unique): a second check-in answers the first. */
export const checkIns = pgTable(
  'check_ins',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    bookingId: bigint('booking_id', { mode: 'number' })
      .notNull()
      .references(() => bookings.id),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffAccounts.id),
    method: text('method', { enum: checkInMethods }).notNull(),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('check_ins_booking_unique').on(t.bookingId)],
);

/** Internal notes on a booking, never shown to the guest. Append-only. */
export const bookingNotes = pgTable(
  'booking_notes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    bookingId: bigint('booking_id', { mode: 'number' })
      .notNull()
      .references(() => bookings.id),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffAccounts.id),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('booking_notes_booking_idx').on(t.bookingId, t.createdAt)],
);

/** A staff reply to a contact message, sent to the guest by e-mail. */
export const contactReplies = pgTable(
  'contact_replies',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => contactMessages.id),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffAccounts.id),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_replies_message_idx').on(t.messageId, t.createdAt)],
);

export type CheckIn = typeof checkIns.$inferSelect;
export type BookingNote = typeof bookingNotes.$inferSelect;
export type ContactReply = typeof contactReplies.$inferSelect;
