import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { reviews, staffAuditLog, type StaffRole } from '@tenuta/db';
import { staffSession } from '../../staff-test-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-app.ts';

/**
 * After publication: an approved review can be taken off the public pages (with an internal
 * reason), and the estate can reply to a published review; the reply shows under it on the
 * public pages as written, whatever the page's language. Owners and managers only.
 */
let t: TestApp;
const nowMs = Date.now();
const clock = { now: () => new Date(nowMs) };
const as: Partial<Record<StaffRole, { id: number; email: string; headers: { authorization: string } }>> = {};

beforeAll(async () => {
  t = await createTestApp({ clock });
  for (const role of ['owner', 'manager', 'front_desk', 'accountant'] as const) as[role] = await staffSession(t.database.db, role);
});
afterAll(async () => {
  await t.close();
});

const call = (role: StaffRole, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url: `/api/staff${url}`, headers: as[role]!.headers, ...(payload === undefined ? {} : { payload }) });
const auditOf = (action: string, id: number) =>
  t.database.db
    .select()
    .from(staffAuditLog)
    .where(and(eq(staffAuditLog.action, action), eq(staffAuditLog.targetId, String(id))));

let seq = 0;
/** A review of the truffle hunt in this status (the public list shows approved ones). */
async function review(status: 'pending' | 'approved'): Promise<number> {
  seq += 1;
  const r = await t.database.db.execute<{ id: number }>(sql`
    INSERT INTO reviews (experience_id, author_name, rating, body, locale, status, moderated_at, moderated_by, created_at)
    SELECT id, ${`Ospite ${seq}`}, 4, 'Una mattina splendida nel bosco con il cane e il tartufaio.', 'it', ${status},
           ${status === 'approved' ? new Date(nowMs).toISOString() : null}::timestamptz, ${status === 'approved' ? 'staff@estate.test' : null},
           ${new Date(nowMs - seq * 60_000).toISOString()}::timestamptz
      FROM experiences WHERE slug = 'caccia-al-tartufo' RETURNING id`);
  return Number(r.rows[0]!.id);
}

/** The public list of the truffle page, in a language (the API is the same for both; the page's locale does not change a review). */
async function publicList() {
  const r = await t.app.inject({ url: '/api/reviews?experience_type=truffle&limit=50' });
  expect(r.statusCode, r.body).toBe(200);
  return r.json() as { data: { id: number; reply?: { body: string } | null }[]; total: number };
}

