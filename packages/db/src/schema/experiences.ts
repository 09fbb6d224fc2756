import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** A bookable experience of the estate, in Italian and English. */
export const experiences = pgTable(
  'experiences',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    /** TRUFFLE or WINE: what the guest books. */
    category: text('category', { enum: ['TRUFFLE', 'WINE'] }).notNull(),
    titleIt: text('title_it').notNull(),
    titleEn: text('title_en').notNull(),
    summaryIt: text('summary_it').notNull(),
    summaryEn: text('summary_en').notNull(),
    descriptionIt: text('description_it').notNull(),
    descriptionEn: text('description_en').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    /** Price in euro cents; per person, or per group when pricingModel = per_group. */
    priceCents: integer('price_cents').notNull(),
    pricingModel: text('pricing_model', { enum: ['per_person', 'per_group'] })
      .notNull()
      .default('per_person'),
    minAdults: integer('min_adults').notNull(),
    maxParticipants: integer('max_participants').notNull(),
    imageKey: text('image_key').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    /** VAT rate on invoices, in basis points (22 % = 2200); the estate confirms rates with its accountant. */
    vatBps: integer('vat_bps').notNull().default(2200),
    /**
     * Online sales of this experience's slots stop this many minutes before the start; null: the
     * category's default. A CHOICE slot takes the strictest (docs/domain/booking-cutoff.md).
     */
    bookingCutoffMinutes: integer('booking_cutoff_minutes'),
    isActive: boolean('is_active').notNull().default(true),
    /**
     * Sold only through partners (the OCTO API, staff): not listed on the public site, its slots
     * not offered to guests. Coach groups of tour operators book this way.
     */
    partnersOnly: boolean('partners_only').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // At most a week (10,080 minutes).
  (t) => [check('experiences_booking_cutoff_range', sql`${t.bookingCutoffMinutes} IS NULL OR ${t.bookingCutoffMinutes} BETWEEN 0 AND 10080`)],
);

export type Experience = typeof experiences.$inferSelect;
export type NewExperience = typeof experiences.$inferInsert;
