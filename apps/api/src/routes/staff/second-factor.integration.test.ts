import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { notifications, staffAccounts, staffAuditLog } from '@tenuta/db';
import { acceptStaffToken, createStaffAccount, totpCode } from '@tenuta/identity';
import { createTestApp, type TestApp } from '../../test-app.ts';

/**
 * The second factor: replacing it needs the password and a current code (a session alone cannot
 * swap it), an offered secret is confirmed only by the session it was offered to, wrong codes are
 * limited, and an owner resets a colleague's factor (never their own).
 */

let t: TestApp;
let nowMs = Date.parse('2026-11-24T08:00:10Z');
const clock = { now: () => new Date(nowMs) };
/** Into the next 30-second step: a code's step is spent once per account. */
const nextStep = () => {
  nowMs += 30_000;
};
const PASSWORD = 'vendemmia nelle langhe 1963';

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => {
  await t.close();
});

const deps = () => ({ db: t.database.db, clock, publicUrl: 'http://localhost:3000' });
let seq = 0;
let ip = 0;
const nextIp = () => `192.0.2.${++ip % 250}`;

async function account(role: 'owner' | 'manager' | 'front_desk' | 'accountant', o: { demo?: boolean; locale?: 'it' | 'en' } = {}) {
  const email = `sf.${role}.${++seq}@estate.test`;
  const created = await createStaffAccount(deps(), { email, role, name: `Person ${seq}`, ...(o.locale ? { locale: o.locale } : {}) });
  await acceptStaffToken(deps(), { token: created.link.split('/').pop()!, password: PASSWORD });
  if (o.demo) await t.database.db.update(staffAccounts).set({ isDemo: true }).where(eq(staffAccounts.email, email));
  return { email, id: created.staff.id };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const post = (url: string, token: string, payload?: unknown) =>
  t.app.inject({ method: 'POST', url: `/api/staff${url}`, headers: bearer(token), ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/staff/auth/me', headers: bearer(token) });
const stored = async (id: number) => (await t.database.db.select().from(staffAccounts).where(eq(staffAccounts.id, id)))[0]!;

/** Signs in with the password and, when the account has a factor, a code of `secret`. */
async function signIn(email: string, secret?: string): Promise<string> {
  const r = await t.app.inject({ method: 'POST', url: '/api/staff/auth/login', payload: { email, password: PASSWORD }, headers: { 'x-forwarded-for': nextIp() } });
  expect(r.statusCode, r.body).toBe(200);
  if (!r.json().data.mfa_required) return r.json().data.access_token as string;
  expect(secret, 'the account has a second factor').toBeDefined();
  nextStep();
  const done = await t.app.inject({ method: 'POST', url: '/api/staff/auth/login/totp', payload: { mfa_token: r.json().data.mfa_token, code: totpCode(secret!, clock.now()) } });
  expect(done.statusCode, done.body).toBe(200);
  return done.json().data.access_token as string;
}

/** Enrols a factor from this session (first time: the password alone); answers its secret. */
async function enrol(token: string, current?: string): Promise<string> {
  nextStep();
  const offer = await post('/account/totp/setup', token, { password: PASSWORD, ...(current ? { code: totpCode(current, clock.now()) } : {}) });
  expect(offer.statusCode, offer.body).toBe(200);
  const secret = offer.json().data.secret as string;
  const ok = await post('/account/totp/confirm', token, { code: totpCode(secret, clock.now()) });
  expect(ok.statusCode, ok.body).toBe(200);
  return secret;
}

describe('a session alone cannot replace the second factor', () => {
  it('set-up without the password, or without a current code of the existing factor, changes nothing; the factor still works', async () => {
    const m = await account('manager');
    const original = await enrol(await signIn(m.email));
    const token = await signIn(m.email, original);
    const before = await stored(m.id);

    nextStep();
    // The reviewer's attack: set-up straight from the session.
    const bare = await post('/account/totp/setup', token);
    expect(bare.statusCode).toBe(400);
    expect((await post('/account/totp/setup', token, {})).statusCode).toBe(400);
    const wrongPassword = await post('/account/totp/setup', token, { password: 'not the password at all', code: totpCode(original, clock.now()) });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().detail).toBe('current_password_wrong');
    const noCode = await post('/account/totp/setup', token, { password: PASSWORD });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json().detail).toBe('totp_code_required');
    const wrongCode = await post('/account/totp/setup', token, { password: PASSWORD, code: '000000' });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json().detail).toBe('totp_invalid');
    // Nothing was offered, so nothing can be confirmed.
    const confirm = await post('/account/totp/confirm', token, { code: totpCode('JBSWY3DPEHPK3PXP', clock.now()) });
    expect(confirm.statusCode).toBe(409);
    expect(confirm.json().detail).toBe('totp_not_started');

    const after = await stored(m.id);
    expect(after).toMatchObject({ totpSecret: before.totpSecret, totpEnabledAt: before.totpEnabledAt, totpPendingSecret: null });
    expect(await signIn(m.email, original)).toBeTruthy();
  });

  it('the owner of the account replaces it with the password and a current code, which is spent; the old factor stops working', async () => {
    const m = await account('accountant');
    const original = await enrol(await signIn(m.email));
    const token = await signIn(m.email, original);
    const other = await signIn(m.email, original);

    nextStep();
    const code = totpCode(original, clock.now());
    const offer = await post('/account/totp/setup', token, { password: PASSWORD, code });
    expect(offer.statusCode, offer.body).toBe(200);
    // The code that opened the set-up cannot sign anyone in (it is said to be a used code).
    const login = await t.app.inject({ method: 'POST', url: '/api/staff/auth/login', payload: { email: m.email, password: PASSWORD }, headers: { 'x-forwarded-for': nextIp() } });
    const replay = await t.app.inject({ method: 'POST', url: '/api/staff/auth/login/totp', payload: { mfa_token: login.json().data.mfa_token, code } });
    expect(replay.json().detail).toBe('totp_reused');

    const secret = offer.json().data.secret as string;
    expect(secret).not.toBe(original);
    // Until confirmed, the old factor is the factor.
    expect((await stored(m.id)).totpSecret).toBe(original);
    const ok = await post('/account/totp/confirm', token, { code: totpCode(secret, clock.now()) });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.staff.totp_enabled).toBe(true);
    expect((await me(token)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);

    const rows = await t.database.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.action, 'staff.totp_enable'), eq(staffAuditLog.targetId, String(m.id))))
      .orderBy(staffAuditLog.id);
    expect(rows.map((r) => r.after)).toEqual([
      { replaced: false, recovery_codes: 10 },
      { replaced: true, recovery_codes: 10 },
    ]);

    expect(await signIn(m.email, secret)).toBeTruthy();
    const old = await t.app.inject({ method: 'POST', url: '/api/staff/auth/login', payload: { email: m.email, password: PASSWORD }, headers: { 'x-forwarded-for': nextIp() } });
    nextStep();
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/staff/auth/login/totp',
      payload: { mfa_token: old.json().data.mfa_token, code: totpCode(original, clock.now()) },
    });
    expect(refused.statusCode).toBe(400);
  });

  it('an offered secret is seen and confirmed only from the session it was offered to; it waits there until confirmed', async () => {
    const m = await account('manager');
    const original = await enrol(await signIn(m.email));
    const mine = await signIn(m.email, original);
    const stolen = await signIn(m.email, original);

    nextStep();
    const offer = await post('/account/totp/setup', mine, { password: PASSWORD, code: totpCode(original, clock.now()) });
    const secret = offer.json().data.secret as string;
    const elsewhere = await post('/account/totp/confirm', stolen, { code: totpCode(secret, clock.now()) });
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.json().detail).toBe('totp_not_started');
    const seenElsewhere = await t.app.inject({ url: '/api/staff/account/totp', headers: bearer(stolen) });
    expect(seenElsewhere.json().data.pending).toBeNull();

    // Leaving the page for a while loses nothing: the same offer is there for this session.
    nowMs += 45 * 60_000;
    const back = await t.app.inject({ url: '/api/staff/account/totp', headers: bearer(mine) });
    expect(back.json().data.pending).toMatchObject({ secret, otpauth_uri: expect.stringContaining(secret), qr_svg: expect.stringContaining('<svg') });
    expect((await stored(m.id)).totpSecret).toBe(original);
    const late = await post('/account/totp/confirm', mine, { code: totpCode(secret, clock.now()) });
    expect(late.statusCode, late.body).toBe(200);
    expect((await stored(m.id)).totpSecret).toBe(secret);
  });

  it('first-time enrolment needs the password, also for an owner made to enrol at first sign-in', async () => {
    const o = await account('owner');
    const token = await signIn(o.email);
    expect((await me(token)).json().data.must_enrol_totp).toBe(true);
    nextStep();
    expect((await post('/account/totp/setup', token)).statusCode).toBe(400);
    const wrong = await post('/account/totp/setup', token, { password: 'tartufo nero pregiato 99' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().detail).toBe('current_password_wrong');
    expect((await stored(o.id)).totpPendingSecret).toBeNull();
    await enrol(token);
    expect((await me(token)).json().data.must_enrol_totp).toBe(false);
  });

  it('wrong codes count, 10 per account in 15 minutes, also when 15 arrive at once; past the limit even the right code waits', async () => {
    const m = await account('front_desk');
    const original = await enrol(await signIn(m.email));
    // A fresh 15-minute window, so that the whole burst falls into one.
    nowMs = Math.ceil(nowMs / 900_000) * 900_000 + 10_000;
    const token = await signIn(m.email, original);
    nextStep();
    const offer = await post('/account/totp/setup', token, { password: PASSWORD, code: totpCode(original, clock.now()) });
    const secret = offer.json().data.secret as string;
    const right = totpCode(secret, clock.now());
    const wrong = right === '111111' ? '222222' : '111111';
    const answers = await Promise.all(Array.from({ length: 15 }, () => post('/account/totp/confirm', token, { code: wrong })));
    const codes = answers.map((a) => a.statusCode).sort();
    // The set-up's right code gave its slot back: 10 wrong codes are checked, no more.
    expect(codes.filter((c) => c === 400)).toHaveLength(10);
    expect(codes.filter((c) => c === 429)).toHaveLength(5);
    const limited = await post('/account/totp/confirm', token, { code: right });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await stored(m.id)).totpSecret).toBe(original);
  });

  it('wrong passwords at set-up count like the other current-password checks: a burst is cut off with 429', async () => {
    const m = await account('manager');
    const token = await signIn(m.email);
    nowMs = Math.ceil(nowMs / 900_000) * 900_000 + 10_000;
    const answers = await Promise.all(Array.from({ length: 15 }, (_, i) => post('/account/totp/setup', token, { password: `wrong password number ${i}` })));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 400).length).toBeLessThanOrEqual(10);
    expect(codes.filter((c) => c === 429).length).toBeGreaterThanOrEqual(5);
    expect(codes.every((c) => c === 400 || c === 429)).toBe(true);
    expect((await stored(m.id)).totpPendingSecret).toBeNull();
  });
});

