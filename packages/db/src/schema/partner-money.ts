import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings.ts';
import { carts } from './carts.ts';
import { coupons } from './coupons.ts';
import { partners, partnerUsers } from './partners.ts';
import { staffAccounts } from './staff.ts';

/**
 * A referrer's link: a public page with a campaign label. `?ref=<partners.ref_code>&c=<link id>`
 * on any public URL attributes the visitor (first-party cookie) to the partner; `&lang=` opens
 * the page in the link's language (null: links made before the choice, the visitor's own).
 */
export const referralLinks = pgTable(
  'referral_links',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id),
    /** A public path of the site, e.g. /truffle-hunting. */
    targetPath: text('target_path').notNull(),
    label: text('label').notNull(),
    /** The language the link opens the site in. */
    locale: text('locale', { enum: ['it', 'en'] }),
    createdBy: integer('created_by').references(() => partnerUsers.id),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('referral_links_partner_idx').on(t.partnerId), check('referral_links_locale', sql`${t.locale} IN ('it', 'en')`)],
);

/** A click on a referral link: counted, without the visitor's address or anything else about them. */
export const referralClicks = pgTable(
  'referral_clicks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id),
    linkId: bigint('link_id', { mode: 'number' }).references(() => referralLinks.id),
    landingPath: text('landing_path').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('referral_clicks_partner_idx').on(t.partnerId, t.createdAt)],
);

/**
 * Which visitors already clicked which link today (Rome day), so that a click counts once per
 * visitor, link and day. `visitor_hash` is a keyed hash (HMAC-SHA256) of the address, the user
 * agent and the link with a random salt of the day, kept in `app_secrets` and never here: the
 * rows cannot be turned back into an address. The daily clean-up deletes past days' rows and
 * salts.
 */
export const referralClickMarks = pgTable(
  'referral_click_marks',
  {
    day: date('day', { mode: 'string' }).notNull(),
    visitorHash: text('visitor_hash').notNull(),
  },
  (t) => [primaryKey({ name: 'referral_click_marks_pk', columns: [t.day, t.visitorHash] })],
);

