import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { BookingDeps } from '../deps.ts';
import { DomainError } from '@tenuta/core';
import { withoutTokens } from '../notifications/stored-payload.ts';
import { recordStaffAction, type StaffActor } from '@tenuta/core';
import type { Executor } from '@tenuta/core';
import { assertMayExportAccount, findAccountHolder, isAccountHolder, loadAccountData, type PrivacyActor } from './account-personal-data.ts';
import { bookingBlankSet, blankCheckouts, blankNotifications } from './purge-expired-personal-data.ts';
import { ERASED_EMAIL } from './retention-periods.ts';

type Row = Record<string, unknown>;

/** Everything stored about one e-mail address (a data-subject access request), one array per kind. */
export interface PersonalDataExport {
  email: string;
  generatedAt: string;
  bookings: Row[];
  bookingEvents: Row[];
  bookingNotes: Row[];
  payments: Row[];
  checkouts: Row[];
  carts: Row[];
  cartItems: Row[];
  contactMessages: Row[];
  contactReplies: Row[];
  newsletter: Row[];
  reviews: Row[];
  notifications: Row[];
  /** The manage links issued for the guest's bookings: purpose and dates, never the token or its hash. */
  accessLinks: Row[];
  /** Owner only, for an account address (account-personal-data.ts): the accounts, their sessions, their one-time links. */
  accounts: Row[];
  accountSessions: Row[];
  accountLinks: Row[];
}

export type PersonalDataKind = Exclude<keyof PersonalDataExport, 'email' | 'generatedAt'>;
export const personalDataKinds: readonly PersonalDataKind[] = [
  'bookings',
  'bookingEvents',
  'bookingNotes',
  'payments',
  'checkouts',
  'carts',
  'cartItems',
  'contactMessages',
  'contactReplies',
  'newsletter',
  'reviews',
  'notifications',
  'accessLinks',
  'accounts',
  'accountSessions',
  'accountLinks',
];

/** Lower-cased and trimmed; refuses what is not an address, and the placeholder that replaces erased ones. */
export function normaliseSubjectEmail(email: string): string {
  const e = email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+$/.test(e) || e.length > 254) throw new DomainError('validation_error', 'Enter an e-mail address', 'email_invalid');
  if (e === ERASED_EMAIL) throw new DomainError('validation_error', 'This is the placeholder of erased addresses', 'email_invalid');
  return e;
}

/** The address in the audit log: its SHA-256, so an erasure leaves no copy of it behind. */
export const subjectEmailHash = (email: string) => createHash('sha256').update(email, 'utf8').digest('hex');

const rows = async (db: Executor, q: ReturnType<typeof sql>): Promise<Row[]> => (await db.execute<Row>(q)).rows;
const noTokens = (list: Row[], column: string): Row[] => list.map((r) => ({ ...r, [column]: withoutTokens(r[column]) }));
const idList = (ids: unknown[]) =>
  sql.join(
    ids.map((id) => sql`${String(id)}`),
    sql`, `,
  );

/** The booking ids and checkout ids that belong to the address (by the booking's e-mail or its checkout's). */
async function subjectKeys(db: Executor, email: string) {
  const checkouts = (await rows(db, sql`SELECT id FROM checkout_sessions WHERE lower(email) = ${email}`)).map((r) => String(r.id));
  const bookings = await rows(
    db,
    sql`SELECT id, checkout_session_id, cart_id FROM bookings
        WHERE lower(customer_email) = ${email}
           OR checkout_session_id IN (SELECT id FROM checkout_sessions WHERE lower(email) = ${email})`,
  );
  const bookingIds = bookings.map((r) => String(r.id));
  const checkoutIds = [...new Set([...checkouts, ...bookings.map((r) => r.checkout_session_id).filter((v): v is string => typeof v === 'string')])];
  return { bookingIds, checkoutIds };
}

/**
 * A copy of everything about `email` (bookings with their history, notes and
 * reviews, payments, carts and checkouts, contact messages with the replies,
 * the newsletter subscription, the e-mails sent, the manage links issued) and
 * never a working token: no token hashes, and e-mail payloads (pending ones
 * too) without their tokens or tokenised links. The address of a staff member
 * or a partner is the owner's to export (403 privacy_account_owner_only
 * otherwise), with the accounts added and audited as privacy.export_account;
 * a guest's as privacy.export (the address as its SHA-256).
 */
