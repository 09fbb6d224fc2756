import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { REMOVED_LINK } from '@tenuta/booking';
import { demoPartners, seedDemoPartners } from '@tenuta/identity';
import { dispatchPendingNotifications } from '@tenuta/mail';
import { readEml } from '../../jobs/eml-test-reader.ts';
import { emlMailer } from '../../jobs/mailer.ts';
import { staffSession } from '../../staff-test-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-app.ts';

let t: TestApp;
let manager: { id: number; email: string; headers: { authorization: string } };
const email = `subject-${process.pid}@example.com`;
const other = `other-${process.pid}@example.com`;
const f = {} as { bookingId: string; otherBookingId: string; checkoutId: string; messageId: string };

const one = async <T extends Record<string, unknown>>(q: ReturnType<typeof sql>) => (await t.database.db.execute<T>(q)).rows[0]!;

beforeAll(async () => {
  t = await createTestApp();
  manager = await staffSession(t.database.db, 'manager');
  const slot = await one<{ id: number; experience_id: number }>(sql`SELECT id, experience_id FROM slots WHERE experience_id IS NOT NULL ORDER BY starts_at LIMIT 1`);
  const checkout = await one<{ id: string }>(sql`
    INSERT INTO checkout_sessions (status, email, customer_data, privacy_accepted_at, privacy_policy_version, items, subtotal_cents, amount_due_cents, pay_later_cents)
    VALUES ('completed', ${email.toUpperCase()}, '{"first_name":"Anna","last_name":"Rossi","tax_code":"RSSNNA80A01H501U"}'::jsonb, now(), 'v1', '[]'::jsonb, 12000, 12000, 0) RETURNING id`);
  f.checkoutId = checkout.id;
  const insertBooking = async (n: string, mail: string, checkoutId: string | null) =>
    String(
      (
        await one<{ id: number }>(sql`
          INSERT INTO bookings (booking_number, slot_id, category, adults, language, status, payment_status, unit_price_cents, subtotal_cents, total_cents,
                                customer_email, customer_name, customer_phone, notes, manage_token_hash, checkout_session_id)
          VALUES (${n}, ${slot.id}, 'TRUFFLE', 2, 'IT', 'paid', 'paid', 6000, 12000, 12000, ${mail}, 'Anna Rossi', '+39 333 1234567', 'allergic to nuts', ${`h-${n}`}, ${checkoutId}::uuid)
          RETURNING id`)
      ).id,
    );
  f.bookingId = await insertBooking(`BK-DSR-${process.pid}-1`, email, checkout.id);
  f.otherBookingId = await insertBooking(`BK-DSR-${process.pid}-2`, other, null);
  await t.database.db.execute(
    sql`INSERT INTO payments (kind, provider, booking_id, checkout_session_id, amount_cents, status) VALUES ('payment', 'simulator', ${f.bookingId}, ${checkout.id}::uuid, 12000, 'succeeded')`,
  );
  await t.database.db.execute(sql`INSERT INTO booking_access_tokens (booking_id, token_hash, purpose) VALUES (${f.bookingId}, ${`tok-${process.pid}`}, 'reminder')`);
  await t.database.db.execute(
    sql`INSERT INTO reviews (booking_id, experience_id, author_name, rating, body, verified) VALUES (${f.bookingId}, ${slot.experience_id}, 'Anna R.', 5, 'Wonderful truffles', true)`,
  );
  f.messageId = String(
    (
      await one<{ id: number }>(
        sql`INSERT INTO contact_messages (name, email, phone, message, status) VALUES ('Anna', ${email}, '+39 1', 'Do you have parking?', 'answered') RETURNING id`,
      )
    ).id,
  );
  await t.database.db.execute(sql`INSERT INTO contact_replies (message_id, staff_id, body) VALUES (${f.messageId}, ${manager.id}, 'Yes, free parking.')`);
  await t.database.db.execute(sql`INSERT INTO newsletter_subscriptions (email, name, status) VALUES (${email}, 'Anna', 'confirmed')`);
  await t.database.db.execute(sql`
    INSERT INTO notifications (kind, recipient, payload, status) VALUES
      ('booking_confirmation', ${email}, ${JSON.stringify({ booking_id: Number(f.bookingId) })}::jsonb, 'sent'),
      ('contact_acknowledgement', ${email}, '{"contact_message_id":1}'::jsonb, 'pending'),
      ('booking_confirmation', ${other}, '{"booking_id":2}'::jsonb, 'sent')`);
});
afterAll(async () => {
  await t.close();
});

const exportOf = (address: string, headers: Record<string, string> = manager.headers) =>
  t.app.inject({ method: 'GET', url: `/api/staff/privacy/export?email=${encodeURIComponent(address)}`, headers });

