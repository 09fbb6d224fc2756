import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { newsletterSubscriptions, notifications } from '@tenuta/db';
import { hashNewsletterToken } from '@tenuta/booking';
import { dispatchPendingNotifications } from '@tenuta/mail';
import { readEml } from '../../jobs/eml-test-reader.ts';
import { emlMailer } from '../../jobs/mailer.ts';
import { createTestApp, type TestApp } from '../../test-app.ts';

let t: TestApp;
let dir: string;
// A fixed clock one minute into a 10-minute window, so no rate-limit window ends mid-test.
let nowMs = Date.parse('2026-11-23T10:01:00Z');
const clock = { now: () => new Date(nowMs) };
const MINUTE = 60_000;

beforeAll(async () => {
  t = await createTestApp({ clock });
  dir = await mkdtemp(path.join(os.tmpdir(), 'tenuta-newsletter-'));
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

type Payload = Record<string, unknown>;
let seq = 0;
const ipFor = () => `198.51.100.${++seq}`;
const subscribe = (payload: Payload, ip = ipFor()) => t.app.inject({ method: 'POST', url: '/api/newsletter/subscribe', payload, headers: { 'x-forwarded-for': ip } });
const signUp = (email: string, over: Payload = {}) => ({ email, name: 'Giulia', locale: 'it', consent: true, website: '', ...over });
const confirm = (token: string, ip = ipFor()) => t.app.inject({ method: 'POST', url: '/api/newsletter/confirm', payload: { token }, headers: { 'x-forwarded-for': ip } });
const unsubscribe = (token: string) => t.app.inject({ method: 'POST', url: '/api/newsletter/unsubscribe', payload: { token } });
const oneClick = (token: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
  });
const subscription = async (email: string) => (await t.database.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email)))[0];
const confirmMails = async (email: string) =>
  t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.kind, 'newsletter_confirm'), eq(notifications.recipient, email)));
const count = async (table: string) => Number((await t.database.db.execute<{ n: string }>(sql.raw(`SELECT count(*) AS n FROM ${table}`))).rows[0]!.n);

/** Sends the outbox to .eml files, as the e-mail worker does, and reads the confirmation written for `email`. */
async function sentConfirmation(email: string) {
  await dispatchPendingNotifications({ db: t.database.db, clock, mailer: emlMailer(dir, 'Tenuta <prenotazioni@tenuta.example>'), render: { publicUrl: 'http://localhost:3000' } });
  const [row] = (await confirmMails(email)).sort((a, b) => b.id - a.id);
  const file = (await readdir(dir)).find((f) => f.endsWith(`-${row!.id}-newsletter_confirm.eml`));
  expect(file, `a confirmation e-mail for ${email}`).toBeDefined();
  const eml = readEml(await readFile(path.join(dir, file!), 'utf8'));
  const text = eml.parts.find((p) => p.contentType === 'text/plain')!.body;
  const confirmToken = /\/newsletter\/confirm\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1];
  const unsubscribeToken = /\/api\/newsletter\/unsubscribe\?token=([A-Za-z0-9_-]+)/.exec(eml.headers.get('list-unsubscribe') ?? '')?.[1];
  expect(confirmToken).toBeDefined();
  expect(unsubscribeToken).toBeDefined();
  return { eml, text, row: row!, confirmToken: confirmToken!, unsubscribeToken: unsubscribeToken! };
}

