import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@tenuta/db';
import { MAX_SEND_ATTEMPTS, REMOVED_LINK, RETRY_SCHEDULE_MINUTES, TOKEN_LINK_SQL, TOKEN_PAYLOAD_KEYS } from '@tenuta/booking';
import { dispatchPendingNotifications, type DispatchDeps, type Mailer, type OutgoingMail } from '@tenuta/mail';
import { readEml } from './eml-test-reader.ts';
import { emlMailer } from './mailer.ts';
import { confirmationPayload, insertGuestBooking, insertNotification, insertSlot, notificationRow } from './outbox-test-fixtures.ts';

let t: TestDatabase;
let dir: string;
let truffleSpring: number; // last Sunday of March 2027, 10:00 Rome (CEST)
let wineAutumn: number; // last Sunday of October 2027, 10:00 Rome (CET)

beforeAll(async () => {
  t = await createTestDatabase();
  dir = await mkdtemp(path.join(os.tmpdir(), 'tenuta-outbox-'));
  truffleSpring = await insertSlot(t.db, { slug: 'caccia-al-tartufo', romeStart: '2027-03-28 10:00', category: 'TRUFFLE' });
  wineAutumn = await insertSlot(t.db, { slug: 'degustazione-premium', romeStart: '2027-10-31 10:00', category: 'WINE', durationMinutes: 90 });
});
afterAll(async () => {
  await t.drop();
  await rm(dir, { recursive: true, force: true });
});

const clockAt = (at: Date) => ({ now: () => new Date(at) });
const render = { publicUrl: 'https://tenuta.example' };
const deps = (mailer: Mailer, now = new Date()): DispatchDeps => ({ db: t.db, clock: clockAt(now), mailer, render });
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

async function emlFor(id: number, kind: string) {
  const name = (await readdir(dir)).find((f) => f.endsWith(`-${id}-${kind}.eml`));
  expect(name, `an .eml for notification ${id}`).toBeDefined();
  expect(name).toMatch(/^\d{8}T\d{9}Z-\d+-[a-z_]+\.eml$/);
  return readEml(await readFile(path.join(dir, name!), 'utf8'));
}

