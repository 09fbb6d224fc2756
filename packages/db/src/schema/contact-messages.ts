import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** A message from the contact form; staff are told by e-mail through the outbox. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    subject: text('subject'),
    message: text('message').notNull(),
    locale: text('locale', { enum: ['it', 'en'] })
      .notNull()
      .default('it'),
    /** open | answered | spam */
    status: text('status', { enum: ['open', 'answered', 'spam'] })
      .notNull()
      .default('open'),
    /** Consent to the privacy notice, as the guest gave it. */
    privacyAcceptedAt: timestamp('privacy_accepted_at', { withTimezone: true }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);

export type ContactMessage = typeof contactMessages.$inferSelect;
export type NewContactMessage = typeof contactMessages.$inferInsert;