describe('unpublishing an approved review', () => {
  it('takes it off the public list and its count at once, keeps the reason internal, and is audited', async () => {
    const id = await review('approved');
    const before = await publicList();
    expect(before.data.some((r) => r.id === id)).toBe(true);

    expect((await call('manager', 'POST', `/reviews/${id}/unpublish`, { reason: 'x' })).statusCode).toBe(400);
    const res = await call('manager', 'POST', `/reviews/${id}/unpublish`, { reason: 'Cita per nome un accompagnatore' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.review).toMatchObject({ status: 'unpublished', unpublished_by: as.manager!.email, unpublish_reason: 'Cita per nome un accompagnatore' });

    const after = await publicList();
    expect(after.data.some((r) => r.id === id)).toBe(false);
    expect(after.total).toBe(before.total - 1);
    const listed = await call('manager', 'GET', '/reviews?status=unpublished');
    expect(listed.json().data.reviews.map((r: { id: number }) => r.id)).toContain(id);
    const [audit] = await auditOf('review.unpublish', id);
    expect(audit).toMatchObject({ staffId: as.manager!.id, before: { status: 'approved' }, after: { status: 'unpublished', reason: 'Cita per nome un accompagnatore' } });
  });

  it('only a published review: a pending one, or one already unpublished, is 409 review_not_published; two at once, one wins', async () => {
    const pending = await review('pending');
    const r = await call('owner', 'POST', `/reviews/${pending}/unpublish`, { reason: 'non ancora pubblicata' });
    expect(r.statusCode).toBe(409);
    expect(r.json().detail).toBe('review_not_published');

    const id = await review('approved');
    const both = await Promise.all([
      call('owner', 'POST', `/reviews/${id}/unpublish`, { reason: 'doppio clic, prima volta' }),
      call('manager', 'POST', `/reviews/${id}/unpublish`, { reason: 'doppio clic, seconda volta' }),
    ]);
    expect(both.map((b) => b.statusCode).sort()).toEqual([200, 409]);
    expect(await auditOf('review.unpublish', id)).toHaveLength(1);
    expect((await call('owner', 'POST', '/reviews/999999999/unpublish', { reason: 'nessuna' })).statusCode).toBe(404);
  });
});

describe("the estate's public reply", () => {
  it('shows under the review on the public list as written, in both languages; again replaces it; removing it hides it; each change is audited', async () => {
    const id = await review('approved');
    const text = 'Grazie Ospite, vi aspettiamo in autunno per il bianco.\nThank you: see you in the autumn!';
    const res = await call('owner', 'PUT', `/reviews/${id}/reply`, { body: `  ${text}  ` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.review.reply).toMatchObject({ body: text, replied_by: as.owner!.email });

    for (const locale of ['it', 'en']) {
      const r = await t.app.inject({ url: '/api/reviews?experience_type=truffle&limit=50', headers: { 'accept-language': locale } });
      const shown = r.json().data.find((x: { id: number }) => x.id === id);
      expect(shown.reply).toEqual({ body: text, replied_at: expect.any(String) });
      // Who wrote it stays internal.
      expect(JSON.stringify(shown)).not.toContain(as.owner!.email);
    }

    const replaced = await call('manager', 'PUT', `/reviews/${id}/reply`, { body: 'Grazie di cuore!' });
    expect(replaced.json().data.review.reply.body).toBe('Grazie di cuore!');
    expect((await publicList()).data.find((x) => x.id === id)?.reply?.body).toBe('Grazie di cuore!');

    const removed = await call('manager', 'DELETE', `/reviews/${id}/reply`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().data.review.reply).toBeNull();
    expect((await publicList()).data.find((x) => x.id === id)?.reply).toBeNull();
    const [row] = await t.database.db.select().from(reviews).where(eq(reviews.id, id));
    expect(row).toMatchObject({ replyBody: null, replyAt: null, replyBy: null });

    const rows = await t.database.db
      .select({ action: staffAuditLog.action, before: staffAuditLog.before, after: staffAuditLog.after })
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.targetType, 'review'), eq(staffAuditLog.targetId, String(id))))
      .orderBy(staffAuditLog.id);
    expect(rows).toEqual([
      { action: 'review.reply', before: { reply: null }, after: { reply: text } },
      { action: 'review.reply', before: { reply: text }, after: { reply: 'Grazie di cuore!' } },
      { action: 'review.reply_remove', before: { reply: 'Grazie di cuore!' }, after: { reply: null } },
    ]);
  });

  it('only to a published review, 2 to 2000 characters; an unpublished review takes its reply off with it', async () => {
    const pending = await review('pending');
    const refused = await call('owner', 'PUT', `/reviews/${pending}/reply`, { body: 'Grazie!' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe('review_not_published');

    const id = await review('approved');
    expect((await call('owner', 'PUT', `/reviews/${id}/reply`, { body: ' ' })).statusCode).toBe(400);
    expect((await call('owner', 'PUT', `/reviews/${id}/reply`, { body: 'x'.repeat(2001) })).statusCode).toBe(400);
    expect((await call('owner', 'PUT', `/reviews/${id}/reply`, { body: 'Grazie della visita!' })).statusCode).toBe(200);
    await call('owner', 'POST', `/reviews/${id}/unpublish`, { reason: 'su richiesta dell’ospite' });
    expect((await publicList()).data.some((x) => x.id === id)).toBe(false);
    expect((await call('owner', 'PUT', `/reviews/${id}/reply`, { body: 'Ancora grazie' })).json().detail).toBe('review_not_published');
  });

  it('owners and managers only: the desk and the accountant are refused, and nothing changes', async () => {
    const id = await review('approved');
    for (const role of ['front_desk', 'accountant'] as const) {
      for (const [method, url, body] of [
        ['PUT', `/reviews/${id}/reply`, { body: 'Grazie!' }],
        ['DELETE', `/reviews/${id}/reply`, undefined],
        ['POST', `/reviews/${id}/unpublish`, { reason: 'non mi piace' }],
      ] as const) {
        const r = await call(role, method, url, body);
        expect(r.statusCode, `${role} ${method} ${url}`).toBe(403);
        expect(r.json().detail).toBe('role_forbidden');
      }
    }
    const [row] = await t.database.db.select().from(reviews).where(eq(reviews.id, id));
    expect(row).toMatchObject({ status: 'approved', replyBody: null });
  });
});