describe('an owner resets a colleague’s second factor', () => {
  it('the factor is removed, their sessions end, an e-mail in their language is queued and the reset is audited; they sign in with the password', async () => {
    const owner = await account('owner', { demo: true });
    const m = await account('manager', { locale: 'en' });
    const secret = await enrol(await signIn(m.email));
    const session = await signIn(m.email, secret);
    const ownerToken = await signIn(owner.email);

    const r = await post(`/team/${m.id}/totp-reset`, ownerToken);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data.staff).toMatchObject({ id: m.id, totp_enabled: false });
    expect((await me(session)).statusCode).toBe(401);
    expect(await stored(m.id)).toMatchObject({ totpSecret: null, totpEnabledAt: null, totpPendingSecret: null });

    const [mail] = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.kind, 'staff_totp_reset'), eq(notifications.recipient, m.email)));
    expect(mail).toMatchObject({ locale: 'en', status: 'pending', payload: { name: expect.any(String), reset_by: expect.any(String), must_enrol: false } });
    const [audit] = await t.database.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.action, 'staff.totp_reset'), eq(staffAuditLog.targetId, String(m.id))));
    expect(audit).toMatchObject({ staffId: owner.id, actorEmail: owner.email, targetType: 'staff', after: { sessions_ended: 2 } });

    const again = await t.app.inject({ method: 'POST', url: '/api/staff/auth/login', payload: { email: m.email, password: PASSWORD }, headers: { 'x-forwarded-for': nextIp() } });
    expect(again.json().data.mfa_required).toBe(false);
    // A factor no longer there cannot be reset twice.
    expect((await post(`/team/${m.id}/totp-reset`, ownerToken)).json().detail).toBe('totp_not_enabled');
    expect((await post('/team/999999/totp-reset', ownerToken)).statusCode).toBe(404);
  });

  it('an owner whose factor was reset must enrol again before anything else', async () => {
    const a = await account('owner');
    const b = await account('owner');
    const aSecret = await enrol(await signIn(a.email));
    await enrol(await signIn(b.email));
    const r = await post(`/team/${b.id}/totp-reset`, await signIn(a.email, aSecret));
    expect(r.statusCode, r.body).toBe(200);
    const token = await signIn(b.email);
    expect((await me(token)).json().data.must_enrol_totp).toBe(true);
    const team = await t.app.inject({ method: 'GET', url: '/api/staff/team', headers: bearer(token) });
    expect(team.json().detail).toBe('totp_enrolment_required');
  });

  it('an owner cannot reset their own factor that way (403), and only owners reset any', async () => {
    const owner = await account('owner');
    const secret = await enrol(await signIn(owner.email));
    const token = await signIn(owner.email, secret);
    const self = await post(`/team/${owner.id}/totp-reset`, token);
    expect(self.statusCode).toBe(403);
    expect(self.json().detail).toBe('self_totp_reset');
    expect((await stored(owner.id)).totpSecret).toBe(secret);

    const victim = await account('front_desk');
    const victimSecret = await enrol(await signIn(victim.email));
    for (const role of ['manager', 'front_desk', 'accountant'] as const) {
      const actor = await account(role);
      const r = await post(`/team/${victim.id}/totp-reset`, await signIn(actor.email));
      expect(r.statusCode, role).toBe(403);
      expect(r.json().detail).toBe('role_forbidden');
    }
    expect((await stored(victim.id)).totpSecret).toBe(victimSecret);
  });
});
