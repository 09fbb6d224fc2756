import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { notifications, staffAccounts, staffAuditLog, staffTokens } from '@tenuta/db';
import { acceptStaffToken, createStaffAccount, deactivateStaff, inviteStaff } from '@tenuta/identity';
import { staffSession } from '../../staff-test-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-app.ts';

/**
 * "Forgot password" at the staff sign-in: a one-time link by e-mail (the set-password link's
 * flow), the same answer for every address, and limits counted before anything is looked up.
 */
let t: TestApp;
let nowMs = Date.parse('2026-11-24T08:00:00Z');
const clock = { now: () => new Date(nowMs) };
const PASSWORD = 'vendemmia nelle langhe 1963';
const NEW_PASSWORD = 'nebbiolo sotto la neve 2026';

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => {
  await t.close();
});

const deps = () => ({ db: t.database.db, clock, publicUrl: 'http://localhost:3000' });
let seq = 0;
let ip = 0;
const nextIp = () => `198.51.100.${++ip % 250}`;

async function account(o: { locale?: 'it' | 'en' } = {}) {
  const email = `reset.${++seq}.${process.pid}@estate.test`;
  const created = await createStaffAccount(deps(), { email, role: 'manager', name: `Person ${seq}`, ...(o.locale ? { locale: o.locale } : {}) });
  await acceptStaffToken(deps(), { token: created.link.split('/').pop()!, password: PASSWORD });
  return { email, id: created.staff.id };
}

const ask = (email: string, address = nextIp()) =>
  t.app.inject({ method: 'POST', url: '/api/staff/auth/password-reset', payload: { email }, headers: { 'x-forwarded-for': address } });
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/staff/auth/login', payload: { email, password }, headers: { 'x-forwarded-for': nextIp() } });
const mailsTo = (email: string) =>
  t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.kind, 'staff_password_reset'), eq(notifications.recipient, email)))
    .orderBy(desc(notifications.id));
const tokenOf = (url: unknown) => String(url).split('/staff/reset/')[1]!.split('?')[0]!;

describe('asking for a link', () => {
  it('an active account gets a 30-minute link in its language; the link sets the password once, ends every session, and is audited', async () => {
    const a = await account({ locale: 'en' });
    const session = (await login(a.email, PASSWORD)).json().data.access_token as string;
    const r = await ask(` ${a.email.toUpperCase()} `);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toEqual({ success: true });

    const [mail] = await mailsTo(a.email);
    expect(mail).toMatchObject({ locale: 'en', status: 'pending', payload: { name: expect.any(String), url: expect.stringMatching(/\/staff\/reset\/[\w-]{43}\?lang=en$/) } });
    const token = tokenOf(mail!.payload.url);
    const [stored] = await t.database.db
      .select()
      .from(staffTokens)
      .where(and(eq(staffTokens.staffId, a.id), eq(staffTokens.purpose, 'reset')));
    expect(stored!.tokenHash).not.toBe(token);
    expect(stored!.expiresAt.getTime() - nowMs).toBe(30 * 60_000);

    const info = await t.app.inject({ url: `/api/staff/auth/invite?token=${token}` });
    expect(info.json().data).toMatchObject({ purpose: 'reset', staff: { email: a.email } });
    const set = await t.app.inject({ method: 'POST', url: '/api/staff/auth/accept-invite', payload: { token, password: NEW_PASSWORD } });
    expect(set.statusCode, set.body).toBe(200);

    expect((await t.app.inject({ url: '/api/staff/auth/me', headers: { authorization: `Bearer ${session}` } })).statusCode).toBe(401);
    expect((await login(a.email, PASSWORD)).statusCode).toBe(401);
    expect((await login(a.email, NEW_PASSWORD)).statusCode).toBe(200);
    const again = await t.app.inject({ method: 'POST', url: '/api/staff/auth/accept-invite', payload: { token, password: 'another long password 42' } });
    expect(again.statusCode).toBe(404);
    const [audit] = await t.database.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.action, 'staff.password_set'), eq(staffAuditLog.targetId, String(a.id))))
      .orderBy(desc(staffAuditLog.id));
    expect(audit?.after).toEqual({ via: 'reset' });
  });

  it('the link lapses after 30 minutes, and a newer request replaces it', async () => {
    const a = await account();
    await ask(a.email);
    const first = tokenOf((await mailsTo(a.email))[0]!.payload.url);
    await ask(a.email);
    const second = tokenOf((await mailsTo(a.email))[0]!.payload.url);
    expect((await t.app.inject({ url: `/api/staff/auth/invite?token=${first}` })).statusCode).toBe(404);
    nowMs += 30 * 60_000 + 1000;
    expect((await t.app.inject({ url: `/api/staff/auth/invite?token=${second}` })).statusCode).toBe(404);
    const late = await t.app.inject({ method: 'POST', url: '/api/staff/auth/accept-invite', payload: { token: second, password: NEW_PASSWORD } });
    expect(late.statusCode).toBe(404);
    expect((await login(a.email, PASSWORD)).statusCode).toBe(200);
  });

  it('the second factor stays: after a reset, signing in still asks for the code', async () => {
    const a = await account();
    await t.database.db.update(staffAccounts).set({ totpSecret: 'JBSWY3DPEHPK3PXP', totpEnabledAt: clock.now() }).where(eq(staffAccounts.id, a.id));
    await ask(a.email);
    const token = tokenOf((await mailsTo(a.email))[0]!.payload.url);
    expect((await t.app.inject({ method: 'POST', url: '/api/staff/auth/accept-invite', payload: { token, password: NEW_PASSWORD } })).statusCode).toBe(200);
    const r = await login(a.email, NEW_PASSWORD);
    expect(r.json().data.mfa_required).toBe(true);
    expect((await t.database.db.select().from(staffAccounts).where(eq(staffAccounts.id, a.id)))[0]!.totpSecret).toBe('JBSWY3DPEHPK3PXP');
  });
});

