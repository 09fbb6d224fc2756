import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '@tenuta/db';
import { purgeExpiredPersonalData, type OutboxFileStore } from './purge-expired-personal-data.ts';
import { ERASED_EMAIL, retentionCutoffs } from './retention-periods.ts';

/**
 * Rows just inside and just past each retention period (one hour either side of the cut-off):
 * exactly the ones past it are deleted or blanked, and a second run changes nothing.
 */
let t: TestDatabase;
const now = new Date('2026-11-25T12:00:00Z');
const cut = retentionCutoffs(now);
const H = 3_600_000;
const past = (d: Date) => new Date(d.getTime() - H).toISOString();
const inside = (d: Date) => new Date(d.getTime() + H).toISOString();
const one = async <T extends Record<string, unknown>>(q: ReturnType<typeof sql>) => (await t.db.execute<T>(q)).rows[0]!;
const ids = async (q: ReturnType<typeof sql>) => (await t.db.execute<{ id: unknown }>(q)).rows.map((r) => String(r.id)).sort();

let seq = 0;
async function slot(startsAt: string): Promise<number> {
  const r = await one<{ id: number }>(sql`
    INSERT INTO slots (experience_id, category, starts_at, duration_minutes, capacity_total, languages, truffle_price_cents)
    VALUES ((SELECT id FROM experiences ORDER BY id LIMIT 1), 'TRUFFLE', ${startsAt}::timestamptz, 120, 10, ARRAY['IT'], 5000) RETURNING id`);
  return Number(r.id);
}
async function booking(slotId: number, createdAt: string, checkoutId: string | null = null): Promise<number> {
  seq += 1;
  const r = await one<{ id: number }>(sql`
    INSERT INTO bookings (booking_number, slot_id, category, adults, language, status, unit_price_cents, subtotal_cents, total_cents,
                          customer_email, customer_name, customer_phone, notes, manage_token_hash, checkout_session_id, created_at, updated_at)
    VALUES (${`BK-PRIV-${seq}`}, ${slotId}, 'TRUFFLE', 2, 'IT', 'paid', 5000, 10000, 10000,
            ${`guest${seq}@example.com`}, ${`Guest ${seq}`}, '+39 333 000 000', 'vegetarian', ${`hash-${seq}`}, ${checkoutId}::uuid, ${createdAt}::timestamptz, ${createdAt}::timestamptz)
    RETURNING id`);
  return Number(r.id);
}
async function checkout(status: string, updatedAt: string, cartId: string | null = null): Promise<string> {
  const r = await one<{ id: string }>(sql`
    INSERT INTO checkout_sessions (cart_id, status, email, customer_data, privacy_accepted_at, privacy_policy_version, items, subtotal_cents, amount_due_cents, pay_later_cents, created_at, updated_at)
    VALUES (${cartId}::uuid, ${status}, 'buyer@example.com', '{"first_name":"Anna","tax_code":"RSSNNA80A01H501U"}'::jsonb, ${updatedAt}::timestamptz, 'v1', '[]'::jsonb, 10000, 10000, 0,
            ${updatedAt}::timestamptz, ${updatedAt}::timestamptz)
    RETURNING id`);
  return r.id;
}
async function cart(at: string, slotId: number): Promise<string> {
  const r = await one<{ id: string }>(sql`INSERT INTO carts (created_at, updated_at) VALUES (${at}::timestamptz, ${at}::timestamptz) RETURNING id`);
  await t.db.execute(sql`
    INSERT INTO cart_items (cart_id, slot_id, category, adults, language, unit_price_cents, hold_expires_at, created_at)
    VALUES (${r.id}::uuid, ${slotId}, 'TRUFFLE', 2, 'IT', 5000, ${at}::timestamptz + interval '20 minutes', ${at}::timestamptz)`);
  return r.id;
}
async function message(createdAt: string, o: { answeredAt?: string; replyAt?: string } = {}): Promise<string> {
  const r = await one<{ id: number }>(sql`
    INSERT INTO contact_messages (name, email, phone, message, answered_at, created_at)
    VALUES ('Mario', 'mario@example.com', '+39 1', 'Hello', ${o.answeredAt ?? null}::timestamptz, ${createdAt}::timestamptz) RETURNING id`);
  if (o.replyAt) await t.db.execute(sql`INSERT INTO contact_replies (message_id, staff_id, body, created_at) VALUES (${r.id}, ${staffId}, 'Reply', ${o.replyAt}::timestamptz)`);
  return String(r.id);
}
async function notification(createdAt: string, status = 'sent'): Promise<string> {
  const r = await one<{ id: number }>(sql`
    INSERT INTO notifications (kind, recipient, payload, status, created_at) VALUES ('booking_confirmation', 'guest@example.com', '{"booking_id":1}'::jsonb, ${status}, ${createdAt}::timestamptz) RETURNING id`);
  return String(r.id);
}
async function newsletter(email: string, status: string, at: string): Promise<void> {
  await t.db.execute(sql`
    INSERT INTO newsletter_subscriptions (email, status, unsubscribed_at, created_at, updated_at)
    VALUES (${email}, ${status}, ${status === 'unsubscribed' ? at : null}::timestamptz, ${at}::timestamptz, ${at}::timestamptz)`);
}