describe('data-subject requests', () => {
  it('front desk and accountant are refused; a bad address is a 400', async () => {
    for (const role of ['front_desk', 'accountant'] as const) {
      const s = await staffSession(t.database.db, role);
      expect((await exportOf(email, s.headers)).statusCode, role).toBe(403);
      const erase = await t.app.inject({ method: 'POST', url: '/api/staff/privacy/erase', headers: s.headers, payload: { email, confirm: true } });
      expect(erase.statusCode, role).toBe(403);
    }
    expect((await exportOf('not-an-address')).statusCode).toBe(400);
    const unconfirmed = await t.app.inject({ method: 'POST', url: '/api/staff/privacy/erase', headers: manager.headers, payload: { email, confirm: false } });
    expect(unconfirmed.statusCode).toBe(400);
    expect(Number((await one(sql`SELECT count(*) AS n FROM bookings WHERE customer_email = ${email}`)).n)).toBe(1);
  });

  it('exports everything about the address, in any case, and nothing about others; audited without the address', async () => {
    const r = await exportOf(email.toUpperCase());
    expect(r.statusCode).toBe(200);
    expect(r.headers['cache-control']).toBe('no-store');
    const d = r.json().data;
    expect(d.email).toBe(email);
    expect(d.counts).toMatchObject({
      bookings: 1,
      payments: 1,
      checkouts: 1,
      contact_messages: 1,
      contact_replies: 1,
      newsletter: 1,
      reviews: 1,
      notifications: 2,
      access_links: 1,
    });
    expect(d.counts).toMatchObject({ accounts: 0, account_sessions: 0, account_links: 0 });
    expect(d.bookings[0]).toMatchObject({ booking_number: `BK-DSR-${process.pid}-1`, customer_name: 'Anna Rossi', customer_phone: '+39 333 1234567', total_cents: 12000 });
    expect(d.bookings[0]).not.toHaveProperty('manage_token_hash');
    expect(d.checkouts[0].customer_data).toMatchObject({ tax_code: 'RSSNNA80A01H501U' });
    expect(d.contact_replies[0].body).toBe('Yes, free parking.');
    expect(d.reviews[0].body).toBe('Wonderful truffles');
    // The manage links issued: which and when, never the token or its hash.
    expect(Object.keys(d.access_links[0]).sort()).toEqual(['booking_id', 'created_at', 'expires_at', 'purpose']);
    expect(d.access_links[0]).toMatchObject({ booking_id: Number(f.bookingId), purpose: 'reminder' });
    expect(JSON.stringify(d)).not.toContain(`tok-${process.pid}`);
    expect(JSON.stringify(d)).not.toContain(other);
    const audit = await one<{ action: string; staff_id: number; after: Record<string, unknown> }>(
      sql`SELECT action, staff_id, after FROM staff_audit_log WHERE action = 'privacy.export' ORDER BY id DESC LIMIT 1`,
    );
    expect(audit.staff_id).toBe(manager.id);
    expect(audit.after.email_sha256).toBe(createHash('sha256').update(email).digest('hex'));
    expect(JSON.stringify(audit.after)).not.toContain(email);
  });

  it('erases: bookings keep amounts and payments without personal fields; the rest goes or is blanked; others untouched', async () => {
    const r = await t.app.inject({ method: 'POST', url: '/api/staff/privacy/erase', headers: manager.headers, payload: { email: ` ${email.toUpperCase()} `, confirm: true } });
    expect(r.statusCode).toBe(200);
    expect(r.json().data).toEqual({
      email,
      bookings_anonymised: 1,
      access_tokens: 1,
      reviews: 1,
      checkouts_anonymised: 1,
      contact_messages: 1,
      contact_replies: 1,
      newsletter: 1,
      notifications_blanked: 2,
      simulator_records: 0,
    });
    const b = await one(
      sql`SELECT customer_email, customer_name, customer_phone, notes, manage_token_hash, total_cents, subtotal_cents, status, payment_status FROM bookings WHERE id = ${f.bookingId}`,
    );
    expect(b).toEqual({
      customer_email: null,
      customer_name: null,
      customer_phone: null,
      notes: null,
      manage_token_hash: null,
      total_cents: 12000,
      subtotal_cents: 12000,
      status: 'paid',
      payment_status: 'paid',
    });
    expect(await one(sql`SELECT amount_cents, status FROM payments WHERE booking_id = ${f.bookingId}`)).toEqual({ amount_cents: 12000, status: 'succeeded' });
    expect(await one(sql`SELECT email, customer_data, subtotal_cents FROM checkout_sessions WHERE id = ${f.checkoutId}::uuid`)).toEqual({
      email: 'erased@anonymised.invalid',
      customer_data: {},
      subtotal_cents: 12000,
    });
    expect(Number((await one(sql`SELECT count(*) AS n FROM contact_messages WHERE id = ${f.messageId}`)).n)).toBe(0);
    expect(Number((await one(sql`SELECT count(*) AS n FROM newsletter_subscriptions WHERE email = ${email}`)).n)).toBe(0);
    expect(Number((await one(sql`SELECT count(*) AS n FROM notifications WHERE recipient = ${email}`)).n)).toBe(0);
    expect((await one(sql`SELECT customer_email FROM bookings WHERE id = ${f.otherBookingId}`)).customer_email).toBe(other);
    expect(Number((await one(sql`SELECT count(*) AS n FROM notifications WHERE recipient = ${other}`)).n)).toBe(1);

    const audit = await one<{ after: Record<string, unknown> }>(sql`SELECT after FROM staff_audit_log WHERE action = 'privacy.erase' ORDER BY id DESC LIMIT 1`);
    expect(audit.after).toMatchObject({ email_sha256: createHash('sha256').update(email).digest('hex'), booking_ids: [Number(f.bookingId)] });
    expect(JSON.stringify(audit.after)).not.toContain(email);

    const after = (await exportOf(email)).json().data;
    expect(Object.values(after.counts).every((n) => n === 0)).toBe(true);
  });
});