describe('no account enumeration', () => {
  it('an unknown address, an invited account and a deactivated one get the very same answer, and nothing is sent', async () => {
    const owner = await staffSession(t.database.db, 'owner');
    const principal = { id: owner.id, email: owner.email, name: 'Owner', role: 'owner' as const, locale: 'it' as const, sessionId: 0, totpEnabled: true, mustEnrolTotp: false };
    const invited = `invited.${process.pid}@estate.test`;
    await inviteStaff(deps(), principal, { email: invited, name: 'Invited', role: 'front_desk', locale: 'it' });
    const gone = await account();
    await deactivateStaff(deps(), principal, gone.id);
    const known = await account();

    const answers = await Promise.all([ask(`nobody.${process.pid}@estate.test`), ask(invited), ask(gone.email), ask(known.email)]);
    for (const a of answers) {
      expect(a.statusCode).toBe(200);
      expect(a.body).toBe(answers[3]!.body);
    }
    for (const email of [`nobody.${process.pid}@estate.test`, invited, gone.email]) expect(await mailsTo(email)).toHaveLength(0);
    expect(await mailsTo(known.email)).toHaveLength(1);
  });
});

describe('limits', () => {
  it('5 requests per account and hour, counted before anything is looked up: an unknown address is cut off at the same count', async () => {
    const a = await account();
    const unknown = `ghost.${process.pid}@estate.test`;
    for (const email of [a.email, unknown]) {
      const codes: number[] = [];
      for (let i = 0; i < 6; i += 1) codes.push((await ask(email)).statusCode);
      expect(codes, email).toEqual([200, 200, 200, 200, 200, 429]);
    }
    const limited = await ask(a.email);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(await mailsTo(a.email)).toHaveLength(5);
  });

  it('a burst of 8 at once gets 5 links at most, and only the newest works', async () => {
    const a = await account();
    const answers = await Promise.all(Array.from({ length: 8 }, () => ask(a.email)));
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(5);
    expect(codes.filter((c) => c === 429)).toHaveLength(3);
    const live = await t.database.db
      .select()
      .from(staffTokens)
      .where(and(eq(staffTokens.staffId, a.id), eq(staffTokens.purpose, 'reset')));
    expect(live.filter((row) => row.revokedAt === null && row.usedAt === null)).toHaveLength(1);
  });

  it('20 requests per client address and hour, whatever the addresses asked for', async () => {
    const address = '203.0.113.77';
    const codes: number[] = [];
    for (let i = 0; i < 21; i += 1) codes.push((await ask(`spray.${i}.${process.pid}@estate.test`, address)).statusCode);
    expect(codes.slice(0, 20).every((c) => c === 200)).toBe(true);
    expect(codes[20]).toBe(429);
  });
});