let staffId: number;
const f = {} as Record<string, string>;
let cutoffAsked: Date | undefined;
const outboxFiles: OutboxFileStore = {
  async deleteOlderThan(cutoff) {
    cutoffAsked = cutoff;
    return 3;
  },
};

beforeAll(async () => {
  t = await createTestDatabase();
  staffId = Number(
    (await one<{ id: number }>(sql`INSERT INTO staff_accounts (email, name, role, status) VALUES ('owner-priv@staff.test', 'Owner', 'owner', 'active') RETURNING id`)).id,
  );

  // Bookings: 10 years from the later of booking and experience.
  const oldSlot = await slot(past(cut.bookings));
  const laterSlot = await slot(inside(cut.bookings));
  const paidCheckout = await checkout('completed', past(cut.bookings));
  f.bookingPast = String(await booking(oldSlot, past(cut.bookings), paidCheckout));
  f.bookingPastCheckout = paidCheckout;
  f.bookingExperienceInside = String(await booking(laterSlot, past(cut.bookings)));
  f.bookingInside = String(await booking(oldSlot, inside(cut.bookings)));
  await t.db.execute(
    sql`INSERT INTO payments (kind, provider, booking_id, checkout_session_id, amount_cents, status) VALUES ('payment', 'simulator', ${f.bookingPast}, ${paidCheckout}::uuid, 10000, 'succeeded')`,
  );
  await t.db.execute(
    sql`INSERT INTO booking_access_tokens (booking_id, token_hash, purpose) VALUES (${f.bookingPast}, 'tok-past', 'reminder'), (${f.bookingInside}, 'tok-inside', 'reminder')`,
  );

  // Carts and unpaid checkouts: 30 days.
  const recentSlot = await slot(inside(cut.abandonedCheckouts));
  f.cartPast = await cart(past(cut.abandonedCheckouts), recentSlot);
  f.cartInside = await cart(inside(cut.abandonedCheckouts), recentSlot);
  f.checkoutPast = await checkout('expired', past(cut.abandonedCheckouts));
  f.checkoutInside = await checkout('expired', inside(cut.abandonedCheckouts));
  f.checkoutPastWithPayment = await checkout('expired', past(cut.abandonedCheckouts));
  await t.db.execute(
    sql`INSERT INTO payments (kind, provider, checkout_session_id, amount_cents, status) VALUES ('payment', 'simulator', ${f.checkoutPastWithPayment}::uuid, 10000, 'failed')`,
  );
  f.checkoutCompletedPast30 = await checkout('completed', past(cut.abandonedCheckouts));

  // Newsletter.
  await newsletter('pending-past@example.com', 'pending', past(cut.newsletterUnconfirmed));
  await newsletter('pending-inside@example.com', 'pending', inside(cut.newsletterUnconfirmed));
  await newsletter('unsub-past@example.com', 'unsubscribed', past(cut.newsletterUnsubscribed));
  await newsletter('unsub-inside@example.com', 'unsubscribed', inside(cut.newsletterUnsubscribed));
  await newsletter('confirmed-old@example.com', 'confirmed', past(cut.bookings));

  // Communications: 5 years from the last exchange.
  f.messagePast = await message(past(cut.communications));
  f.messagePastReplyPast = await message(past(cut.communications), { replyAt: past(cut.communications) });
  f.messageReplyInside = await message(past(cut.communications), { replyAt: inside(cut.communications) });
  f.messageAnsweredInside = await message(past(cut.communications), { answeredAt: inside(cut.communications) });
  f.messageInside = await message(inside(cut.communications));
  f.notificationPast = await notification(past(cut.communications));
  f.notificationPendingPast = await notification(past(cut.communications), 'pending');
  f.notificationInside = await notification(inside(cut.communications));

  // Rate-limit windows: a day.
  await t.db.execute(
    sql`INSERT INTO rate_limit_hits (key, window_start) VALUES ('priv-old', ${past(new Date(now.getTime() - 86_400_000))}::timestamptz), ('priv-new', ${inside(new Date(now.getTime() - 86_400_000))}::timestamptz)`,
  );
});
afterAll(async () => {
  await t.drop();
});