/** A partner asks for a new discount code; staff approve (the coupon is created then) or refuse. */
export const partnerCodeRequests = pgTable(
  'partner_code_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id),
    requestedCode: text('requested_code').notNull(),
    discountPercent: integer('discount_percent').notNull(),
    note: text('note'),
    status: text('status', { enum: ['pending', 'approved', 'refused'] })
      .notNull()
      .default('pending'),
    couponId: integer('coupon_id').references(() => coupons.id),
    decidedBy: integer('decided_by').references(() => staffAccounts.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionNote: text('decision_note'),
    requestedBy: integer('requested_by').references(() => partnerUsers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('partner_code_requests_partner_idx').on(t.partnerId),
    check('partner_code_requests_status', sql`${t.status} IN ('pending', 'approved', 'refused')`),
    check('partner_code_requests_percent', sql`${t.discountPercent} BETWEEN 1 AND 50`),
  ],
);

/**
 * Who a booking is credited to, fixed when the booking is created and never changed afterwards
 * (a trigger refuses updates): the partner, by link or by code, and when the visitor was attributed.
 */
export const bookingAttributions = pgTable(
  'booking_attributions',
  {
    bookingId: bigint('booking_id', { mode: 'number' })
      .primaryKey()
      .references(() => bookings.id),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id),
    source: text('source', { enum: ['link', 'code'] }).notNull(),
    linkId: bigint('link_id', { mode: 'number' }).references(() => referralLinks.id),
    couponId: integer('coupon_id').references(() => coupons.id),
    /** When the click or the code put the visitor on the partner's account. */
    attributedAt: timestamp('attributed_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('booking_attributions_partner_idx').on(t.partnerId), check('booking_attributions_source', sql`${t.source} IN ('link', 'code')`)],
);

/** The last referral click recorded for a cart (the last click wins; a partner's code in the cart beats it). */
export const cartAttributions = pgTable('cart_attributions', {
  cartId: uuid('cart_id')
    .primaryKey()
    .references(() => carts.id, { onDelete: 'cascade' }),
  partnerId: integer('partner_id')
    .notNull()
    .references(() => partners.id),
  linkId: bigint('link_id', { mode: 'number' }).references(() => referralLinks.id),
  attributedAt: timestamp('attributed_at', { withTimezone: true }).notNull(),
});

/** A referrer's payout details and tax profile (changes of IBAN hold payouts for 48 hours). */
export const partnerPayoutProfiles = pgTable(
  'partner_payout_profiles',
  {
    partnerId: integer('partner_id')
      .primaryKey()
      .references(() => partners.id),
    /** private: withholding tax deducted; company: none when it has a VAT number (it invoices the estate itself). */
    personType: text('person_type', { enum: ['private', 'company'] })
      .notNull()
      .default('private'),
    withholdingBps: integer('withholding_bps').notNull().default(1150),
    /** The VAT number staff confirmed for the tax status (the company data's may differ while a request waits). */
    vatNumber: text('vat_number'),
    /** When staff confirmed the tax status (person type, VAT number, rate); null: not confirmed, payouts wait. */
    taxConfirmedAt: timestamp('tax_confirmed_at', { withTimezone: true }),
    /** Who confirmed it (null when confirmed by a data migration or the demo seed). */
    taxConfirmedBy: integer('tax_confirmed_by').references(() => staffAccounts.id),
    accountHolder: text('account_holder'),
    iban: text('iban'),
    bic: text('bic'),
    ibanChangedAt: timestamp('iban_changed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('partner_payout_profiles_person', sql`${t.personType} IN ('private', 'company')`),
    check('partner_payout_profiles_withholding', sql`${t.withholdingBps} BETWEEN 0 AND 5000`),
  ],
);

/**
 * A referrer's request to change its tax status (private person or business, VAT number): it changes
 * nothing until staff confirm it (the profile takes its values) or refuse it (with a reason). At most
 * one pending per partner; a newer request supersedes it.
 */
export const partnerTaxRequests = pgTable(
  'partner_tax_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id),
    personType: text('person_type', { enum: ['private', 'company'] }).notNull(),
    vatNumber: text('vat_number'),
    status: text('status', { enum: ['pending', 'confirmed', 'refused', 'superseded'] })
      .notNull()
      .default('pending'),
    /** The partner user who asked (null: written by the data migration from the company data). */
    requestedBy: integer('requested_by').references(() => partnerUsers.id),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    decidedBy: integer('decided_by').references(() => staffAccounts.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** Why staff refused it. */
    reason: text('reason'),
  },
  (t) => [
    index('partner_tax_requests_partner_idx').on(t.partnerId, t.requestedAt),
    uniqueIndex('partner_tax_requests_one_pending').on(t.partnerId).where(sql`${t.status} = 'pending'`),
    check('partner_tax_requests_person', sql`${t.personType} IN ('private', 'company')`),
    check('partner_tax_requests_status', sql`${t.status} IN ('pending', 'confirmed', 'refused', 'superseded')`),
  ],
);

/**
 * A referrer's payout: the approved commission balance of a period gathered into one transfer.
 * draft -> approved (staff) -> exported (SEPA file) -> paid.
 */
export const partnerPayouts = pgTable(
  'partner_payouts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id),
    /** YYYY-MM of the run that gathered it. */
    period: text('period').notNull(),
    status: text('status', { enum: ['draft', 'approved', 'exported', 'paid', 'cancelled'] })
      .notNull()
      .default('draft'),
    grossCents: integer('gross_cents').notNull(),
    withholdingCents: integer('withholding_cents').notNull().default(0),
    netCents: integer('net_cents').notNull(),
    /** The payout details as they were when it was gathered. */
    accountHolder: text('account_holder'),
    iban: text('iban'),
    /** Who gathered it ("gather now"); null: the monthly job. */
    preparedBy: integer('prepared_by').references(() => staffAccounts.id),
    /** Who last changed its amounts (a new tax status recalculates an open payout). */
    changedBy: integer('changed_by').references(() => staffAccounts.id),
    changedAt: timestamp('changed_at', { withTimezone: true }),
    /** Who confirmed the tax status its withholding comes from (null: a data migration or the demo seed). */
    taxConfirmedBy: integer('tax_confirmed_by').references(() => staffAccounts.id),
    /** Someone other than the three above, or an owner (two people for money leaving the estate). */
    approvedBy: integer('approved_by').references(() => staffAccounts.id),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    exportedAt: timestamp('exported_at', { withTimezone: true }),
    sepaMessageId: text('sepa_message_id'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('partner_payouts_partner_period_unique').on(t.partnerId, t.period),
    check('partner_payouts_status', sql`${t.status} IN ('draft', 'approved', 'exported', 'paid', 'cancelled')`),
    check('partner_payouts_amounts', sql`${t.grossCents} >= 0 AND ${t.withholdingCents} >= 0 AND ${t.netCents} = ${t.grossCents} - ${t.withholdingCents}`),
  ],
);

/**
 * The commission ledger, append-only (a trigger refuses UPDATE and DELETE). One `commission` row
 * per attributed booking; a cancellation or a refund that succeeded adds a `reversal` row
 * (negative) in proportion; a refund counted by an earlier reversal that then failed adds a
 * positive `reversal` row with reason `refund_failed`; a no-show undone (the guest came after all)
 * gives back what its no-show took with a positive `reversal` row, reason `no_show_undone`.
 * Status is not a column: a row is approved once a commission_approvals row names it, paid once
 * its payout is paid; flagged rows wait for staff review.
 */
export const commissionEntries = pgTable(
  'commission_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id),
    bookingId: bigint('booking_id', { mode: 'number' })
      .notNull()
      .references(() => bookings.id),
    kind: text('kind', { enum: ['commission', 'reversal'] }).notNull(),
    /** What the guest paid for the booking, net of VAT and after discounts. */
    baseCents: integer('base_cents').notNull(),
    rateBps: integer('rate_bps').notNull(),
    /** Positive for a commission, negative for a reversal. */
    amountCents: integer('amount_cents').notNull(),
    /** The experience's date: approval waits for it plus the holding period. */
    earnedAt: timestamp('earned_at', { withTimezone: true }).notNull(),
    /** e.g. self_referral: held for staff review, not paid until cleared. */
    flag: text('flag'),
    /** The reversal's cause (refund id, cancellation). */
    reason: text('reason'),
    /** The entry a reversal corrects. */
    reversesId: bigint('reverses_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('commission_entries_partner_idx').on(t.partnerId, t.createdAt),
    index('commission_entries_booking_idx').on(t.bookingId),
    uniqueIndex('commission_entries_one_per_booking').on(t.bookingId).where(sql`${t.kind} = 'commission'`),
    check('commission_entries_kind', sql`${t.kind} IN ('commission', 'reversal')`),
    // A reversal takes back (negative); only a correction gives back (positive): a refund that failed, a no-show undone.
    check(
      'commission_entries_sign',
      sql`(${t.kind} = 'commission' AND ${t.amountCents} >= 0) OR (${t.kind} = 'reversal' AND (${t.amountCents} <= 0 OR ${t.reason} IN ('refund_failed', 'no_show_undone')))`,
    ),
  ],
);

/** Facts about ledger rows, appended: approved (by the job), cleared or rejected (staff review of a flag), carried by a payout. */
export const commissionEvents = pgTable(
  'commission_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    entryId: bigint('entry_id', { mode: 'number' })
      .notNull()
      .references(() => commissionEntries.id),
    event: text('event', { enum: ['approved', 'cleared', 'rejected', 'in_payout'] }).notNull(),
    payoutId: bigint('payout_id', { mode: 'number' }).references(() => partnerPayouts.id),
    staffId: integer('staff_id').references(() => staffAccounts.id),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('commission_events_entry_idx').on(t.entryId),
    // Each fact once per entry; an entry may be in several payouts over time (a cancelled payout releases it), once per payout.
    uniqueIndex('commission_events_once').on(t.entryId, t.event).where(sql`${t.event} <> 'in_payout'`),
    uniqueIndex('commission_events_in_payout_once').on(t.entryId, t.payoutId).where(sql`${t.event} = 'in_payout'`),
    check('commission_events_event', sql`${t.event} IN ('approved', 'cleared', 'rejected', 'in_payout')`),
  ],
);

/** Invoice numbering: one progressive series per year, taken under the row's lock, never reused. */
export const invoiceCounters = pgTable('invoice_counters', {
  year: integer('year').primaryKey(),
  lastNumber: integer('last_number').notNull().default(0),
});

export interface InvoiceLine {
  description: string;
  quantity: number;
  unitPriceCents: number;
  /** Taxable amount of the line (quantity × unit price, after discounts). */
  taxableCents: number;
  vatBps: number;
  vatCents: number;
  /** Natura code when VAT is 0 (e.g. N2.2). */
  nature?: string;
  bookingId?: number;
}

/**
 * An invoice or a credit note (FatturaPA TipoDocumento TD01 immediate, TD24 deferred, TD04 credit
 * note). Never deleted: a mistake is credited. `number` is null while a draft; issuing takes the
 * next number of its year.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    docType: text('doc_type', { enum: ['TD01', 'TD24', 'TD04'] }).notNull(),
    status: text('status', { enum: ['draft', 'issued'] })
      .notNull()
      .default('draft'),
    year: integer('year').notNull(),
    number: integer('number'),
    issueDate: text('issue_date'),
    /** Resellers' invoices; null for a guest's. */
    partnerId: integer('partner_id').references(() => partners.id),
    /** YYYY-MM of a deferred invoice. */
    period: text('period'),
    /** The invoice a credit note corrects. */
    creditOf: bigint('credit_of', { mode: 'number' }),
    buyer: jsonb('buyer').$type<Record<string, string | null>>().notNull(),
    /** The seller (the estate) as written on the issued document, frozen the first time it is rendered; null for drafts. */
    seller: jsonb('seller').$type<Record<string, string | null>>(),
    lines: jsonb('lines').$type<InvoiceLine[]>().notNull(),
    taxableCents: integer('taxable_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    dueDate: text('due_date'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    issuedBy: integer('issued_by').references(() => staffAccounts.id),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoices_year_number_unique').on(t.year, t.number),
    uniqueIndex('invoices_partner_period_unique').on(t.partnerId, t.period, t.docType).where(sql`${t.docType} = 'TD24'`),
    index('invoices_partner_idx').on(t.partnerId, t.createdAt),
    check('invoices_doc_type', sql`${t.docType} IN ('TD01', 'TD24', 'TD04')`),
    check('invoices_status', sql`${t.status} IN ('draft', 'issued')`),
    check('invoices_issued_numbered', sql`(${t.status} = 'draft') = (${t.number} IS NULL)`),
    check('invoices_amounts', sql`${t.totalCents} = ${t.taxableCents} + ${t.vatCents}`),
  ],
);

/** Which bookings an invoice or credit note covers (a booking is on at most one live invoice: invoiced minus credited). */
export const invoiceBookings = pgTable(
  'invoice_bookings',
  {
    invoiceId: bigint('invoice_id', { mode: 'number' })
      .notNull()
      .references(() => invoices.id),
    bookingId: bigint('booking_id', { mode: 'number' })
      .notNull()
      .references(() => bookings.id),
  },
  (t) => [uniqueIndex('invoice_bookings_pair').on(t.invoiceId, t.bookingId), index('invoice_bookings_booking_idx').on(t.bookingId)],
);

export type ReferralLink = typeof referralLinks.$inferSelect;
export type BookingAttribution = typeof bookingAttributions.$inferSelect;
export type CommissionEntry = typeof commissionEntries.$inferSelect;
export type CommissionEvent = typeof commissionEvents.$inferSelect;
export type PartnerPayout = typeof partnerPayouts.$inferSelect;
export type PartnerPayoutProfile = typeof partnerPayoutProfiles.$inferSelect;
export type PartnerTaxRequest = typeof partnerTaxRequests.$inferSelect;
export type Invoice = typeof invoices.$inferSelect;