describe('dispatching to .eml files', () => {
  it('writes the Italian confirmation: booking number, Rome time, .ics, Italian text; marks the row sent', async () => {
    const booking = await insertGuestBooking(t.db, { slotId: truffleSpring, category: 'TRUFFLE', locale: 'it', adults: 2, children: 1 });
    const id = await insertNotification(t.db, { kind: 'booking_confirmation', recipient: 'giulia@example.com', locale: 'it', payload: confirmationPayload([booking]) });
    const result = await dispatchPendingNotifications(deps(emlMailer(dir, 'Tenuta <prenotazioni@tenuta.example>')));
    expect(result).toEqual({ sent: 1, retrying: 0, failed: 0 });

    const eml = await emlFor(id, 'booking_confirmation');
    expect(eml.headers.get('to')).toBe('giulia@example.com');
    expect(eml.headers.get('from')).toBe('Tenuta <prenotazioni@tenuta.example>');
    expect(eml.headers.get('subject')).toBe(`Prenotazione confermata ${booking.bookingNumber}`);
    expect(eml.headers.get('content-language')).toBe('it');
    const text = plain(eml.parts.find((p) => p.contentType === 'text/plain')!.body);
    const html = plain(eml.parts.find((p) => p.contentType === 'text/html')!.body);
    for (const part of [text, html]) {
      expect(part).toContain(booking.bookingNumber);
      expect(part).toContain('domenica 28 marzo 2027, ore 10:00');
      expect(part).toContain('3 persone (2 adulti, 1 bambino)');
      expect(part).toContain('Caccia al Tartufo');
    }
    expect(text).toContain(`https://tenuta.example/manage/${booking.id}?token=tok-${booking.id}`);
    expect(text).toContain('rimborso del 70%');
    const ics = eml.parts.find((p) => p.contentType === 'text/calendar');
    expect(ics?.filename).toBe(`tenuta-${booking.bookingNumber}.ics`);
    expect(ics!.body).toContain('DTSTART:20270328T080000Z');
    expect(ics!.body).toContain(`UID:${booking.bookingNumber}@tenuta`);
    // The check-in QR code: an inline PNG the HTML shows by its Content-ID, the number in words beside it.
    const qr = eml.parts.find((p) => p.contentType === 'image/png');
    expect(qr?.headers.get('content-id')).toBe(`<check-in-${booking.bookingNumber}@tenuta>`);
    expect(qr?.headers.get('content-disposition')).toMatch(/^inline/);
    expect(qr?.headers.get('content-transfer-encoding')).toBe('base64');
    expect(html).toContain(`src="cid:check-in-${booking.bookingNumber}@tenuta"`);
    expect(text).toContain(`oppure di’ il numero di prenotazione ${booking.bookingNumber}.`);

    const row = await notificationRow(t.db, id);
    expect(row.status).toBe('sent');
    expect(row.attempts).toBe(1);
    expect(row.messageId).toBe(eml.headers.get('message-id'));
    expect(row.sentAt).toBeInstanceOf(Date);
    expect(row.payload).not.toHaveProperty('manage_tokens'); // only their hashes stay, on the bookings
    expect(row.payload).toHaveProperty('booking_ids');
  });

  it('writes the English confirmation in English, with the Rome time after the autumn change', async () => {
    const booking = await insertGuestBooking(t.db, { slotId: wineAutumn, category: 'WINE', locale: 'en', adults: 1, language: 'EN', name: 'John Smith' });
    const id = await insertNotification(t.db, { kind: 'booking_confirmation', recipient: 'john@example.com', locale: 'en', payload: confirmationPayload([booking]) });
    await dispatchPendingNotifications(deps(emlMailer(dir, 'Tenuta <prenotazioni@tenuta.example>')));
    const eml = await emlFor(id, 'booking_confirmation');
    expect(eml.headers.get('subject')).toBe(`Booking confirmed ${booking.bookingNumber}`);
    expect(eml.headers.get('content-language')).toBe('en');
    const text = plain(eml.parts.find((p) => p.contentType === 'text/plain')!.body);
    expect(text).toContain('Dear John Smith,');
    expect(text).toContain('Sunday, 31 October 2027 at 10:00 (Italian time)');
    expect(text).toContain('To pay at the cellar: €40.00');
    expect(text).toContain('1 person');
    expect(eml.parts.find((p) => p.contentType === 'text/calendar')!.body).toContain('DTSTART:20271031T090000Z');
  });

  it('sends the staff notice and both refund notices', async () => {
    const booking = await insertGuestBooking(t.db, { slotId: truffleSpring, category: 'TRUFFLE', locale: 'en' });
    const staff = await insertNotification(t.db, { kind: 'staff_new_booking', recipient: 'staff@tenuta.example', locale: 'it', payload: confirmationPayload([booking]) });
    const refund = { checkout_session_id: '0f8e2a4c-1b2d-4e5f-8a9b-0c1d2e3f4a5b', amount_cents: 17000, reason: 'seats_taken' };
    const guest = await insertNotification(t.db, { kind: 'payment_refunded_after_expiry', recipient: 'late@example.com', locale: 'en', payload: refund });
    const staffRefund = await insertNotification(t.db, { kind: 'staff_payment_refunded_after_expiry', recipient: 'staff@tenuta.example', locale: 'it', payload: refund });
    const result = await dispatchPendingNotifications(deps(emlMailer(dir, 'Tenuta <prenotazioni@tenuta.example>')));
    expect(result).toEqual({ sent: 3, retrying: 0, failed: 0 });
    const s = await emlFor(staff, 'staff_new_booking');
    expect(s.headers.get('subject')).toContain(`Nuova prenotazione ${booking.bookingNumber}`);
    expect(s.headers.get('reply-to')).toBe('guest@example.com');
    expect(s.parts.some((p) => p.contentType === 'text/calendar')).toBe(false);
    expect(plain((await emlFor(guest, 'payment_refunded_after_expiry')).parts[0]!.body)).toContain('We have refunded the full amount of €170.00');
    expect(plain((await emlFor(staffRefund, 'staff_payment_refunded_after_expiry')).parts[0]!.body)).toContain('Motivo: seats_taken');
  });
});

