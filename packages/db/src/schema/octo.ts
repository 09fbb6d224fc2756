import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings.ts';
import { cartItems } from './cart-items.ts';
import { carts } from './carts.ts';
import { experiences } from './experiences.ts';
import { partners } from './partners.ts';
import { slots } from './slots.ts';

export const octoBookingStatuses = ['ON_HOLD', 'CONFIRMED', 'CANCELLED', 'EXPIRED'] as const;
export type OctoBookingStatus = (typeof octoBookingStatuses)[number];

/** One OCTO unit item as the reseller's system sees it (ADULT, CHILD or VIP), with its stable uuid. */
export interface OctoUnitItemRecord {
  uuid: string;
  unitId: 'ADULT' | 'CHILD' | 'VIP';
  resellerReference: string | null;
}

/** The booking's contact as the reseller's system gave it (OCTO field names). */
export interface OctoContactRecord {
  fullName?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  emailAddress?: string | null;
  phoneNumber?: string | null;
  locales?: string[];
  postalCode?: string | null;
  country?: string | null;
  notes?: string | null;
}

/**
 * A booking made through the OCTO API, from the reservation on: while ON_HOLD it is a seat hold
 * of the booking engine (a line of its own partner cart); confirmed, it is the booking it became
 * (a reseller's order on account). The reseller knows it by its `uuid`; every read is scoped to
 * the partner. EXPIRED is also what an ON_HOLD row whose hold ran out reads as.
 */
export const octoBookings = pgTable(
  'octo_bookings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The reseller's idempotency key (or ours when it sent none). */
    uuid: uuid('uuid').notNull(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id),
    /** The API key that made the reservation (octo_api_keys.id): webhooks are registered per key. */
    keyId: integer('key_id'),
    status: text('status', { enum: octoBookingStatuses }).notNull().default('ON_HOLD'),
    /** The product (an experience) and the availability (a slot) booked; a CHOICE slot as that experience's category. */
    experienceId: integer('experience_id')
      .notNull()
      .references(() => experiences.id),
    slotId: bigint('slot_id', { mode: 'number' })
      .notNull()
      .references(() => slots.id),
    category: text('category', { enum: ['TRUFFLE', 'WINE'] }).notNull(),
    language: text('language').notNull(),
    /** The partner cart holding the reservation's seat hold, and the hold while it lasts. */
    cartId: uuid('cart_id').references(() => carts.id, { onDelete: 'set null' }),
    holdId: uuid('hold_id').references(() => cartItems.id, { onDelete: 'set null' }),
    /** The hold's expiry as last set (kept after the hold is gone, for an EXPIRED reservation). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** The booking it became on confirmation. */
    bookingId: bigint('booking_id', { mode: 'number' }).references(() => bookings.id),
    unitItems: jsonb('unit_items').$type<OctoUnitItemRecord[]>().notNull(),
    contact: jsonb('contact').$type<OctoContactRecord>().notNull().default({}),
    notes: text('notes'),
    resellerReference: text('reseller_reference'),
    /** The reservation's price snapshot (per adult, the VIP supplement), as its hold has it. */
    unitPriceCents: integer('unit_price_cents').notNull(),
    vipSupplementCents: integer('vip_supplement_cents').notNull().default(0),
    cancelReason: text('cancel_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('octo_bookings_uuid_unique').on(t.uuid),
    uniqueIndex('octo_bookings_booking_unique').on(t.bookingId),
    index('octo_bookings_partner_idx').on(t.partnerId, t.createdAt),
    index('octo_bookings_reseller_ref_idx').on(t.partnerId, t.resellerReference),
    check('octo_bookings_status', sql`${t.status} IN ('ON_HOLD', 'CONFIRMED', 'CANCELLED', 'EXPIRED')`),
    check('octo_bookings_category', sql`${t.category} IN ('TRUFFLE', 'WINE')`),
    check('octo_bookings_confirmed', sql`${t.status} <> 'CONFIRMED' OR ${t.bookingId} IS NOT NULL`),
  ],
);

export type OctoBooking = typeof octoBookings.$inferSelect;
export type NewOctoBooking = typeof octoBookings.$inferInsert;
