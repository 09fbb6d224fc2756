import { sql } from 'drizzle-orm';
import type { BookingDeps } from '../deps.ts';
import { sweepRateLimits } from '@tenuta/core';
import { recordStaffAction } from '@tenuta/core';
import type { Executor } from '@tenuta/core';
import { ERASED_EMAIL, retentionCutoffs } from './retention-periods.ts';

/** The .eml copies of sent e-mails (DATA_DIR/outbox); the app provides it when it writes them. */
export interface OutboxFileStore {
  /** Deletes the files last written before `cutoff`; answers how many went. */
  deleteOlderThan(cutoff: Date): Promise<number>;
}

export interface PurgeDeps extends Pick<BookingDeps, 'db' | 'clock'> {
  outboxFiles?: OutboxFileStore;
  /** Days an .eml copy is kept (default OUTBOX_FILE_RETENTION_DAYS). */
  outboxFileDays?: number;
}

export interface PurgeCounts {
  carts: number;
  cartItems: number;
  checkoutsDeleted: number;
  checkoutsAnonymised: number;
  newsletter: number;
  contactMessages: number;
  contactReplies: number;
  notificationsBlanked: number;
  bookingsAnonymised: number;
  accessTokens: number;
  rateLimitWindows: number;
  outboxFiles: number;
}

const count = async (db: Executor, q: ReturnType<typeof sql>): Promise<number> => (await db.execute(q)).rows.length;

/**
 * The daily retention run (periods in retention-periods.ts): deletes what the
 * law does not ask us to keep once its time is over, and blanks the personal
 * fields of records that must stay (bookings' amounts, the payments ledger,
 * the outbox rows that say an e-mail went). Idempotent: a second run at the
 * same instant changes nothing. Audited as privacy.purge (actor "retention-job")
 * when anything changed.
 */