describe('tokens exist in clear only in the e-mail', () => {
  const expiresAt = new Date(Date.now() + 3 * 86_400_000).toISOString();
  const links = {
    staff_invite: 'https://tenuta.example/staff/setup/StaffSetupToken0123456789abcdefghijklmnopqrs',
    partner_invite: 'https://tenuta.example/partner/register?token=PartnerInviteToken0123456789abcdefghijklm',
    partner_user_invite: 'https://tenuta.example/partner/register?token=ColleagueToken0123456789abcdefghijklmnopqr',
    partner_password_reset: 'https://tenuta.example/partner/reset/ResetToken0123456789abcdefghijklmnopqrstuvw',
  } as const;
  const payloads: Record<keyof typeof links, Record<string, unknown>> = {
    staff_invite: { name: 'Marta', role: 'front_desk', invited_by: 'Owner', url: links.staff_invite, expires_at: expiresAt },
    partner_invite: { invite_id: 1, company_name: 'Agenzia', partner_type: 'reseller', invited_by: 'Owner', url: links.partner_invite, expires_at: expiresAt },
    partner_user_invite: { name: 'Luca', company_name: 'Agenzia', invited_by: 'Paolo', role: 'booker', url: links.partner_user_invite, expires_at: expiresAt },
    partner_password_reset: { name: 'Paolo', url: links.partner_password_reset, expires_at: expiresAt },
  };

  it('each e-mail carries its link; the row marked sent keeps a marker in its place and every other field', async () => {
    const ids = new Map<keyof typeof links, number>();
    for (const kind of Object.keys(links) as (keyof typeof links)[]) {
      ids.set(kind, await insertNotification(t.db, { kind, recipient: `${kind}@example.com`, locale: 'en', payload: payloads[kind] }));
    }
    const result = await dispatchPendingNotifications(deps(emlMailer(dir, 'Tenuta <p@tenuta.example>')));
    expect(result).toMatchObject({ sent: 4, failed: 0 });
    for (const [kind, id] of ids) {
      const eml = await emlFor(id, kind);
      expect(eml.parts.find((p) => p.contentType === 'text/plain')!.body, kind).toContain(links[kind]);
      const row = await notificationRow(t.db, id);
      expect(row.status).toBe('sent');
      expect(row.payload, kind).toEqual({ ...payloads[kind], url: REMOVED_LINK });
    }
  });

  it('a retry still has the link; an e-mail sent on a later try has it in the message and not in the row', async () => {
    const id = await insertNotification(t.db, { kind: 'partner_password_reset', recipient: 'retry@example.com', locale: 'it', payload: payloads.partner_password_reset });
    const createdAt = new Date((await notificationRow(t.db, id)).createdAt.getTime() + 1);
    const failing: Mailer = {
      send: async () => {
        throw new Error('421 try again later');
      },
    };
    expect(await dispatchPendingNotifications(deps(failing, createdAt))).toMatchObject({ retrying: 1 });
    expect((await notificationRow(t.db, id)).payload).toEqual(payloads.partner_password_reset);
    const sent: OutgoingMail[] = [];
    const capturing: Mailer = {
      send: async (mail) => {
        sent.push(mail);
        return { messageId: '<retry@test>' };
      },
    };
    await dispatchPendingNotifications(deps(capturing, new Date(createdAt.getTime() + 61_000)));
    expect(sent.map((m) => m.text.includes(links.partner_password_reset))).toEqual([true]);
    expect(await notificationRow(t.db, id)).toMatchObject({ status: 'sent', attempts: 2, payload: { ...payloads.partner_password_reset, url: REMOVED_LINK } });
  });
});