describe('no working token in an export', () => {
  const guest = `tokens-${process.pid}@example.com`;
  const demo = demoPartners[0]!.owner.email;

  it("a guest's export shows what was sent without the manage, review and newsletter tokens, pending e-mails too", async () => {
    const slot = await one<{ id: number }>(sql`SELECT id FROM slots WHERE experience_id IS NOT NULL ORDER BY starts_at LIMIT 1`);
    const b = await one<{ id: number }>(sql`
      INSERT INTO bookings (booking_number, slot_id, category, adults, language, status, payment_status, unit_price_cents, subtotal_cents, total_cents, customer_email, manage_token_hash)
      VALUES (${`BK-TOK-${process.pid}`}, ${slot.id}, 'TRUFFLE', 1, 'IT', 'paid', 'paid', 6000, 6000, 6000, ${guest}, ${`h-tok-${process.pid}`}) RETURNING id`);
    const live = {
      manage: `live-manage-${process.pid}-aaaaaaaaaaaaaaaaaaaa`,
      review: `live-review-${process.pid}-bbbbbbbbbbbbbbbb`,
      news: `live-news-${process.pid}-cccccccccccc`,
    };
    await t.database.db.execute(sql`
      INSERT INTO notifications (kind, recipient, payload, status) VALUES
        ('booking_confirmation', ${guest}, ${JSON.stringify({ booking_ids: [b.id], manage_tokens: { [b.id]: live.manage } })}::jsonb, 'pending'),
        ('review_request', ${guest}, ${JSON.stringify({ booking_ids: [b.id], manage_tokens: { [b.id]: live.review } })}::jsonb, 'sent'),
        ('newsletter_confirm', ${guest}, ${JSON.stringify({ subscription_id: 1, newsletter_tokens: { confirm: live.news, unsubscribe: live.news } })}::jsonb, 'pending')`);
    const r = await exportOf(guest);
    expect(r.statusCode).toBe(200);
    const d = r.json().data;
    expect(d.counts.notifications).toBe(3);
    const text = JSON.stringify(d);
    for (const token of Object.values(live)) expect(text).not.toContain(token);
    expect(text).not.toMatch(/manage_tokens|newsletter_tokens|token=/);
    expect(d.notifications.map((n: { payload: unknown }) => n.payload)).toEqual([{ booking_ids: [b.id] }, { booking_ids: [b.id] }, { subscription_id: 1 }]);
    // The outbox itself still holds the pending rows' tokens: they have not been mailed yet.
    expect(Number((await one(sql`SELECT count(*) AS n FROM notifications WHERE recipient = ${guest} AND payload ? 'manage_tokens'`)).n)).toBe(2);
  });

  it("the reviewer's attack: after a partner's reset request a manager gets 403 for the partner's and a colleague's address", async () => {
    await seedDemoPartners({ db: t.database.db, publicUrl: 'http://localhost:3000' });
    const reset = await t.app.inject({ method: 'POST', url: '/api/partners/auth/password-reset/request', payload: { email: demo } });
    expect(reset.statusCode).toBe(200);
    const owner = await staffSession(t.database.db, 'owner');
    for (const address of [demo, demo.toUpperCase(), owner.email, manager.email]) {
      const refused = await exportOf(address);
      expect(refused.statusCode, address).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'forbidden', detail: 'privacy_account_owner_only' });
      expect(refused.body).not.toContain('/partner/reset/');
    }
  });

  it('the owner exports a partner address: the account without hashes, the reset e-mail without its link; the mailed link works, the stored row has none', async () => {
    const owner = await staffSession(t.database.db, 'owner');
    const r = await exportOf(demo, owner.headers);
    expect(r.statusCode).toBe(200);
    const d = r.json().data;
    const text = JSON.stringify(d);
    expect(text).not.toMatch(/\/partner\/reset\/[A-Za-z0-9_-]/);
    expect(text).not.toMatch(/password_hash|token_hash|totp_secret|\$argon2/);
    const mail = d.notifications.find((n: { kind: string }) => n.kind === 'partner_password_reset');
    expect(mail).toMatchObject({ status: 'pending', payload: { url: REMOVED_LINK } });
    expect(d.accounts.map((a: { type: string }) => a.type).sort()).toEqual(['partner', 'partner_user']);
    expect(d.accounts.find((a: { type: string }) => a.type === 'partner_user')).toMatchObject({ email: demo, role: 'owner', password_set: true });
    expect(d.account_links).toEqual([expect.objectContaining({ type: 'partner', purpose: 'reset', used_at: null, revoked_at: null })]);
    const audit = await one<{ action: string; staff_id: number; after: Record<string, unknown> }>(
      sql`SELECT action, staff_id, after FROM staff_audit_log WHERE action LIKE 'privacy.export%' ORDER BY id DESC LIMIT 1`,
    );
    expect(audit).toMatchObject({ action: 'privacy.export_account', staff_id: owner.id, after: { account: ['partner'] } });

    // Sending: the .eml carries the working link; the row keeps only the marker.
    const dir = await mkdtemp(path.join(os.tmpdir(), 'tenuta-privacy-'));
    try {
      await dispatchPendingNotifications({
        db: t.database.db,
        clock: { now: () => new Date() },
        mailer: emlMailer(dir, 'Tenuta <p@tenuta.example>'),
        render: { publicUrl: 'http://localhost:3000' },
      });
      const row = await one<{ id: number; status: string; payload: Record<string, unknown> }>(
        sql`SELECT id, status, payload FROM notifications WHERE recipient = ${demo} AND kind = 'partner_password_reset'`,
      );
      expect(row.status).toBe('sent');
      const name = (await readdir(dir)).find((n) => n.endsWith(`-${row.id}-partner_password_reset.eml`));
      const eml = readEml(await readFile(path.join(dir, name!), 'utf8'));
      const token = /\/partner\/reset\/([A-Za-z0-9_-]{43})/.exec(eml.parts.find((p) => p.contentType === 'text/plain')!.body)?.[1];
      expect(token).toBeDefined();
      expect(row.payload.url).toBe(REMOVED_LINK);
      expect(JSON.stringify(row.payload)).not.toContain(token);
      expect(Number((await one(sql`SELECT count(*) AS n FROM partner_tokens WHERE token_hash = ${token}`)).n)).toBe(0);
      const password = 'a long new password for the demo';
      const confirm = await t.app.inject({
        method: 'POST',
        url: '/api/partners/auth/password-reset/confirm',
        payload: { token, new_password: password, confirm_password: password },
      });
      expect(confirm.statusCode).toBe(200);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("the owner exports an invited colleague's address: the account and its invitation's dates, never the set-up link", async () => {
    const owner = await staffSession(t.database.db, 'owner');
    const invited = `invited-${process.pid}@staff.test`;
    const invite = await t.app.inject({
      method: 'POST',
      url: '/api/staff/team/invite',
      headers: owner.headers,
      payload: { email: invited, name: 'New Colleague', role: 'front_desk' },
    });
    expect(invite.statusCode).toBe(201);
    expect((await exportOf(invited)).statusCode).toBe(403);
    const r = await exportOf(invited, owner.headers);
    expect(r.statusCode).toBe(200);
    const d = r.json().data;
    expect(JSON.stringify(d)).not.toMatch(/\/staff\/setup\/[A-Za-z0-9_-]/);
    expect(d.notifications).toEqual([expect.objectContaining({ kind: 'staff_invite', payload: expect.objectContaining({ url: REMOVED_LINK, role: 'front_desk' }) })]);
    expect(d.accounts).toEqual([expect.objectContaining({ type: 'staff', email: invited, status: 'invited', password_set: false, second_factor: false })]);
    expect(d.account_links).toEqual([expect.objectContaining({ type: 'staff', purpose: 'invite', used_at: null })]);
  });
});