export async function exportPersonalData(deps: Pick<BookingDeps, 'db' | 'clock'>, rawEmail: string, actor: PrivacyActor): Promise<PersonalDataExport> {
  const email = normaliseSubjectEmail(rawEmail);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const holder = await findAccountHolder(tx, email);
    assertMayExportAccount(holder, actor.role);
    const { bookingIds, checkoutIds } = await subjectKeys(tx, email);
    const byBooking = bookingIds.length > 0 ? idList(bookingIds) : null;
    const byCheckout =
      checkoutIds.length > 0
        ? sql.join(
            checkoutIds.map((id) => sql`${id}::uuid`),
            sql`, `,
          )
        : null;
    const none: Row[] = [];
    const bookings = byBooking
      ? await rows(
          tx,
          sql`SELECT b.id, b.booking_number, b.status, b.payment_status, b.category, b.adults, b.children, b.vip, b.language, b.locale,
                     b.customer_name, b.customer_email, b.customer_phone, b.notes, b.unit_price_cents, b.vip_supplement_cents,
                     b.subtotal_cents, b.discount_cents, b.total_cents, b.cancelled_at, b.cancel_reason, b.created_at, b.updated_at,
                     s.starts_at AS slot_starts_at, e.slug AS experience
              FROM bookings b JOIN slots s ON s.id = b.slot_id JOIN experiences e ON e.id = s.experience_id
              WHERE b.id IN (${byBooking}) ORDER BY b.id`,
        )
      : none;
    const cartIds =
      byCheckout || byBooking
        ? (
            await rows(
              tx,
              sql`SELECT cart_id FROM checkout_sessions WHERE ${byCheckout ? sql`id IN (${byCheckout})` : sql`false`} AND cart_id IS NOT NULL
                UNION SELECT cart_id FROM bookings WHERE ${byBooking ? sql`id IN (${byBooking})` : sql`false`} AND cart_id IS NOT NULL`,
            )
          ).map((r) => String(r.cart_id))
        : [];
    const byCart =
      cartIds.length > 0
        ? sql.join(
            cartIds.map((id) => sql`${id}::uuid`),
            sql`, `,
          )
        : null;
    const messages = await rows(
      tx,
      sql`SELECT id, name, email, phone, subject, message, locale, status, privacy_accepted_at, answered_at, created_at FROM contact_messages WHERE lower(email) = ${email} ORDER BY id`,
    );
    const messageIds = messages.map((m) => String(m.id));
    const result: PersonalDataExport = {
      email,
      generatedAt: now.toISOString(),
      bookings,
      bookingEvents: byBooking
        ? noTokens(
            await rows(tx, sql`SELECT booking_id, type, from_status, to_status, actor, data, created_at FROM booking_events WHERE booking_id IN (${byBooking}) ORDER BY id`),
            'data',
          )
        : none,
      bookingNotes: byBooking ? await rows(tx, sql`SELECT booking_id, body, created_at FROM booking_notes WHERE booking_id IN (${byBooking}) ORDER BY id`) : none,
      payments:
        byBooking || byCheckout
          ? await rows(
              tx,
              sql`SELECT id, kind, provider, provider_payment_id, provider_refund_id, booking_id, checkout_session_id, amount_cents, currency, status, method, reason, created_at, updated_at
                  FROM payments WHERE ${byBooking ? sql`booking_id IN (${byBooking})` : sql`false`} OR ${byCheckout ? sql`checkout_session_id IN (${byCheckout})` : sql`false`} ORDER BY id`,
            )
          : none,
      checkouts: byCheckout
        ? await rows(
            tx,
            sql`SELECT id, cart_id, status, email, customer_data, privacy_accepted_at, privacy_policy_version, locale, items, subtotal_cents, discount_cents, amount_due_cents, pay_later_cents, currency, provider, created_at, completed_at
                FROM checkout_sessions WHERE id IN (${byCheckout}) ORDER BY created_at`,
          )
        : none,
      carts: byCart ? await rows(tx, sql`SELECT id, coupon_id, created_at, updated_at FROM carts WHERE id IN (${byCart})`) : none,
      cartItems: byCart
        ? await rows(
            tx,
            sql`SELECT id, cart_id, slot_id, category, adults, children, vip, language, unit_price_cents, vip_supplement_cents, hold_expires_at, created_at FROM cart_items WHERE cart_id IN (${byCart})`,
          )
        : none,
      contactMessages: messages,
      contactReplies:
        messageIds.length > 0 ? await rows(tx, sql`SELECT message_id, body, created_at FROM contact_replies WHERE message_id IN (${idList(messageIds)}) ORDER BY id`) : none,
      newsletter: await rows(
        tx,
        sql`SELECT email, name, locale, status, consent_at, confirmed_at, unsubscribed_at, created_at FROM newsletter_subscriptions WHERE lower(email) = ${email}`,
      ),
      reviews: byBooking
        ? await rows(
            tx,
            sql`SELECT id, booking_id, author_name, author_city, rating, title, body, locale, status, created_at FROM reviews WHERE booking_id IN (${byBooking}) ORDER BY id`,
          )
        : none,
      // A pending e-mail still holds its token (to be mailed): the export shows it without.
      notifications: noTokens(
        await rows(tx, sql`SELECT id, kind, recipient, locale, status, payload, created_at, sent_at FROM notifications WHERE lower(recipient) = ${email} ORDER BY id`),
        'payload',
      ),
      accessLinks: byBooking
        ? await rows(tx, sql`SELECT booking_id, purpose, created_at, expires_at FROM booking_access_tokens WHERE booking_id IN (${byBooking}) ORDER BY id`)
        : none,
      ...(isAccountHolder(holder) ? await loadAccountData(tx, email) : { accounts: none, accountSessions: none, accountLinks: none }),
    };
    const account = isAccountHolder(holder) ? { account: [...(holder.staff ? ['staff'] : []), ...(holder.partner ? ['partner'] : [])] } : {};
    await recordStaffAction(
      tx,
      actor,
      {
        action: isAccountHolder(holder) ? 'privacy.export_account' : 'privacy.export',
        targetType: 'privacy',
        after: { email_sha256: subjectEmailHash(email), ...account, counts: exportCounts(result) },
      },
      now,
    );
    return result;
  });
}