describe('newsletter double opt-in', () => {
  it('subscribe → e-mail with the link and List-Unsubscribe → confirm → one-click unsubscribe', async () => {
    const res = await subscribe(signUp(' Giulia.Rossi@Example.com ', { name: 'Giulia Rossi' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const pending = await subscription('giulia.rossi@example.com');
    expect(pending).toMatchObject({ status: 'pending', name: 'Giulia Rossi', locale: 'it', confirmedAt: null });

    const mail = await sentConfirmation('giulia.rossi@example.com');
    expect(mail.eml.headers.get('subject')).toBe('Conferma la tua iscrizione alla newsletter della Tenuta');
    expect(mail.eml.headers.get('list-unsubscribe')).toBe(`<http://localhost:3000/api/newsletter/unsubscribe?token=${mail.unsubscribeToken}>`);
    expect(mail.eml.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(mail.text).toContain('Gentile Giulia Rossi,');
    expect(mail.text).toContain('Il link è valido per 7 giorni.');
    expect(mail.text).toContain('senza conferma non riceverai nessuna newsletter');
    expect(mail.text).toContain(`http://localhost:3000/newsletter/confirm?token=${mail.confirmToken}`);
    // Only hashes are stored; the raw tokens leave the outbox row once it is sent.
    expect(pending!.confirmTokenHash).toBe(hashNewsletterToken(mail.confirmToken));
    expect(pending!.unsubscribeTokenHash).toBe(hashNewsletterToken(mail.unsubscribeToken));
    const sentRow = (await confirmMails('giulia.rossi@example.com'))[0]!;
    expect(sentRow.status).toBe('sent');
    expect(sentRow.payload).toEqual({ subscription_id: pending!.id });
    const everything = JSON.stringify(await t.database.db.execute(sql`SELECT * FROM newsletter_subscriptions, notifications`));
    expect(everything).not.toContain(mail.confirmToken);
    expect(everything).not.toContain(mail.unsubscribeToken);

    nowMs += 3 * 24 * 60 * MINUTE;
    const confirmed = await confirm(mail.confirmToken);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ success: true, status: 'confirmed', unsubscribe_token: mail.unsubscribeToken });
    expect(await subscription('giulia.rossi@example.com')).toMatchObject({ status: 'confirmed', confirmedAt: new Date(nowMs), confirmTokenHash: null });

    // The link works once.
    const again = await confirm(mail.confirmToken);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ success: false, code: 'not_found' });

    const out = await oneClick(mail.unsubscribeToken);
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json()).toEqual({ success: true, status: 'unsubscribed' });
    expect(await subscription('giulia.rossi@example.com')).toMatchObject({ status: 'unsubscribed', unsubscribedAt: new Date(nowMs) });
    // Mail providers may repeat a one-click request: still fine.
    expect((await oneClick(mail.unsubscribeToken)).statusCode).toBe(200);
  });

  it('unsubscribes with a JSON token, a multipart one-click, and refuses unknown or missing tokens', async () => {
    await subscribe(signUp('json@example.com'));
    const mail = await sentConfirmation('json@example.com');
    expect((await confirm(mail.confirmToken)).statusCode).toBe(200);
    expect((await unsubscribe(mail.unsubscribeToken)).json()).toEqual({ success: true, status: 'unsubscribed' });

    await subscribe(signUp('multipart@example.com'));
    const m2 = await sentConfirmation('multipart@example.com');
    const boundary = 'x-boundary-1';
    const multipart = await t.app.inject({
      method: 'POST',
      url: `/api/newsletter/unsubscribe?token=${m2.unsubscribeToken}`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    });
    expect(multipart.statusCode, multipart.body).toBe(200);
    expect((await subscription('multipart@example.com'))?.status).toBe('unsubscribed');

    const unknown = await oneClick('A'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, code: 'not_found' });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/newsletter/unsubscribe',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'List-Unsubscribe=One-Click',
        })
      ).statusCode,
    ).toBe(400);
    expect((await unsubscribe('short')).statusCode).toBe(400);
    // A browser opening the List-Unsubscribe address lands on the page with the button; nothing changes on a GET.
    const get = await t.app.inject({ url: `/api/newsletter/unsubscribe?token=${m2.unsubscribeToken}` });
    expect(get.statusCode).toBe(303);
    expect(get.headers.location).toBe(`/newsletter/unsubscribe?token=${m2.unsubscribeToken}`);
  });

  it('unsubscribing a pending request makes its confirmation link stop working', async () => {
    await subscribe(signUp('cambio-idea@example.com'));
    const mail = await sentConfirmation('cambio-idea@example.com');
    expect((await oneClick(mail.unsubscribeToken)).statusCode).toBe(200);
    expect((await confirm(mail.confirmToken)).statusCode).toBe(404);
    expect((await subscription('cambio-idea@example.com'))?.status).toBe('unsubscribed');
  });

  it('a link older than 7 days answers 410; subscribing again sends a new one that works', async () => {
    await subscribe(signUp('lento@example.com', { locale: 'en', name: '' }));
    const old = await sentConfirmation('lento@example.com');
    expect(old.eml.headers.get('subject')).toBe('Please confirm your subscription to the Tenuta newsletter');
    expect(old.text).toContain('Dear guest,');
    expect(old.text).toContain('The link is valid for 7 days.');
    nowMs += 7 * 24 * 60 * MINUTE + MINUTE;
    const expired = await confirm(old.confirmToken);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({ success: false, code: 'link_expired' });
    expect((await subscription('lento@example.com'))?.status).toBe('pending');

    expect((await subscribe(signUp('lento@example.com', { locale: 'en' }))).statusCode).toBe(200);
    const fresh = await sentConfirmation('lento@example.com');
    expect(fresh.confirmToken).not.toBe(old.confirmToken);
    expect((await confirm(old.confirmToken)).statusCode).toBe(404);
    expect((await confirm(fresh.confirmToken)).statusCode).toBe(200);
  });

  it('answers every address the same, with no e-mail for a confirmed one and at most one per address in 10 minutes', async () => {
    await subscribe(signUp('gia-iscritta@example.com'));
    expect((await confirm((await sentConfirmation('gia-iscritta@example.com')).confirmToken)).statusCode).toBe(200);
    const before = await confirmMails('gia-iscritta@example.com');

    const answers = await Promise.all([subscribe(signUp('gia-iscritta@example.com', { name: 'Qualcun altro' })), subscribe(signUp('mai-vista@example.com'))]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(answers[0]!.body).toBe(answers[1]!.body);
    expect(await confirmMails('gia-iscritta@example.com')).toHaveLength(before.length);
    expect(await subscription('gia-iscritta@example.com')).toMatchObject({ status: 'confirmed', name: 'Giulia' });

    // Pending: a second request within 10 minutes sends nothing (and keeps the first link valid); later, a new link.
    const first = await sentConfirmation('mai-vista@example.com');
    nowMs += 9 * MINUTE;
    expect((await subscribe(signUp('mai-vista@example.com'))).json()).toEqual({ success: true });
    expect(await confirmMails('mai-vista@example.com')).toHaveLength(1);
    nowMs += 2 * MINUTE;
    expect((await subscribe(signUp('mai-vista@example.com'))).statusCode).toBe(200);
    expect(await confirmMails('mai-vista@example.com')).toHaveLength(2);
    const second = await sentConfirmation('mai-vista@example.com');
    expect((await confirm(first.confirmToken)).statusCode).toBe(404);
    expect((await confirm(second.confirmToken)).statusCode).toBe(200);
  });

  it('concurrent sign-ups of one address write one row and one e-mail', async () => {
    const results = await Promise.all(Array.from({ length: 6 }, () => subscribe(signUp('doppio-clic@example.com'))));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await confirmMails('doppio-clic@example.com')).toHaveLength(1);
    expect(Number((await t.database.db.execute<{ n: string }>(sql`SELECT count(*) AS n FROM newsletter_subscriptions WHERE email = 'doppio-clic@example.com'`)).rows[0]!.n)).toBe(
      1,
    );
  });

  it('a filled honeypot answers like a real sign-up and stores and sends nothing', async () => {
    const before = await Promise.all([count('newsletter_subscriptions'), count('notifications'), count('rate_limit_hits')]);
    const res = await subscribe(signUp('bot@example.com', { website: 'http://spam.example' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect(await Promise.all([count('newsletter_subscriptions'), count('notifications'), count('rate_limit_hits')])).toEqual(before);
  });

  it('validates with a code per field', async () => {
    const cases: [Payload, string[]][] = [
      [signUp('giulia@'), ['email: email_invalid']],
      [signUp('giulia@example.com', { consent: false }), ['consent: consent_required']],
      [signUp('giulia@example.com', { consent: undefined, name: 'G' }), ['consent: consent_required', 'name: name_length']],
      [signUp('giulia@example.com', { locale: 'fr' }), ['locale']],
    ];
    for (const [payload, parts] of cases) {
      const res = await subscribe(payload);
      expect(res.statusCode).toBe(400);
      for (const p of parts) expect(res.json().detail).toContain(p);
    }
    expect((await subscribe(signUp('senza-nome@example.com', { name: undefined }))).statusCode).toBe(200);
  });

  it('limits sign-ups to 5 per caller address in 10 minutes, also under concurrent requests', async () => {
    nowMs = Math.ceil(nowMs / (10 * MINUTE)) * 10 * MINUTE + MINUTE;
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => subscribe(signUp(`raffica-${i}@example.com`), '203.0.113.50')));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(5);
    const limited = results.filter((r) => r.statusCode === 429);
    expect(limited).toHaveLength(7);
    expect(limited[0]!.json()).toMatchObject({ success: false, code: 'rate_limited' });
    expect(Number(limited[0]!.headers['retry-after'])).toBe(540);
    expect((await subscribe(signUp('vicino@example.com'), '203.0.113.51')).statusCode).toBe(200);
  });

  it('limits confirmation attempts per caller address', async () => {
    const ip = '203.0.113.60';
    const codes: number[] = [];
    for (let i = 0; i < 31; i++) codes.push((await confirm(`${'B'.repeat(40)}${i}`, ip)).statusCode);
    expect(codes.slice(0, 30).every((c) => c === 404)).toBe(true);
    expect(codes[30]).toBe(429);
  });
});
