import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { staffAccounts, staffAuditLog, staffRecoveryCodes } from '@tenuta/db';
import { acceptStaffToken, createStaffAccount, RECOVERY_CODE_COUNT, totpCode } from '@tenuta/identity';
import { createTestApp, type TestApp } from '../../test-app.ts';

/**
 * Second-factor set-up that survives leaving the page, a reused code said plainly, and recovery
 * codes: given once at confirmation, kept hashed, each usable once instead of a code (at sign-in
 * and to replace a lost factor), made anew on demand, dropped with the factor; all audited.
 */
let t: TestApp;
let nowMs = Date.parse('2026-11-25T09:00:10Z');
const clock = { now: () => new Date(nowMs) };
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

async function account(role: 'owner' | 'manager' = 'manager') {
  const email = `rc.${role}.${++seq}.${process.pid}@estate.test`;
  const created = await createStaffAccount(deps(), { email, role, name: `Person ${seq}` });
  await acceptStaffToken(deps(), { token: created.link.split('/').pop()!, password: PASSWORD });
  return { email, id: created.staff.id };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const post = (url: string, token: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/staff${url}`, headers: bearer(token), ...(payload === undefined ? {} : { payload }) });
const state = async (token: string) => (await t.app.inject({ url: '/api/staff/account/totp', headers: bearer(token) })).json().data;
const passwordStep = async (email: string) =>
  (await t.app.inject({ method: 'POST', url: '/api/staff/auth/login', payload: { email, password: PASSWORD }, headers: { 'x-forwarded-for': nextIp() } })).json().data;
const codeStep = (mfaToken: string, code: string) => t.app.inject({ method: 'POST', url: '/api/staff/auth/login/totp', payload: { mfa_token: mfaToken, code } });

async function signIn(email: string, secret?: string): Promise<string> {
  const first = await passwordStep(email);
  if (!first.mfa_required) return first.access_token as string;
  nextStep();
  const done = await codeStep(first.mfa_token, totpCode(secret!, clock.now()));
  expect(done.statusCode, done.body).toBe(200);
  return done.json().data.access_token as string;
}

/** Enrols from this session; answers the secret and the recovery codes given at confirmation. */
async function enrol(token: string): Promise<{ secret: string; codes: string[] }> {
  nextStep();
  const offer = await post('/account/totp/setup', token, { password: PASSWORD });
  const secret = offer.json().data.secret as string;
  const ok = await post('/account/totp/confirm', token, { code: totpCode(secret, clock.now()) });
  expect(ok.statusCode, ok.body).toBe(200);
  return { secret, codes: ok.json().data.recovery_codes as string[] };
}

const audits = (action: string, id: number) =>
  t.database.db
    .select()
    .from(staffAuditLog)
    .where(and(eq(staffAuditLog.action, action), eq(staffAuditLog.targetId, String(id))))
    .orderBy(staffAuditLog.id);

describe('set-up survives leaving the page', () => {
  it('the offer is shown again to the session that started it until confirmed or cancelled; the factor in use never changes meanwhile', async () => {
    const m = await account();
    const token = await signIn(m.email);
    expect(await state(token)).toEqual({ enabled: false, recovery_codes_left: 0, pending: null });
    nextStep();
    const offer = (await post('/account/totp/setup', token, { password: PASSWORD })).json().data;
    nowMs += 20 * 60_000;
    const back = await state(token);
    expect(back.pending).toMatchObject({ secret: offer.secret, qr_svg: offer.qr_svg, offered_at: expect.any(String) });
    expect(back.enabled).toBe(false);

    expect((await post('/account/totp/cancel', token)).statusCode).toBe(200);
    expect((await state(token)).pending).toBeNull();
    const gone = await post('/account/totp/confirm', token, { code: totpCode(offer.secret, clock.now()) });
    expect(gone.json().detail).toBe('totp_not_started');
    expect((await t.database.db.select().from(staffAccounts).where(eq(staffAccounts.id, m.id)))[0]).toMatchObject({ totpSecret: null, totpPendingSecret: null });
  });
});

describe('a reused code', () => {
  it('is refused with its own message at sign-in and on the account page, not as a wrong code', async () => {
    const m = await account();
    const { secret } = await enrol(await signIn(m.email));
    nextStep();
    const code = totpCode(secret, clock.now());
    const first = await passwordStep(m.email);
    expect((await codeStep(first.mfa_token, code)).statusCode).toBe(200);
    const second = await passwordStep(m.email);
    const reused = await codeStep(second.mfa_token, code);
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ detail: 'totp_reused', error: expect.stringContaining('already been used') });
    const wrong = await codeStep(second.mfa_token, code === '123456' ? '654321' : '123456');
    expect(wrong.json().detail).toBe('totp_invalid');

    const token = await signIn(m.email, secret);
    const sameStep = totpCode(secret, clock.now());
    const again = await post('/account/totp/setup', token, { password: PASSWORD, code: sameStep });
    expect(again.json().detail).toBe('totp_reused');
  });
});

describe('recovery codes', () => {
  it('confirmation gives 10 codes once; only their hashes are stored; the enrolment is audited with them', async () => {
    const m = await account();
    const { codes } = await enrol(await signIn(m.email));
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const c of codes) expect(c).toMatch(/^[2-9a-z]{4}-[2-9a-z]{4}-[2-9a-z]{4}$/);
    const rows = await t.database.db.select().from(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, m.id));
    expect(rows).toHaveLength(RECOVERY_CODE_COUNT);
    const stored = JSON.stringify(rows);
    for (const c of codes) {
      expect(stored).not.toContain(c);
      expect(stored).not.toContain(c.replace(/-/g, ''));
    }
    expect((await audits('staff.totp_enable', m.id))[0]?.after).toEqual({ replaced: false, recovery_codes: RECOVERY_CODE_COUNT });
  });

  it('a code signs in instead of the app, once; the same code at once from two places opens one session', async () => {
    const m = await account();
    const { codes } = await enrol(await signIn(m.email));
    const step = await passwordStep(m.email);
    // Typed as people copy it from paper: upper case, spaces.
    const ok = await codeStep(step.mfa_token, codes[0]!.toUpperCase().replace(/-/g, ' '));
    expect(ok.statusCode, ok.body).toBe(200);
    const login = (await audits('staff.login', m.id)).at(-1);
    expect(login?.after).toEqual({ second_factor: true, recovery_code: true, recovery_codes_left: RECOVERY_CODE_COUNT - 1 });
    expect((await audits('staff.recovery_code_use', m.id))[0]?.after).toEqual({ context: 'sign_in', left: RECOVERY_CODE_COUNT - 1 });

    const again = await codeStep((await passwordStep(m.email)).mfa_token, codes[0]!);
    expect(again.statusCode).toBe(400);
    expect(again.json().detail).toBe('recovery_code_invalid');

    const [a, b] = await Promise.all([passwordStep(m.email), passwordStep(m.email)]);
    const both = await Promise.all([codeStep(a.mfa_token, codes[1]!), codeStep(b.mfa_token, codes[1]!)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect((await state(ok.json().data.access_token)).recovery_codes_left).toBe(RECOVERY_CODE_COUNT - 2);
  });

  it('replace a lost phone with a recovery code; codes made anew need the password and a code, and the old ones stop working', async () => {
    const m = await account();
    const { codes } = await enrol(await signIn(m.email));
    const token = (await codeStep((await passwordStep(m.email)).mfa_token, codes[0]!)).json().data.access_token as string;

    const bare = await post('/account/totp/recovery-codes', token, { password: 'not the password at all', code: codes[1]! });
    expect(bare.json().detail).toBe('current_password_wrong');
    const fresh = await post('/account/totp/recovery-codes', token, { password: PASSWORD, code: codes[1]! });
    expect(fresh.statusCode, fresh.body).toBe(200);
    const newCodes = fresh.json().data.recovery_codes as string[];
    expect(newCodes).toHaveLength(RECOVERY_CODE_COUNT);
    expect((await codeStep((await passwordStep(m.email)).mfa_token, codes[2]!)).json().detail).toBe('recovery_code_invalid');
    expect((await audits('staff.recovery_codes_regenerate', m.id))[0]?.after).toEqual({ recovery_codes: RECOVERY_CODE_COUNT });

    // The phone is lost: a recovery code stands in for its code to set up a new one.
    nextStep();
    const offer = await post('/account/totp/setup', token, { password: PASSWORD, code: newCodes[0]! });
    expect(offer.statusCode, offer.body).toBe(200);
    const secret = offer.json().data.secret as string;
    const confirmed = await post('/account/totp/confirm', token, { code: totpCode(secret, clock.now()) });
    expect(confirmed.statusCode).toBe(200);
    // A new factor brings a new set; the previous set is gone.
    expect((await codeStep((await passwordStep(m.email)).mfa_token, newCodes[1]!)).json().detail).toBe('recovery_code_invalid');
    expect(await signIn(m.email, secret)).toBeTruthy();
  });

  it('turning the factor off, or an owner resetting it, drops the codes', async () => {
    const m = await account();
    const { secret } = await enrol(await signIn(m.email));
    const token = await signIn(m.email, secret);
    nextStep();
    expect((await post('/account/totp/disable', token, { password: PASSWORD, code: totpCode(secret, clock.now()) })).statusCode).toBe(200);
    expect(await t.database.db.select().from(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, m.id))).toHaveLength(0);

    const owner = await account('owner');
    const ownerSecret = (await enrol(await signIn(owner.email))).secret;
    const other = await account();
    await enrol(await signIn(other.email));
    const reset = await post(`/team/${other.id}/totp-reset`, await signIn(owner.email, ownerSecret));
    expect(reset.statusCode, reset.body).toBe(200);
    expect(await t.database.db.select().from(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, other.id))).toHaveLength(0);
  });
});
