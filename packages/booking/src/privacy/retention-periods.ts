/**
 * How long personal data is kept: the periods the privacy notice states
 * (apps/web/src/i18n/{it,en}/legal.json), in one place. The daily purge job
 * (purgeExpiredPersonalData) applies them; change them here and in the notice
 * together.
 *
 * - Booking and billing data: 10 years (civil and tax law). Measured from the
 *   later of the booking's creation and its experience; afterwards the guest's
 *   name, e-mail, phone and notes are blanked, the amounts and the payments
 *   ledger stay (accounting).
 * - Communications: 5 years from the last exchange (contact messages with their
 *   replies are deleted; sent e-mails keep their outbox row, without recipient
 *   and payload).
 * - Browsing data: at most 24 months (rate-limit windows hold client addresses
 *   for a day only; see sweepRateLimits).
 * - Abandoned carts and checkouts: 30 days after their last change (a checkout
 *   never paid holds billing data the law does not require us to keep).
 * - Newsletter: a subscription never confirmed is deleted 30 days after it was
 *   asked for; an unsubscribed address is kept 24 months as proof of the
 *   consent and of its withdrawal, then deleted.
 * - The .eml copies of sent e-mails in DATA_DIR/outbox (no SMTP configured):
 *   OUTBOX_FILE_RETENTION_DAYS unless configured otherwise.
 */
export const BOOKING_RETENTION_YEARS = 10;
export const COMMUNICATIONS_RETENTION_YEARS = 5;
export const BROWSING_RETENTION_MONTHS = 24;
export const ABANDONED_CHECKOUT_RETENTION_DAYS = 30;
export const NEWSLETTER_UNCONFIRMED_RETENTION_DAYS = 30;
export const NEWSLETTER_UNSUBSCRIBED_RETENTION_MONTHS = BROWSING_RETENTION_MONTHS;
export const OUTBOX_FILE_RETENTION_DAYS = 90;

/** What replaces an e-mail address in a column that cannot be empty (checkout sessions, sent e-mails). */
export const ERASED_EMAIL = 'erased@anonymised.invalid';

const DAY_MS = 86_400_000;

export const daysBefore = (now: Date, days: number): Date => new Date(now.getTime() - days * DAY_MS);

/** The same calendar instant `months` months earlier (UTC). */
export function monthsBefore(now: Date, months: number): Date {
  const d = new Date(now.getTime());
  d.setUTCMonth(d.getUTCMonth() - months);
  return d;
}

export const yearsBefore = (now: Date, years: number): Date => monthsBefore(now, years * 12);

/** The cut-offs at `now`: data older than (strictly before) each one is past its time. */
export function retentionCutoffs(now: Date, o: { outboxFileDays?: number } = {}) {
  return {
    bookings: yearsBefore(now, BOOKING_RETENTION_YEARS),
    communications: yearsBefore(now, COMMUNICATIONS_RETENTION_YEARS),
    abandonedCheckouts: daysBefore(now, ABANDONED_CHECKOUT_RETENTION_DAYS),
    newsletterUnconfirmed: daysBefore(now, NEWSLETTER_UNCONFIRMED_RETENTION_DAYS),
    newsletterUnsubscribed: monthsBefore(now, NEWSLETTER_UNSUBSCRIBED_RETENTION_MONTHS),
    outboxFiles: daysBefore(now, o.outboxFileDays ?? OUTBOX_FILE_RETENTION_DAYS),
  };
}