describe('purgeExpiredPersonalData', () => {
  it('deletes or blanks exactly what is past its period', async () => {
    const counts = await purgeExpiredPersonalData({ db: t.db, clock: { now: () => now }, outboxFiles }, now);
    expect(counts).toEqual({
      carts: 1,
      cartItems: 1,
      checkoutsDeleted: 1,
      checkoutsAnonymised: 2,
      newsletter: 2,
      contactMessages: 2,
      contactReplies: 1,
      notificationsBlanked: 2,
      bookingsAnonymised: 1,
      accessTokens: 1,
      rateLimitWindows: 1,
      outboxFiles: 3,
    });
    expect(cutoffAsked?.toISOString()).toBe('2026-08-27T12:00:00.000Z');

    // Bookings: personal fields gone, amounts and payments kept; the others untouched.
    const b = await one(sql`SELECT customer_email, customer_name, customer_phone, notes, manage_token_hash, total_cents, status FROM bookings WHERE id = ${f.bookingPast}`);
    expect(b).toEqual({ customer_email: null, customer_name: null, customer_phone: null, notes: null, manage_token_hash: null, total_cents: 10000, status: 'paid' });
    expect(Number((await one(sql`SELECT count(*) AS n FROM payments WHERE booking_id = ${f.bookingPast}`)).n)).toBe(1);
    expect(
      await ids(sql`SELECT id FROM bookings WHERE id IN (${f.bookingExperienceInside}, ${f.bookingInside}) AND customer_email IS NOT NULL AND customer_phone IS NOT NULL`),
    ).toEqual([f.bookingExperienceInside, f.bookingInside].sort());
    expect(await ids(sql`SELECT token_hash AS id FROM booking_access_tokens WHERE token_hash LIKE 'tok-%'`)).toEqual(['tok-inside']);

    // Carts and checkouts.
    expect(await ids(sql`SELECT id FROM carts WHERE id IN (${f.cartPast}::uuid, ${f.cartInside}::uuid)`)).toEqual([f.cartInside]);
    expect(Number((await one(sql`SELECT count(*) AS n FROM cart_items WHERE cart_id = ${f.cartPast}::uuid`)).n)).toBe(0);
    const sessions = (await t.db.execute<{ id: string; email: string; customer_data: unknown }>(sql`SELECT id, email, customer_data FROM checkout_sessions`)).rows;
    const session = (id: string) => sessions.find((s) => s.id === id);
    expect(session(f.checkoutPast!)).toBeUndefined();
    expect(session(f.checkoutInside!)?.email).toBe('buyer@example.com');
    expect(session(f.checkoutPastWithPayment!)).toMatchObject({ email: ERASED_EMAIL, customer_data: {} });
    expect(session(f.bookingPastCheckout!)).toMatchObject({ email: ERASED_EMAIL, customer_data: {} });
    expect(session(f.checkoutCompletedPast30!)?.email).toBe('buyer@example.com');

    // Newsletter.
    expect(await ids(sql`SELECT email AS id FROM newsletter_subscriptions WHERE email LIKE '%@example.com'`)).toEqual([
      'confirmed-old@example.com',
      'pending-inside@example.com',
      'unsub-inside@example.com',
    ]);

    // Contact messages and replies.
    const all = [f.messagePast, f.messagePastReplyPast, f.messageReplyInside, f.messageAnsweredInside, f.messageInside];
    expect(
      await ids(
        sql`SELECT id FROM contact_messages WHERE id IN (${sql.join(
          all.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      ),
    ).toEqual([f.messageReplyInside, f.messageAnsweredInside, f.messageInside].sort());
    expect(await ids(sql`SELECT message_id AS id FROM contact_replies`)).toEqual([f.messageReplyInside]);

    // Notifications: rows kept, blanked past the period; a pending one is closed.
    const n = (
      await t.db.execute<{ id: unknown; recipient: string; payload: unknown; status: string }>(
        sql`SELECT id, recipient, payload, status FROM notifications WHERE id IN (${f.notificationPast}, ${f.notificationPendingPast}, ${f.notificationInside}) ORDER BY id`,
      )
    ).rows;
    expect(n.map((r) => [String(r.id), r.recipient, r.payload, r.status])).toEqual([
      [f.notificationPast, ERASED_EMAIL, {}, 'sent'],
      [f.notificationPendingPast, ERASED_EMAIL, {}, 'failed'],
      [f.notificationInside, 'guest@example.com', { booking_id: 1 }, 'sent'],
    ]);

    expect(await ids(sql`SELECT key AS id FROM rate_limit_hits WHERE key LIKE 'priv-%'`)).toEqual(['priv-new']);
    const audit = await one(sql`SELECT actor_email, action, after FROM staff_audit_log WHERE action = 'privacy.purge' ORDER BY id DESC LIMIT 1`);
    expect(audit).toMatchObject({ actor_email: 'retention-job', action: 'privacy.purge', after: { bookingsAnonymised: 1 } });
  });

  it('a second run at the same instant changes nothing', async () => {
    const counts = await purgeExpiredPersonalData({ db: t.db, clock: { now: () => now } }, now);
    expect(Object.values(counts).every((c) => c === 0)).toBe(true);
  });
});