export async function purgeExpiredPersonalData(deps: PurgeDeps, now: Date = deps.clock.now()): Promise<PurgeCounts> {
  const cut = retentionCutoffs(now, deps.outboxFileDays === undefined ? {} : { outboxFileDays: deps.outboxFileDays });
  // Rate-limit windows (client addresses) live a day; the same sweep as the daily rate-limit job.
  const rateLimitWindows = await sweepRateLimits({ db: deps.db, clock: { now: () => now } });
  const counts = await deps.db.transaction(async (tx) => {
    // Carts (seat holds only, no personal data) and their lines, 30 days after the last activity.
    const oldCarts = (
      await tx.execute<{ id: string }>(sql`
        SELECT c.id FROM carts c
        WHERE c.updated_at < ${cut.abandonedCheckouts} AND c.created_at < ${cut.abandonedCheckouts}
          AND NOT EXISTS (SELECT 1 FROM cart_items i WHERE i.cart_id = c.id AND (i.created_at >= ${cut.abandonedCheckouts} OR i.hold_expires_at >= ${cut.abandonedCheckouts}))
          AND NOT EXISTS (SELECT 1 FROM checkout_sessions s WHERE s.cart_id = c.id AND s.updated_at >= ${cut.abandonedCheckouts})`)
    ).rows.map((r) => r.id);
    let cartItems = 0;
    let carts = 0;
    if (oldCarts.length > 0) {
      const ids = sql.join(
        oldCarts.map((id) => sql`${id}::uuid`),
        sql`, `,
      );
      cartItems = await count(tx, sql`DELETE FROM cart_items WHERE cart_id IN (${ids}) RETURNING 1`);
      carts = await count(tx, sql`DELETE FROM carts WHERE id IN (${ids}) RETURNING 1`);
    }

    // Checkouts never paid: deleted, or (when a payment attempt or a booking points at them) blanked.
    const abandoned = sql`status IN ('open', 'expired') AND updated_at < ${cut.abandonedCheckouts}`;
    const checkoutsDeleted = await count(
      tx,
      sql`DELETE FROM checkout_sessions s WHERE ${abandoned}
            AND NOT EXISTS (SELECT 1 FROM bookings b WHERE b.checkout_session_id = s.id)
            AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.checkout_session_id = s.id)
          RETURNING 1`,
    );
    let checkoutsAnonymised = await count(
      tx,
      sql`UPDATE checkout_sessions SET email = ${ERASED_EMAIL}, customer_data = '{}'::jsonb
          WHERE ${abandoned} AND (email <> ${ERASED_EMAIL} OR customer_data <> '{}'::jsonb) RETURNING 1`,
    );

    // Newsletter: never confirmed, or unsubscribed, past their periods.
    const newsletter = await count(
      tx,
      sql`DELETE FROM newsletter_subscriptions
          WHERE (status = 'pending' AND updated_at < ${cut.newsletterUnconfirmed})
             OR (status = 'unsubscribed' AND coalesce(unsubscribed_at, updated_at) < ${cut.newsletterUnsubscribed})
          RETURNING 1`,
    );

    // Contact messages: 5 years from the last exchange (the message, its answer, its replies).
    const oldMessages = (
      await tx.execute<{ id: number }>(sql`
        SELECT m.id FROM contact_messages m
        WHERE greatest(m.created_at, m.answered_at, (SELECT max(r.created_at) FROM contact_replies r WHERE r.message_id = m.id)) < ${cut.communications}`)
    ).rows.map((r) => Number(r.id));
    let contactReplies = 0;
    let contactMessages = 0;
    if (oldMessages.length > 0) {
      const ids = sql.join(
        oldMessages.map((id) => sql`${id}`),
        sql`, `,
      );
      contactReplies = await count(tx, sql`DELETE FROM contact_replies WHERE message_id IN (${ids}) RETURNING 1`);
      contactMessages = await count(tx, sql`DELETE FROM contact_messages WHERE id IN (${ids}) RETURNING 1`);
    }

    // Sent e-mails: the row stays (the record that it went), without recipient and payload.
    const notificationsBlanked = await count(tx, blankNotifications(sql`created_at < ${cut.communications}`));

    // Bookings: 10 years after the later of booking and experience, the guest's personal fields go; amounts stay.
    const anonymised = (
      await tx.execute<{ id: number }>(sql`
        UPDATE bookings b SET ${bookingBlankSet}
        FROM slots s
        WHERE s.id = b.slot_id AND greatest(b.created_at, s.starts_at) < ${cut.bookings} AND ${bookingHasPersonalData}
        RETURNING b.id`)
    ).rows.map((r) => Number(r.id));
    let accessTokens = 0;
    if (anonymised.length > 0) {
      const ids = sql.join(
        anonymised.map((id) => sql`${id}`),
        sql`, `,
      );
      accessTokens = await count(tx, sql`DELETE FROM booking_access_tokens WHERE booking_id IN (${ids}) RETURNING 1`);
      checkoutsAnonymised += await count(tx, blankCheckouts(sql`id IN (SELECT checkout_session_id FROM bookings WHERE id IN (${ids}))`));
    }
    // Checkouts (paid or refunded) older than the booking period, whatever their bookings.
    checkoutsAnonymised += await count(tx, blankCheckouts(sql`created_at < ${cut.bookings}`));

    const result: PurgeCounts = {
      carts,
      cartItems,
      checkoutsDeleted,
      checkoutsAnonymised,
      newsletter,
      contactMessages,
      contactReplies,
      notificationsBlanked,
      bookingsAnonymised: anonymised.length,
      accessTokens,
      rateLimitWindows,
      outboxFiles: 0,
    };
    const { rateLimitWindows: _windows, ...personal } = result;
    if (Object.values(personal).some((n) => n > 0)) {
      await recordStaffAction(tx, { id: null, email: 'retention-job' }, { action: 'privacy.purge', targetType: 'privacy', after: { ...result } }, now);
    }
    return result;
  });
  if (deps.outboxFiles) counts.outboxFiles = await deps.outboxFiles.deleteOlderThan(cut.outboxFiles);
  return counts;
}

/** The personal fields of a booking, blanked (amounts, status, slot and payments stay). */
export const bookingBlankSet = sql`customer_email = NULL, customer_name = NULL, customer_phone = NULL, notes = NULL, manage_token_hash = NULL`;
export const bookingHasPersonalData = sql`(b.customer_email IS NOT NULL OR b.customer_name IS NOT NULL OR b.customer_phone IS NOT NULL OR b.notes IS NOT NULL OR b.manage_token_hash IS NOT NULL)`;

/** Checkout sessions matching `where`: e-mail replaced, billing data emptied (amounts and items stay). */
export const blankCheckouts = (where: ReturnType<typeof sql>) =>
  sql`UPDATE checkout_sessions SET email = ${ERASED_EMAIL}, customer_data = '{}'::jsonb
      WHERE (${where}) AND (email <> ${ERASED_EMAIL} OR customer_data <> '{}'::jsonb) RETURNING 1`;

/** Outbox rows matching `where`: recipient replaced, payload emptied; one never sent is closed as failed. */
export const blankNotifications = (where: ReturnType<typeof sql>) =>
  sql`UPDATE notifications SET recipient = ${ERASED_EMAIL}, payload = '{}'::jsonb,
        last_error = CASE WHEN status = 'pending' THEN 'personal data erased before sending' ELSE NULL END,
        status = CASE WHEN status = 'pending' THEN 'failed' ELSE status END
      WHERE (${where}) AND (recipient <> ${ERASED_EMAIL} OR payload <> '{}'::jsonb) RETURNING 1`;
