import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { contactMessages, contactReplies, coupons, notifications, reviews, staffAccounts, staffAuditLog, type StaffRole } from '@tenuta/db';
import { hashManageToken } from '@tenuta/booking';
import { dispatchPendingNotifications } from '@tenuta/mail';
import { readEml } from '../../jobs/eml-test-reader.ts';
import { emlMailer } from '../../jobs/mailer.ts';
import { staffSession } from '../../staff-test-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-app.ts';

/**
 * Review moderation and the contact inbox from the back office, and who may call the coupon,
 * review and message routes.
 */
let t: TestApp;
let dir: string;
const nowMs = Date.now();
const clock = { now: () => new Date(nowMs) };
const as: Partial<Record<StaffRole, { id: number; email: string; headers: { authorization: string } }>> = {};

beforeAll(async () => {
  t = await createTestApp({ clock });
  dir = await mkdtemp(path.join(os.tmpdir(), 'tenuta-moderation-'));
  for (const role of ['owner', 'manager', 'front_desk', 'accountant'] as const) as[role] = await staffSession(t.database.db, role);
  await t.database.db.update(staffAccounts).set({ name: 'Chiara Bianchi' }).where(eq(staffAccounts.id, as.manager!.id));
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

type Method = 'GET' | 'POST' | 'PATCH';
const call = (role: StaffRole, method: Method, url: string, payload?: unknown) =>
  t.app.inject({ method, url: `/api/staff${url}`, headers: as[role]!.headers, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
const auditOf = (action: string, targetId: number) =>
  t.database.db
    .select()
    .from(staffAuditLog)
    .where(and(eq(staffAuditLog.action, action), eq(staffAuditLog.targetId, String(targetId))));

let reviewSeq = 0;
/** A pending review with a moderation link whose token the test knows. */
async function pendingReview(): Promise<{ id: number; token: string }> {
  const token = `moderation-token-${process.pid}-${++reviewSeq}-abcdefghijklmnop`;
  const r = await t.database.db.execute<{ id: number }>(sql`
    INSERT INTO reviews (experience_id, author_name, rating, body, locale, status, moderation_token_hash, created_at)
    SELECT id, 'Anna B.', 5, 'Una mattina splendida nel bosco con il cane.', 'it', 'pending', ${hashManageToken(token)}, ${new Date(nowMs - reviewSeq * 60_000).toISOString()}::timestamptz
      FROM experiences WHERE slug = 'caccia-al-tartufo' RETURNING id`);
  return { id: Number(r.rows[0]!.id), token };
}

describe('staff review moderation', () => {
  it('the queue lists pending reviews oldest first', async () => {
    const a = await pendingReview();
    const b = await pendingReview(); // created earlier than a
    const res = await call('manager', 'GET', '/reviews');
    expect(res.statusCode).toBe(200);
    const ids = res.json().data.reviews.map((r: { id: number }) => r.id);
    expect(ids.indexOf(b.id)).toBeLessThan(ids.indexOf(a.id));
    expect(res.json().data.pending_count).toBeGreaterThanOrEqual(2);
  });

  it('approve: published, moderated_by the staff e-mail, audit row; the e-mail link then answers as spent; twice is 409', async () => {
    const r = await pendingReview();
    expect((await t.app.inject({ url: `/api/reviews/moderate?token=${r.token}` })).statusCode).toBe(200);
    const res = await call('manager', 'POST', `/reviews/${r.id}/approve`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.review).toMatchObject({ status: 'approved', moderated_by: as.manager!.email, rejection_reason: null });
    expect((await t.app.inject({ url: `/api/reviews/moderate?token=${r.token}` })).statusCode).toBe(404);
    const link = await t.app.inject({ method: 'POST', url: '/api/reviews/moderate', payload: { token: r.token, action: 'reject' } });
    expect(link.statusCode).toBe(404);
    expect(link.json().detail).toMatch(/already been used/);
    const [row] = await t.database.db.select().from(reviews).where(eq(reviews.id, r.id));
    expect(row).toMatchObject({ status: 'approved', moderationTokenHash: null });
    expect(await auditOf('review.approve', r.id)).toHaveLength(1);
    const again = await call('manager', 'POST', `/reviews/${r.id}/reject`, { reason: 'ripensamento' });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('already_moderated');
  });

  it('reject needs a reason, stores it, and spends the link', async () => {
    const r = await pendingReview();
    expect((await call('manager', 'POST', `/reviews/${r.id}/reject`, {})).statusCode).toBe(400);
    expect((await call('manager', 'POST', `/reviews/${r.id}/reject`, { reason: '  ' })).statusCode).toBe(400);
    const res = await call('owner', 'POST', `/reviews/${r.id}/reject`, { reason: 'Contiene il numero di telefono di una guida' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.review).toMatchObject({ status: 'rejected', rejection_reason: 'Contiene il numero di telefono di una guida', moderated_by: as.owner!.email });
    expect((await t.app.inject({ method: 'POST', url: '/api/reviews/moderate', payload: { token: r.token, action: 'approve' } })).statusCode).toBe(404);
    const [audit] = await auditOf('review.reject', r.id);
    expect(audit!.after).toEqual({ status: 'rejected', rejection_reason: 'Contiene il numero di telefono di una guida' });
    expect((await call('manager', 'GET', '/reviews?status=rejected')).json().data.reviews[0].id).toBe(r.id);
  });

  it('a review moderated by its e-mail link is 409 in the back office', async () => {
    const r = await pendingReview();
    expect((await t.app.inject({ method: 'POST', url: '/api/reviews/moderate', payload: { token: r.token, action: 'approve' } })).statusCode).toBe(200);
    const res = await call('manager', 'POST', `/reviews/${r.id}/approve`);
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe('already_moderated');
    expect((await call('manager', 'POST', '/reviews/999999/approve')).statusCode).toBe(404);
  });
});

async function contactMessage(locale: 'it' | 'en'): Promise<number> {
  const [m] = await t.database.db
    .insert(contactMessages)
    .values({
      name: 'John Smith',
      email: `john.${locale}@example.com`,
      subject: 'wine_tasting',
      message: 'Can we book a private tasting for 6 friends? Secret words here.',
      locale,
      createdAt: new Date(nowMs - 3_600_000),
    })
    .returning({ id: contactMessages.id });
  return m!.id;
}

describe('staff contact inbox', () => {
  it('reply: one row, exactly one contact_reply e-mail in the guest’s language signed with the first name, message answered', async () => {
    const id = await contactMessage('en');
    expect((await call('manager', 'GET', '/messages')).json().data.messages.some((m: { id: number }) => m.id === id)).toBe(true);
    const res = await call('manager', 'POST', `/messages/${id}/reply`, { body: 'Dear John,\nyes: Saturday at 11 works for six.' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.message).toMatchObject({ status: 'answered', answered_at: new Date(nowMs).toISOString(), reply_count: 1 });
    expect(res.json().data.replies).toEqual([expect.objectContaining({ body: 'Dear John,\nyes: Saturday at 11 works for six.', staff_name: 'Chiara Bianchi' })]);
    expect(await t.database.db.select().from(contactReplies).where(eq(contactReplies.messageId, id))).toHaveLength(1);
    const queued = await t.database.db.select().from(notifications).where(eq(notifications.kind, 'contact_reply'));
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ recipient: 'john.en@example.com', locale: 'en', status: 'pending' });
    expect(await auditOf('message.reply', id)).toHaveLength(1);
    const answered = (await call('manager', 'GET', '/messages?status=answered')).json().data.messages.find((m: { id: number }) => m.id === id);
    expect(answered).toMatchObject({ status: 'answered', reply_count: 1 });

    await dispatchPendingNotifications({
      db: t.database.db,
      clock,
      mailer: emlMailer(dir, 'Tenuta <prenotazioni@tenuta.example>'),
      render: { publicUrl: 'http://localhost:3000' },
    });
    const file = (await readdir(dir)).find((f) => f.endsWith(`-${queued[0]!.id}-contact_reply.eml`));
    expect(file).toBeDefined();
    const eml = readEml(await readFile(path.join(dir, file!), 'utf8'));
    expect(eml.headers.get('to')).toBe('john.en@example.com');
    expect(eml.headers.get('reply-to')).toBe('info@tenuta.example');
    expect(eml.headers.get('subject')).toBe('Reply to your message: Wine tasting');
    const text = eml.parts.find((p) => p.contentType === 'text/plain')!.body;
    expect(text).toContain('yes: Saturday at 11 works for six.');
    expect(text).toContain('Kind regards,\nChiara\nThe Tenuta family');
    expect(text).not.toContain('Secret words here');
  });

  it('an Italian guest gets the reply in Italian; a spam message is not answered; status changes are audited', async () => {
    const id = await contactMessage('it');
    await call('manager', 'POST', `/messages/${id}/reply`, { body: 'Certo, vi aspettiamo.' });
    const [n] = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.kind, 'contact_reply'), eq(notifications.recipient, 'john.it@example.com')));
    expect(n!.locale).toBe('it');

    const spam = await call('manager', 'POST', `/messages/${id}/status`, { status: 'spam' });
    expect(spam.json().data.message.status).toBe('spam');
    const refused = await call('manager', 'POST', `/messages/${id}/reply`, { body: 'Ciao' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe('message_spam');
    const reopened = await call('manager', 'POST', `/messages/${id}/status`, { status: 'open' });
    expect(reopened.json().data.message).toMatchObject({ status: 'open', answered_at: null });
    expect((await auditOf('message.status', id)).map((a) => a.after)).toEqual([{ status: 'spam' }, { status: 'open' }]);
    expect((await call('manager', 'GET', '/messages?status=open')).json().data.messages.some((m: { id: number }) => m.id === id)).toBe(true);
    expect((await call('manager', 'GET', '/messages?status=maybe')).statusCode).toBe(400);
    expect((await call('manager', 'POST', `/messages/${id}/reply`, { body: '' })).statusCode).toBe(400);
    expect((await call('manager', 'GET', '/messages/999999')).statusCode).toBe(404);
  });
});

describe('roles', () => {
  const routes: [Method, string, unknown?][] = [
    ['GET', '/coupons'],
    ['POST', '/coupons', { code: 'ROLE1', discount_type: 'fixed', discount_value: 100 }],
    ['PATCH', '/coupons/1', { max_uses: 50 }],
    ['POST', '/coupons/1/disable'],
    ['POST', '/coupons/1/enable'],
    ['GET', '/coupons/1/bookings'],
    ['GET', '/reviews'],
    ['POST', '/reviews/1/approve'],
    ['POST', '/reviews/1/reject', { reason: 'no thanks' }],
    ['GET', '/messages'],
    ['GET', '/messages/1'],
    ['POST', '/messages/1/reply', { body: 'hello' }],
    ['POST', '/messages/1/status', { status: 'spam' }],
  ];

  it('front desk is refused every route with 403; no session is 401', async () => {
    for (const [method, url, body] of routes) {
      const res = await call('front_desk', method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toMatchObject({ code: 'forbidden', detail: 'role_forbidden' });
      expect((await t.app.inject({ method, url: `/api/staff${url}`, ...(body ? { payload: body as Record<string, unknown> } : {}) })).statusCode).toBe(401);
    }
  });

  it('an accountant reads coupons and their bookings but writes nothing, nor moderates or answers', async () => {
    for (const [method, url, body] of routes) {
      const res = await call('accountant', method, url, body);
      const allowed = method === 'GET' && url.startsWith('/coupons');
      expect(res.statusCode, `${method} ${url}`).toBe(allowed ? 200 : 403);
    }
    expect(await t.database.db.select().from(coupons).where(eq(coupons.code, 'ROLE1'))).toHaveLength(0);
  });
});
