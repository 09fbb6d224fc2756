import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { contactMessages, notifications } from '@tenuta/db';
import { dispatchPendingNotifications } from '@tenuta/mail';
import { readEml } from '../../jobs/eml-test-reader.ts';
import { emlMailer } from '../../jobs/mailer.ts';
import { createTestApp, type TestApp } from '../../test-app.ts';

let t: TestApp;
let dir: string;
// A fixed clock one minute into a 10-minute (and hour) window, so no window ends mid-test.
let nowMs = Date.parse('2026-11-23T10:01:00Z');
const clock = { now: () => new Date(nowMs) };

beforeAll(async () => {
  t = await createTestApp({ clock });
  dir = await mkdtemp(path.join(os.tmpdir(), 'tenuta-contact-'));
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

type Payload = Record<string, unknown>;
let seq = 0;
const ipFor = () => `198.51.100.${++seq}`;
const valid = (over: Payload = {}): Payload => ({
  name: 'Giulia Rossi',
  email: `giulia.${++seq}@example.com`,
  phone: '+39 333 1234567',
  subject: 'truffle_hunt',
  message: 'Buongiorno, vorremmo prenotare una caccia al tartufo per 6 persone a novembre.',
  privacy_accepted: true,
  locale: 'it',
  website: '',
  ...over,
});
const post = (payload: Payload | string, ip = ipFor(), headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/contact',
    payload,
    headers: { 'x-forwarded-for': ip, ...(typeof payload === 'string' ? { 'content-type': 'application/json' } : {}), ...headers },
  });
const count = async (table: 'contact_messages' | 'notifications' | 'rate_limit_hits') =>
  Number((await t.database.db.execute<{ n: string }>(sql.raw(`SELECT count(*) AS n FROM ${table}`))).rows[0]!.n);

describe('POST /api/contact', () => {
  it('stores the message as plain text and queues the staff e-mail and the guest’s acknowledgement in the same step', async () => {
    const res = await post(
      valid({ email: ' Marco@Example.com ', message: 'Ciao!\r\nSiamo in 4, <b>con</b> un cane.\u0007\r\n\r\nGrazie', subject: 'groups_events', locale: 'en' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ success: true });
    const [row] = await t.database.db.select().from(contactMessages).where(eq(contactMessages.email, 'Marco@Example.com'));
    expect(row).toMatchObject({ name: 'Giulia Rossi', phone: '+39 333 1234567', subject: 'groups_events', locale: 'en', status: 'open' });
    expect(row!.message).toBe('Ciao!\nSiamo in 4, <b>con</b> un cane.\n\nGrazie');
    expect(row!.privacyAcceptedAt?.toISOString()).toBe(new Date(nowMs).toISOString());
    const [n] = await t.database.db.select().from(notifications).where(eq(notifications.kind, 'staff_contact_message'));
    expect(n).toMatchObject({ recipient: 'staff@tenuta.example', locale: 'it', status: 'pending', payload: { contact_message_id: row!.id } });

    const sent = await dispatchPendingNotifications({
      db: t.database.db,
      clock,
      mailer: emlMailer(dir, 'Tenuta <prenotazioni@tenuta.example>'),
      render: { publicUrl: 'http://localhost:3000' },
    });
    expect(sent.sent).toBeGreaterThanOrEqual(1);
    const file = (await readdir(dir)).find((f) => f.endsWith(`-${n!.id}-staff_contact_message.eml`));
    expect(file).toBeDefined();
    const eml = readEml(await readFile(path.join(dir, file!), 'utf8'));
    expect(eml.headers.get('to')).toBe('staff@tenuta.example');
    expect(eml.headers.get('reply-to')?.toLowerCase()).toBe('marco@example.com');
    expect(eml.headers.get('subject')).toBe('Messaggio dal sito: Gruppi ed eventi · Giulia Rossi');
    expect(eml.headers.get('list-unsubscribe')).toBeUndefined();
    const text = eml.parts.find((p) => p.contentType === 'text/plain')!.body;
    const html = eml.parts.find((p) => p.contentType === 'text/html')!.body;
    expect(text).toContain('Siamo in 4, <b>con</b> un cane.');
    expect(text).toContain('Lingua: inglese');
    expect(text).toContain('Telefono: +39 333 1234567');
    expect(html).toContain('Siamo in 4, &lt;b&gt;con&lt;/b&gt; un cane.');
    expect(html).not.toContain('<b>con</b>');

    // The guest is told, in their language, without the message repeated.
    const [ack] = await t.database.db.select().from(notifications).where(eq(notifications.kind, 'contact_acknowledgement'));
    expect(ack).toMatchObject({ recipient: 'Marco@Example.com', locale: 'en', status: 'sent', payload: { contact_message_id: row!.id } });
    const ackFile = (await readdir(dir)).find((f) => f.endsWith(`-${ack!.id}-contact_acknowledgement.eml`));
    const ackEml = readEml(await readFile(path.join(dir, ackFile!), 'utf8'));
    expect(ackEml.headers.get('subject')).toBe('We have received your message');
    const ackText = ackEml.parts.find((p) => p.contentType === 'text/plain')!.body;
    expect(ackText).toContain(`Reference: #${row!.id}`);
    expect(ackText).not.toContain('Siamo in 4');
  });

  it('answers 400 with a code per field, and stores nothing', async () => {
    const before = await count('contact_messages');
    const cases: [Payload, Record<string, string>][] = [
      [valid({ name: 'G' }), { name: 'name_length' }],
      [valid({ name: 'x'.repeat(101) }), { name: 'name_length' }],
      [valid({ name: 'Giulia\nBcc: x@y.z' }), { name: 'name_invalid' }],
      [valid({ email: 'giulia@' }), { email: 'email_invalid' }],
      [valid({ email: 'giu lia@example.com' }), { email: 'email_invalid' }],
      [valid({ phone: 'chiamami' }), { phone: 'phone_invalid' }],
      [valid({ subject: 'spam' }), { subject: 'subject_invalid' }],
      [valid({ message: 'Troppo   ' }), { message: 'message_too_short' }],
      [valid({ message: 'x'.repeat(4001) }), { message: 'message_too_long' }],
      [valid({ privacy_accepted: false }), { privacy_accepted: 'privacy_required' }],
      [valid({ privacy_accepted: undefined }), { privacy_accepted: 'privacy_required' }],
      [{ website: '' }, { name: 'name_length', email: 'email_invalid', message: 'message_too_short', privacy_accepted: 'privacy_required' }],
    ];
    for (const [payload, expected] of cases) {
      const res = await post(payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      const body = res.json();
      expect(body).toMatchObject({ success: false, code: 'validation_error' });
      for (const [field, code] of Object.entries(expected)) expect(body.detail).toContain(`${field}: ${code}`);
    }
    expect((await post('{"name": "Giulia",')).statusCode).toBe(400);
    expect((await post(JSON.stringify(valid()), ipFor(), { 'content-type': 'text/plain' })).statusCode).toBe(400);
    expect(await count('contact_messages')).toBe(before);
  });

  it('a filled honeypot answers 201 like a real message, and stores and sends nothing', async () => {
    const before = await Promise.all([count('contact_messages'), count('notifications'), count('rate_limit_hits')]);
    const res = await post(valid({ website: 'https://cheap-pills.example' }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true });
    expect(await Promise.all([count('contact_messages'), count('notifications'), count('rate_limit_hits')])).toEqual(before);
  });

  it('allows 5 messages per address in 10 minutes, then 429 with Retry-After; another address is not affected', async () => {
    const ip = '203.0.113.10';
    for (let i = 0; i < 5; i++) expect((await post(valid(), ip)).statusCode).toBe(201);
    const limited = await post(valid(), ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ success: false, code: 'rate_limited' });
    expect(Number(limited.headers['retry-after'])).toBe(540); // the window ends 9 minutes after the clock
    expect((await post(valid(), '203.0.113.11')).statusCode).toBe(201);
    nowMs += 10 * 60_000;
    expect((await post(valid(), ip)).statusCode).toBe(201);
  });

  it('holds the per-address limit under concurrent requests', async () => {
    const before = await count('contact_messages');
    const results = await Promise.all(Array.from({ length: 12 }, () => post(valid(), '203.0.113.20')));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(5);
    expect(codes.filter((c) => c === 429)).toHaveLength(7);
    expect(await count('contact_messages')).toBe(before + 5);
  });

  it('allows 3 messages per e-mail address in an hour, whatever the caller address or letter case', async () => {
    const email = 'ripetitivo@example.com';
    for (const e of [email, email.toUpperCase(), ` ${email}`]) expect((await post(valid({ email: e }))).statusCode).toBe(201);
    const limited = await post(valid({ email }));
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await post(valid({ email: 'altro@example.com' }))).statusCode).toBe(201);
  });
});