describe('failures', () => {
  const failing: Mailer = {
    send: async () => {
      throw new Error('connect ECONNREFUSED 127.0.0.1:25');
    },
  };

  it('a transport failure leaves the row pending with the attempt and the error, retried on the backoff schedule, failed after the last retry', async () => {
    const booking = await insertGuestBooking(t.db, { slotId: truffleSpring, category: 'TRUFFLE', locale: 'it' });
    const id = await insertNotification(t.db, { kind: 'booking_confirmation', recipient: 'x@example.com', locale: 'it', payload: confirmationPayload([booking]) });
    // The database keeps microseconds; a millisecond later the row is surely due.
    const createdAt = new Date((await notificationRow(t.db, id)).createdAt.getTime() + 1);

    expect(await dispatchPendingNotifications(deps(failing, createdAt))).toMatchObject({ retrying: 1 });
    let row = await notificationRow(t.db, id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: 'connect ECONNREFUSED 127.0.0.1:25', sentAt: null });
    expect(row.payload).toHaveProperty('manage_tokens');

    // Not due again until the schedule says so: kicks in between change nothing.
    expect(await dispatchPendingNotifications(deps(failing, createdAt))).toEqual({ sent: 0, retrying: 0, failed: 0 });
    for (let attempt = 2; attempt <= MAX_SEND_ATTEMPTS; attempt++) {
      const due = new Date(createdAt.getTime() + RETRY_SCHEDULE_MINUTES[attempt - 1]! * 60_000 + 1000);
      const r = await dispatchPendingNotifications(deps(failing, due));
      expect(r).toMatchObject(attempt < MAX_SEND_ATTEMPTS ? { retrying: 1 } : { failed: 1 });
    }
    row = await notificationRow(t.db, id);
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_SEND_ATTEMPTS, lastError: 'connect ECONNREFUSED 127.0.0.1:25' });
    // Failed for good: no e-mail will ever carry the token, so the row keeps none.
    expect(row.payload).toEqual({ checkout_session_id: null, booking_ids: [booking.id] });
    expect(await dispatchPendingNotifications(deps(failing, new Date(Date.now() + 86_400_000)))).toEqual({ sent: 0, retrying: 0, failed: 0 });
  });

  it('recovers when the transport comes back', async () => {
    const booking = await insertGuestBooking(t.db, { slotId: truffleSpring, category: 'TRUFFLE', locale: 'it' });
    const id = await insertNotification(t.db, { kind: 'booking_confirmation', recipient: 'y@example.com', locale: 'it', payload: confirmationPayload([booking]) });
    const createdAt = new Date((await notificationRow(t.db, id)).createdAt.getTime() + 1);
    expect(await dispatchPendingNotifications(deps(failing, createdAt))).toMatchObject({ retrying: 1 });
    await dispatchPendingNotifications(deps(emlMailer(dir, 'Tenuta <p@tenuta.example>'), new Date(createdAt.getTime() + 61_000)));
    expect(await notificationRow(t.db, id)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });

  it('an unrenderable row fails at once; kinds without a template are left alone', async () => {
    const bad = await insertNotification(t.db, { kind: 'booking_confirmation', recipient: 'z@example.com', locale: 'it', payload: { booking_ids: [987654321] } });
    // A kind a newer release writes (every kind of today has its template): it waits for that release.
    const later = Number(
      (
        await t.db.execute<{ id: number }>(
          sql`INSERT INTO notifications (kind, recipient, locale, payload) VALUES ('future_kind', 'z@example.com', 'it', '{"booking_ids":[1]}') RETURNING id`,
        )
      ).rows[0]!.id,
    );
    await dispatchPendingNotifications(deps(emlMailer(dir, 'Tenuta <p@tenuta.example>')));
    expect(await notificationRow(t.db, bad)).toMatchObject({ status: 'failed', attempts: 1, lastError: 'bookings not found: 987654321' });
    expect(await notificationRow(t.db, later)).toMatchObject({ status: 'pending', attempts: 0, lastError: null });
  });
});

describe('concurrency', () => {
  it('two dispatchers at once send each row exactly once', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 12; i++) {
      const booking = await insertGuestBooking(t.db, { slotId: wineAutumn, category: 'WINE', locale: i % 2 ? 'en' : 'it', adults: 1 });
      ids.push(
        await insertNotification(t.db, { kind: 'booking_confirmation', recipient: `c${i}@example.com`, locale: i % 2 ? 'en' : 'it', payload: confirmationPayload([booking]) }),
      );
    }
    const sends: number[] = [];
    const slow: Mailer = {
      async send(_mail: OutgoingMail, ref) {
        sends.push(ref.notificationId);
        await new Promise((r) => setTimeout(r, 15));
        return { messageId: `<${ref.notificationId}@test>` };
      },
    };
    const [a, b] = await Promise.all([dispatchPendingNotifications(deps(slow)), dispatchPendingNotifications(deps(slow))]);
    expect(a.sent + b.sent).toBe(12);
    expect(a.sent).toBeGreaterThan(0);
    expect(b.sent).toBeGreaterThan(0);
    expect([...sends].sort((x, y) => x - y)).toEqual(ids);
    for (const id of ids) expect((await notificationRow(t.db, id)).status).toBe('sent');
  });
});

