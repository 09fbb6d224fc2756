import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { notifications, staffAccounts } from '@tenuta/db';
import { acceptStaffToken, createStaffAccount, LOGIN_RATE_LIMITS, seedDemoStaff, totpCode } from '@tenuta/identity';
import { createTestApp, type TestApp } from '../../test-app.ts';

let t: TestApp;
// A clock the tests move (TOTP steps, session expiry); starts one minute into a 15-minute window.
let nowMs = Date.parse('2026-11-23T10:01:00Z');
const clock = { now: () => new Date(nowMs) };
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
const nextIp = () => `203.0.113.${++ip}`;

/** An active account made the real way: the command line's link, then the password. */
async function account(role: 'owner' | 'manager' | 'front_desk' | 'accountant', o: { demo?: boolean } = {}) {
  const email = `${role}.${++seq}@estate.test`;
  const created = await createStaffAccount(deps(), { email, role, name: `Person ${seq}` });
  await acceptStaffToken(deps(), { token: created.link.split('/').pop()!, password: PASSWORD });
  if (o.demo) await t.database.db.update(staffAccounts).set({ isDemo: true }).where(eq(staffAccounts.email, email));
  return { email, id: created.staff.id };
}

const login = (email: string, password = PASSWORD, address = nextIp()) =>
  t.app.inject({ method: 'POST', url: '/api/staff/auth/login', payload: { email, password }, headers: { 'x-forwarded-for': address } });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
async function tokenOf(email: string): Promise<string> {
  const r = await login(email);
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data.access_token as string;
}
const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/staff/auth/me', headers: bearer(token) });