export const exportCounts = (e: PersonalDataExport): Record<PersonalDataKind, number> =>
  Object.fromEntries(personalDataKinds.map((k) => [k, e[k].length])) as Record<PersonalDataKind, number>;

export interface ErasureCounts {
  bookingsAnonymised: number;
  accessTokens: number;
  reviews: number;
  checkoutsAnonymised: number;
  contactMessages: number;
  contactReplies: number;
  newsletter: number;
  notificationsBlanked: number;
  simulatorRecords: number;
}

/**
 * The right to erasure, keeping what the law requires: bookings stay with their
 * amounts, status and payments (accounting, 10 years) but lose the guest's
 * name, e-mail, phone, notes and manage links; checkouts keep their priced
 * items without e-mail or billing data; sent e-mails keep their row without
 * recipient or payload. Contact messages with their replies, the newsletter
 * subscription and the guest's reviews are deleted. Staff notes on a booking
 * are append-only and stay. One transaction; audited as privacy.erase with the
 * address's SHA-256 and the counts (never the address).
 */
export async function erasePersonalData(deps: Pick<BookingDeps, 'db' | 'clock'>, rawEmail: string, actor: StaffActor): Promise<ErasureCounts> {
  const email = normaliseSubjectEmail(rawEmail);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const { bookingIds, checkoutIds } = await subjectKeys(tx, email);
    const counts: ErasureCounts = {
      bookingsAnonymised: 0,
      accessTokens: 0,
      reviews: 0,
      checkoutsAnonymised: 0,
      contactMessages: 0,
      contactReplies: 0,
      newsletter: 0,
      notificationsBlanked: 0,
      simulatorRecords: 0,
    };
    const n = async (q: ReturnType<typeof sql>) => (await tx.execute(q)).rows.length;
    if (bookingIds.length > 0) {
      const ids = idList(bookingIds);
      counts.bookingsAnonymised = await n(sql`UPDATE bookings b SET ${bookingBlankSet}, updated_at = ${now} WHERE b.id IN (${ids}) RETURNING 1`);
      counts.accessTokens = await n(sql`DELETE FROM booking_access_tokens WHERE booking_id IN (${ids}) RETURNING 1`);
      counts.reviews = await n(sql`DELETE FROM reviews WHERE booking_id IN (${ids}) RETURNING 1`);
    }
    if (checkoutIds.length > 0)
      counts.checkoutsAnonymised = await n(
        blankCheckouts(
          sql`id IN (${sql.join(
            checkoutIds.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`,
        ),
      );
    const messageIds = (await rows(tx, sql`SELECT id FROM contact_messages WHERE lower(email) = ${email}`)).map((r) => String(r.id));
    if (messageIds.length > 0) {
      counts.contactReplies = await n(sql`DELETE FROM contact_replies WHERE message_id IN (${idList(messageIds)}) RETURNING 1`);
      counts.contactMessages = await n(sql`DELETE FROM contact_messages WHERE id IN (${idList(messageIds)}) RETURNING 1`);
    }
    counts.newsletter = await n(sql`DELETE FROM newsletter_subscriptions WHERE lower(email) = ${email} RETURNING 1`);
    counts.notificationsBlanked = await n(blankNotifications(sql`lower(recipient) = ${email}`));
    counts.simulatorRecords =
      (await n(sql`UPDATE simulator_checkout_sessions SET customer_email = NULL WHERE lower(customer_email) = ${email} RETURNING 1`)) +
      (await n(sql`UPDATE simulator_payment_intents SET customer_email = NULL WHERE lower(customer_email) = ${email} RETURNING 1`));
    await recordStaffAction(
      tx,
      actor,
      { action: 'privacy.erase', targetType: 'privacy', after: { email_sha256: subjectEmailHash(email), booking_ids: bookingIds.map(Number), counts: { ...counts } } },
      now,
    );
    return counts;
  });
}