describe('e-mails stored before this rule (the data migration)', () => {
  const migration = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../packages/db/migrations/0013_stored_email_tokens.sql');

  it('strips the tokens and tokenised links of sent and failed rows, leaves pending rows and other links alone', async () => {
    const file = await readFile(migration, 'utf8');
    // The same rule as the dispatcher's: the link pattern and the marker.
    expect(file).toContain(TOKEN_LINK_SQL);
    expect(file).toContain(REMOVED_LINK);
    for (const key of TOKEN_PAYLOAD_KEYS) expect(file).toContain(`'${key}'`);
    const reset = 'http://localhost:3000/partner/reset/OldResetToken0123456789abcdefghijklmnopqrstu';
    const old = {
      confirmation: { checkout_session_id: null, booking_ids: [1], manage_tokens: { 1: 'old-manage-token' } },
      moderation: { review_id: 1, booking_id: 1, moderation_token: 'old-moderation-token' },
      newsletter: { subscription_id: 1, newsletter_tokens: { confirm: 'old-confirm', unsubscribe: 'old-unsubscribe' } },
      reset: { name: 'Paolo', url: reset, expires_at: '2026-01-01T00:00:00.000Z' },
      invite: { name: 'Marta', role: 'manager', url: 'http://localhost:3000/staff/setup/OldSetupToken0123456789abcdefghijklmnopqrstu', expires_at: '2026-01-01T00:00:00.000Z' },
      status: { partner_id: 1, change: 'suspended', company_name: 'Agenzia', login_url: 'http://localhost:3000/partner/login' },
      application: { name: 'Anna', link: 'http://localhost:3000/partner/register?confirm=OldConfirmToken0123456789abcdefghijklmnopq', expires_at: '2026-01-01T00:00:00.000Z' },
    };
    const insert = async (kind: string, status: string, payload: object) =>
      Number(
        (
          await t.db.execute<{ id: number }>(
            sql`INSERT INTO notifications (kind, recipient, payload, status) VALUES (${kind}, 'old@example.com', ${JSON.stringify(payload)}::jsonb, ${status}) RETURNING id`,
          )
        ).rows[0]!.id,
      );
    const ids = {
      confirmation: await insert('booking_confirmation', 'sent', old.confirmation),
      moderation: await insert('staff_review_submitted', 'sent', old.moderation),
      newsletter: await insert('newsletter_confirm', 'sent', old.newsletter),
      reset: await insert('partner_password_reset', 'sent', old.reset),
      invite: await insert('staff_invite', 'failed', old.invite),
      status: await insert('partner_status_changed', 'sent', old.status),
      application: await insert('partner_application_confirm', 'sent', old.application),
      pending: await insert('partner_password_reset', 'pending', old.reset),
    };
    for (const statement of file.split('--> statement-breakpoint')) await t.db.execute(sql.raw(statement));
    const payload = async (id: number) => (await notificationRow(t.db, id)).payload;
    expect(await payload(ids.confirmation)).toEqual({ checkout_session_id: null, booking_ids: [1] });
    expect(await payload(ids.moderation)).toEqual({ review_id: 1, booking_id: 1 });
    expect(await payload(ids.newsletter)).toEqual({ subscription_id: 1 });
    expect(await payload(ids.reset)).toEqual({ ...old.reset, url: REMOVED_LINK });
    expect(await payload(ids.invite)).toEqual({ ...old.invite, url: REMOVED_LINK });
    expect(await payload(ids.status)).toEqual(old.status);
    expect(await payload(ids.application)).toEqual({ ...old.application, link: REMOVED_LINK });
    expect(await payload(ids.pending)).toEqual(old.reset);
    // Nothing pending is left behind for the other tests' dispatchers.
    await t.db.execute(sql`UPDATE notifications SET status = 'failed' WHERE id = ${ids.pending}`);
  });
});