describe('staff sign-in', () => {
  it('answers a session token and the account; /me reads role and permissions; logout ends the session at once', async () => {
    const m = await account('manager');
    const r = await login(m.email.toUpperCase());
    expect(r.statusCode).toBe(200);
    const body = r.json();
    expect(body.data).toMatchObject({ mfa_required: false, staff: { email: m.email, role: 'manager', status: 'active', totp_enabled: false } });
    expect(body.data.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const token = body.data.access_token as string;
    const who = await me(token);
    expect(who.json().data.permissions).toContain('slots.write');
    expect(who.json().data.permissions).not.toContain('team.manage');
    // Only a hash of the token is stored.
    const stored = await t.database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM staff_sessions WHERE token_hash = ${token}`);
    expect(stored.rows[0]!.n).toBe(0);
    expect((await t.app.inject({ method: 'POST', url: '/api/staff/auth/logout', headers: bearer(token) })).statusCode).toBe(200);
    const after = await me(token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ success: false, code: 'unauthorized' });
  });

  it('answers one generic message for a wrong password and for an unknown e-mail', async () => {
    const m = await account('front_desk');
    const wrong = await login(m.email, 'not the right password at all');
    const unknown = await login('nobody@estate.test', PASSWORD);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toMatchObject({ error: 'Invalid email or password', detail: 'login_failed' });
  });

  it('after 30 failed attempts in an hour from any addresses, a device the account does not know is refused, the right password included; good sign-ins do not count', async () => {
    const m = await account('accountant');
    for (let i = 0; i < 12; i++) await tokenOf(m.email); // good sign-ins do not count
    const failures = await Promise.all(Array.from({ length: LOGIN_RATE_LIMITS.account.limit }, (_, i) => login(m.email, `wrong password number ${i}`)));
    expect(failures.map((r) => r.statusCode)).toEqual(failures.map(() => 401));
    const locked = await login(m.email);
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBeDefined();
    nowMs += LOGIN_RATE_LIMITS.account.windowSeconds * 1000;
    expect((await login(m.email)).statusCode).toBe(200);
  });

  it('limits failed attempts per client address across accounts', async () => {
    const address = '198.51.100.77';
    for (let i = 0; i < 50; i++) await login(`guess${i}@estate.test`, 'some password guess', address);
    const m = await account('manager');
    expect((await login(m.email, PASSWORD, address)).statusCode).toBe(429);
    expect((await login(m.email, PASSWORD, '198.51.100.78')).statusCode).toBe(200);
    nowMs += 15 * 60_000;
  });

  it('refuses bad input with 400, never 500', async () => {
    for (const payload of [{}, { email: 'x' }, { email: 'a@b.c', password: 5 }, 'not json']) {
      const r = await t.app.inject({ method: 'POST', url: '/api/staff/auth/login', payload, headers: { 'content-type': 'application/json' } });
      expect(r.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/staff/auth/me', headers: { authorization: 'Bearer short' } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/staff/auth/me', headers: { authorization: 'Basic abc' } })).statusCode).toBe(401);
  });
});

describe('sessions end at once', () => {
  it('deactivation ends the account’s sessions; the next call with its token answers 401', async () => {
    const owner = await account('owner', { demo: true });
    const desk = await account('front_desk');
    const ownerToken = await tokenOf(owner.email);
    const deskToken = await tokenOf(desk.email);
    expect((await me(deskToken)).statusCode).toBe(200);
    const r = await t.app.inject({ method: 'POST', url: `/api/staff/team/${desk.id}/deactivate`, headers: bearer(ownerToken) });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data.staff.status).toBe('deactivated');
    expect((await me(deskToken)).statusCode).toBe(401);
    expect((await login(desk.email)).statusCode).toBe(401);
  });

  it('a role change applies to the next call of an open session', async () => {
    const owner = await account('owner', { demo: true });
    const m = await account('manager');
    const ownerToken = await tokenOf(owner.email);
    const token = await tokenOf(m.email);
    const slots = () => t.app.inject({ method: 'GET', url: '/api/staff/audit', headers: bearer(token) });
    expect((await slots()).statusCode).toBe(200);
    await t.app.inject({ method: 'PATCH', url: `/api/staff/team/${m.id}`, headers: bearer(ownerToken), payload: { role: 'front_desk' } });
    const refused = await slots();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'forbidden', detail: 'role_forbidden' });
  });

  it('a password change ends every session and returns a fresh one', async () => {
    const m = await account('manager');
    const a = await tokenOf(m.email);
    const b = await tokenOf(m.email);
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/staff/account/password',
      headers: bearer(a),
      payload: { current_password: PASSWORD, new_password: 'tartufo bianco d alba 2026' },
    });
    expect(r.statusCode, r.body).toBe(200);
    expect((await me(a)).statusCode).toBe(401);
    expect((await me(b)).statusCode).toBe(401);
    expect((await me(r.json().data.access_token)).statusCode).toBe(200);
    expect((await login(m.email)).statusCode).toBe(401);
    expect((await login(m.email, 'tartufo bianco d alba 2026')).statusCode).toBe(200);
  });

  it('a session ends after 2 hours without a call, and after 12 hours in any case', async () => {
    const m = await account('accountant');
    const idle = await tokenOf(m.email);
    nowMs += 119 * 60_000;
    expect((await me(idle)).statusCode).toBe(200);
    nowMs += 121 * 60_000;
    expect((await me(idle)).statusCode).toBe(401);
    const busy = await tokenOf(m.email);
    for (let h = 0; h < 12; h++) {
      nowMs += 60 * 60_000;
      expect((await me(busy)).statusCode, `hour ${h + 1}`).toBe(h < 11 ? 200 : 401);
    }
  });
});

describe('second factor (TOTP)', () => {
  it('enrols with a code, then sign-in needs a code; a code is never accepted twice', async () => {
    const m = await account('manager');
    const token = await tokenOf(m.email);
    const offer = await t.app.inject({ method: 'POST', url: '/api/staff/account/totp/setup', headers: bearer(token), payload: { password: PASSWORD } });
    expect(offer.statusCode).toBe(200);
    const { secret, otpauth_uri, qr_svg } = offer.json().data;
    expect(otpauth_uri).toContain('otpauth://totp/');
    expect(qr_svg).toContain('<svg');
    const bad = await t.app.inject({ method: 'POST', url: '/api/staff/account/totp/confirm', headers: bearer(token), payload: { code: '000000' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toBe('totp_invalid');
    const ok = await t.app.inject({ method: 'POST', url: '/api/staff/account/totp/confirm', headers: bearer(token), payload: { code: totpCode(secret, clock.now()) } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.staff.totp_enabled).toBe(true);

    nowMs += 60_000;
    const first = await login(m.email);
    expect(first.json().data).toMatchObject({ mfa_required: true });
    const mfa = first.json().data.mfa_token as string;
    // The mfa token is not a session.
    expect((await me(mfa)).statusCode).toBe(401);
    const code = totpCode(secret, clock.now());
    const done = await t.app.inject({ method: 'POST', url: '/api/staff/auth/login/totp', payload: { mfa_token: mfa, code } });
    expect(done.statusCode, done.body).toBe(200);
    expect((await me(done.json().data.access_token)).statusCode).toBe(200);
    // The same code again (a replay within its 30 s) is refused, and said to be a used code.
    const again = await login(m.email);
    const replay = await t.app.inject({ method: 'POST', url: '/api/staff/auth/login/totp', payload: { mfa_token: again.json().data.mfa_token, code } });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().detail).toBe('totp_reused');
  });

  it('an owner without a second factor may only set one up', async () => {
    const o = await account('owner');
    const token = await tokenOf(o.email);
    const who = await me(token);
    expect(who.json().data.must_enrol_totp).toBe(true);
    const team = await t.app.inject({ method: 'GET', url: '/api/staff/team', headers: bearer(token) });
    expect(team.statusCode).toBe(403);
    expect(team.json().detail).toBe('totp_enrolment_required');
    const offer = await t.app.inject({ method: 'POST', url: '/api/staff/account/totp/setup', headers: bearer(token), payload: { password: PASSWORD } });
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/api/staff/account/totp/confirm',
      headers: bearer(token),
      payload: { code: totpCode(offer.json().data.secret, clock.now()) },
    });
    expect(confirm.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/staff/team', headers: bearer(token) })).statusCode).toBe(200);
    // Owners cannot turn it off.
    const off = await t.app.inject({ method: 'POST', url: '/api/staff/account/totp/disable', headers: bearer(token), payload: { password: PASSWORD, code: '123456' } });
    expect(off.statusCode).toBe(403);
    nowMs += 60_000;
  });
});

describe('team: invitations, roles, the last owner', () => {
  it('an invitation is e-mailed with a single-use 72-hour link; a common password is refused', async () => {
    const owner = await account('owner', { demo: true });
    const token = await tokenOf(owner.email);
    const r = await t.app.inject({
      method: 'POST',
      url: '/api/staff/team/invite',
      headers: bearer(token),
      payload: { email: 'Nuova.Collega@Estate.test', name: 'Nuova Collega', role: 'front_desk', locale: 'en' },
    });
    expect(r.statusCode, r.body).toBe(201);
    expect(new Date(r.json().data.expires_at).getTime() - nowMs).toBe(72 * 3_600_000);
    const [mail] = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.kind, 'staff_invite'), eq(notifications.recipient, 'nuova.collega@estate.test')));
    expect(mail).toMatchObject({ locale: 'en', status: 'pending' });
    const link = String((mail!.payload as { url: string }).url);
    expect(link).toMatch(/^http:\/\/localhost:3000\/staff\/setup\/[A-Za-z0-9_-]{43}$/);
    const invite = link.split('/').pop()!;
    const info = await t.app.inject({ method: 'GET', url: `/api/staff/auth/invite?token=${invite}` });
    expect(info.json().data).toMatchObject({ purpose: 'invite', staff: { email: 'nuova.collega@estate.test', role: 'front_desk', status: 'invited' } });
    for (const [password, detail] of [
      ['short', 'password_too_short'],
      ['password1234', 'password_common'],
      ['nuova.collega', 'password_common'],
      ['x'.repeat(129), 'password_too_long'],
    ]) {
      const bad = await t.app.inject({ method: 'POST', url: '/api/staff/auth/accept-invite', payload: { token: invite, password } });
      expect(bad.statusCode, password).toBe(400);
      expect(bad.json().detail).toBe(detail);
    }
    const accepted = await t.app.inject({ method: 'POST', url: '/api/staff/auth/accept-invite', payload: { token: invite, password: PASSWORD } });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const twice = await t.app.inject({ method: 'POST', url: '/api/staff/auth/accept-invite', payload: { token: invite, password: PASSWORD } });
    expect(twice.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/staff/auth/invite?token=${invite}` })).statusCode).toBe(404);
    expect((await login('nuova.collega@estate.test')).statusCode).toBe(200);
    // Inviting an active account again is a conflict.
    const dup = await t.app.inject({
      method: 'POST',
      url: '/api/staff/team/invite',
      headers: bearer(token),
      payload: { email: 'nuova.collega@estate.test', name: 'X', role: 'manager' },
    });
    expect(dup.statusCode).toBe(409);
  });

  it('an invitation expires after 72 hours, and a new one revokes the old link', async () => {
    const owner = await account('owner', { demo: true });
    const token = await tokenOf(owner.email);
    const invite = async () => {
      await t.app.inject({ method: 'POST', url: '/api/staff/team/invite', headers: bearer(token), payload: { email: 'late@estate.test', name: 'Late', role: 'accountant' } });
      const rows = await t.database.db.select().from(notifications).where(eq(notifications.recipient, 'late@estate.test'));
      return String((rows.at(-1)!.payload as { url: string }).url)
        .split('/')
        .pop()!;
    };
    const first = await invite();
    const second = await invite();
    expect((await t.app.inject({ method: 'GET', url: `/api/staff/auth/invite?token=${first}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/staff/auth/invite?token=${second}` })).statusCode).toBe(200);
    nowMs += 72 * 3_600_000 + 1000;
    expect((await t.app.inject({ method: 'POST', url: '/api/staff/auth/accept-invite', payload: { token: second, password: PASSWORD } })).statusCode).toBe(404);
  });

  it('the estate keeps at least one active owner; an owner cannot deactivate themself', async () => {
    // A database of its own: the other tests' owners must not count.
    const lone = await createTestApp({ clock });
    try {
      const d = { db: lone.database.db, clock, publicUrl: 'http://localhost:3000' };
      const c = await createStaffAccount(d, { email: 'solo@estate.test', role: 'owner' });
      await acceptStaffToken(d, { token: c.link.split('/').pop()!, password: PASSWORD });
      await lone.database.db.update(staffAccounts).set({ isDemo: true });
      const r = await lone.app.inject({ method: 'POST', url: '/api/staff/auth/login', payload: { email: 'solo@estate.test', password: PASSWORD } });
      const token = r.json().data.access_token as string;
      const demote = await lone.app.inject({ method: 'PATCH', url: `/api/staff/team/${c.staff.id}`, headers: bearer(token), payload: { role: 'manager' } });
      expect(demote.statusCode).toBe(409);
      expect(demote.json().detail).toBe('last_owner');
      const self = await lone.app.inject({ method: 'POST', url: `/api/staff/team/${c.staff.id}/deactivate`, headers: bearer(token) });
      expect(self.json().detail).toBe('self_deactivation');
    } finally {
      await lone.close();
    }
  });

  it('only owners manage the team', async () => {
    for (const role of ['manager', 'front_desk', 'accountant'] as const) {
      const a = await account(role);
      const r = await t.app.inject({ method: 'GET', url: '/api/staff/team', headers: bearer(await tokenOf(a.email)) });
      expect(r.statusCode, role).toBe(403);
    }
  });
});

describe('audit log', () => {
  it('records who did what with before and after, filterable; rows cannot be changed or deleted', async () => {
    const owner = await account('owner', { demo: true });
    const m = await account('manager');
    const token = await tokenOf(owner.email);
    await t.app.inject({ method: 'PATCH', url: `/api/staff/team/${m.id}`, headers: bearer(token), payload: { role: 'accountant' } });
    const r = await t.app.inject({ method: 'GET', url: `/api/staff/audit?action=staff.role&target_id=${m.id}`, headers: bearer(token) });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data.entries).toEqual([
      expect.objectContaining({
        actor_email: owner.email,
        action: 'staff.role_change',
        target_type: 'staff',
        target_id: String(m.id),
        before: { role: 'manager' },
        after: { role: 'accountant' },
      }),
    ]);
    const appendOnly = { cause: expect.objectContaining({ message: 'staff_audit_log is append-only' }) };
    await expect(t.database.db.execute(sql`UPDATE staff_audit_log SET action = 'x'`)).rejects.toMatchObject(appendOnly);
    await expect(t.database.db.execute(sql`DELETE FROM staff_audit_log`)).rejects.toMatchObject(appendOnly);
    const bad = await t.app.inject({ method: 'GET', url: '/api/staff/audit?from=yesterday', headers: bearer(token) });
    expect(bad.statusCode).toBe(400);
  });
});

describe('demo accounts', () => {
  it('exist only when the public address is a loopback one', async () => {
    const other = await createTestApp({ clock });
    try {
      const d = (publicUrl: string) => ({ db: other.database.db, publicUrl });
      for (const url of ['https://tenuta.example', 'http://192.168.1.10:3000', 'http://localhost.evil.example', 'http://127.0.0.1.nip.io']) {
        expect((await seedDemoStaff(d(url))).created, url).toBe(0);
      }
      expect(await other.database.db.select().from(staffAccounts)).toEqual([]);
      expect((await seedDemoStaff(d('http://localhost:3000'))).created).toBe(4);
      expect((await seedDemoStaff(d('http://127.0.0.1:3100'))).created).toBe(0);
      const r = await other.app.inject({ method: 'POST', url: '/api/staff/auth/login', payload: { email: 'desk@tenuta.example', password: 'tenuta-demo-2026' } });
      expect(r.json().data.staff).toMatchObject({ role: 'front_desk', totp_required: false });
    } finally {
      await other.close();
    }
  });
});
