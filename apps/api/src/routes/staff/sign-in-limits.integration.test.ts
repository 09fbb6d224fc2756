import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { staffAccounts, staffKnownDevices } from '@tenuta/db';
import { acceptStaffToken, createStaffAccount, CURRENT_PASSWORD_RATE_LIMIT, LOGIN_RATE_LIMITS, SET_PASSWORD_RATE_LIMIT, totpCode } from '@tenuta/identity';
import { createTestApp, type TestApp } from '../../test-app.ts';

let t: TestApp;
// The test clock: each test starts at the top of a fresh hour, so every window (15 minutes, an hour) is new.
let nowMs = Date.parse('2026-11-23T10:00:00Z');
const clock = { now: () => new Date(nowMs) };
const nextHour = () => {
  nowMs = (Math.floor(nowMs / 3_600_000) + 1) * 3_600_000;
};
const PASSWORD = 'vendemmia nelle langhe 1963';
const COOKIE = 'tenuta_staff_device';

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => {
  await t.close();
});

const deps = () => ({ db: t.database.db, clock, publicUrl: 'http://localhost:3000' });
let seq = 0;
let net = 0;
/** A fresh client address. */
const nextIp = () => `198.18.${Math.floor(++net / 250)}.${(net % 250) + 1}`;

async function account(role: 'owner' | 'manager' | 'front_desk' = 'manager') {
  const email = `limits.${++seq}@estate.test`;
  const created = await createStaffAccount(deps(), { email, role, name: `Person ${seq}` });
  await acceptStaffToken(deps(), { token: created.link.split('/').pop()!, password: PASSWORD });
  return { email, id: created.staff.id };
}

const login = (email: string, password: string, o: { address?: string; device?: string; headers?: Record<string, string> } = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/staff/auth/login',
    payload: { email, password },
    headers: { 'x-forwarded-for': o.address ?? nextIp(), ...(o.device ? { cookie: `${COOKIE}=${o.device}` } : {}), ...o.headers },
  });
const statuses = (rs: { statusCode: number }[]) => rs.map((r) => r.statusCode).sort();
const times = (n: number, status: number) => Array.from({ length: n }, () => status);
/** The device token a good sign-in set in its cookie. */
function deviceOf(r: { headers: Record<string, unknown> }): string {
  const m = new RegExp(`^${COOKIE}=([^;]+)`).exec(String(r.headers['set-cookie']));
  expect(m, 'a device cookie').not.toBeNull();
  return m![1]!;
}

describe('staff sign-in limits hold under a burst', () => {
  it('40 wrong passwords at once from one address: exactly the per-address limit is checked (401), the rest 429 with Retry-After', async () => {
    nextHour();
    const m = await account();
    const address = nextIp();
    const rs = await Promise.all(Array.from({ length: 40 }, (_, i) => login(m.email, `wrong password number ${i}`, { address })));
    const n = LOGIN_RATE_LIMITS.accountAddress.limit;
    expect(statuses(rs)).toEqual([...times(n, 401), ...times(40 - n, 429)]);
    const refused = rs.find((r) => r.statusCode === 429)!;
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Past the per-address limit; while the burst's refused attempts have not yet given their slots back, the
    // account's hourly count can be past its own limit too, and the longer wait is the one named.
    expect(refused.json()).toMatchObject({ code: 'rate_limited' });
    expect([LOGIN_RATE_LIMITS.accountAddress.name, LOGIN_RATE_LIMITS.account.name]).toContain(refused.json().limit);
    // That address stays refused, the right password included; the refused ones spent nothing of the
    // account's own budget, so the owner elsewhere signs in.
    expect((await login(m.email, PASSWORD, { address })).statusCode).toBe(429);
    expect((await login(m.email, PASSWORD)).statusCode).toBe(200);
  });

  it('40 wrong codes at once at the second step: exactly the limit is checked, the rest 429', async () => {
    nextHour();
    const m = await account();
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    await t.database.db.update(staffAccounts).set({ totpSecret: secret, totpEnabledAt: clock.now() }).where(eq(staffAccounts.id, m.id));
    const address = nextIp();
    const first = await login(m.email, PASSWORD, { address });
    expect(first.json().data.mfa_required).toBe(true);
    const good = new Set([-30_000, 0, 30_000].map((d) => totpCode(secret, new Date(nowMs + d))));
    const wrong = Array.from({ length: 40 }, (_, i) => String((123_456 + i * 7919) % 1_000_000).padStart(6, '0')).filter((c) => !good.has(c));
    const rs = await Promise.all(
      wrong.map((code) =>
        t.app.inject({ method: 'POST', url: '/api/staff/auth/login/totp', payload: { mfa_token: first.json().data.mfa_token, code }, headers: { 'x-forwarded-for': address } }),
      ),
    );
    const n = LOGIN_RATE_LIMITS.accountAddress.limit;
    expect(statuses(rs)).toEqual([...times(n, 400), ...times(wrong.length - n, 429)]);
  });

  it('40 wrong current passwords at once on a password change: exactly the limit is checked (400), the rest 429', async () => {
    nextHour();
    const m = await account();
    const token = (await login(m.email, PASSWORD)).json().data.access_token as string;
    const change = (current: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/staff/account/password',
        headers: { authorization: `Bearer ${token}` },
        payload: { current_password: current, new_password: 'tartufo bianco d alba 2026' },
      });
    const rs = await Promise.all(Array.from({ length: 40 }, (_, i) => change(`not my password ${i}`)));
    const n = CURRENT_PASSWORD_RATE_LIMIT.limit;
    expect(statuses(rs)).toEqual([...times(n, 400), ...times(40 - n, 429)]);
    expect(rs.find((r) => r.statusCode === 400)!.json().detail).toBe('current_password_wrong');
    // The right password waits for the window too; then it works.
    expect((await change(PASSWORD)).statusCode).toBe(429);
    nowMs += CURRENT_PASSWORD_RATE_LIMIT.windowSeconds * 1000;
    expect((await change(PASSWORD)).statusCode).toBe(200);
  });

  it('40 set-password attempts at once from one address: exactly the limit is tried, the rest 429', async () => {
    nextHour();
    const address = nextIp();
    const rs = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/staff/auth/accept-invite',
          payload: { token: `${'x'.repeat(40)}${String(i).padStart(3, '0')}`, password: PASSWORD },
          headers: { 'x-forwarded-for': address },
        }),
      ),
    );
    const n = SET_PASSWORD_RATE_LIMIT.limit;
    expect(statuses(rs)).toEqual([...times(n, 404), ...times(40 - n, 429)]);
  });
});

describe('guesses cannot lock the owner out', () => {
  it('an attacker from other addresses exhausts the account: its known device still signs in, a fresh one is refused', async () => {
    nextHour();
    const owner = await account('manager');
    const ok = await login(owner.email, PASSWORD);
    expect(ok.statusCode).toBe(200);
    const device = deviceOf(ok);
    // The account's global limit, spread over addresses that each stay under their own.
    const perAddress = LOGIN_RATE_LIMITS.accountAddress.limit;
    let left = LOGIN_RATE_LIMITS.account.limit;
    while (left > 0) {
      const address = nextIp();
      const n = Math.min(perAddress, left);
      left -= n;
      for (const r of await Promise.all(Array.from({ length: n }, (_, i) => login(owner.email, `guess ${left} ${i}`, { address })))) expect(r.statusCode).toBe(401);
    }
    const address = nextIp();
    const fresh = await login(owner.email, PASSWORD, { address });
    expect(fresh.statusCode).toBe(429);
    expect(fresh.json().limit).toBe(LOGIN_RATE_LIMITS.account.name);
    const known = await login(owner.email, PASSWORD, { address, device });
    expect(known.statusCode, known.body).toBe(200);
    // The same device keeps its token; from the same address without it, still refused.
    expect(deviceOf(known)).toBe(device);
    expect((await login(owner.email, PASSWORD, { address })).statusCode).toBe(429);
    // A device known to another account does not count for this one.
    const other = await account();
    const otherDevice = deviceOf(await login(other.email, PASSWORD));
    expect((await login(owner.email, PASSWORD, { device: otherDevice })).statusCode).toBe(429);
  });

  it('a known device has a limit of its own: guesses with its cookie stop after it', async () => {
    nextHour();
    const m = await account();
    const device = deviceOf(await login(m.email, PASSWORD));
    const n = LOGIN_RATE_LIMITS.device.limit;
    for (let i = 0; i < n; i++) expect((await login(m.email, `wrong ${i}`, { device })).statusCode).toBe(401);
    expect((await login(m.email, PASSWORD, { device })).statusCode).toBe(429);
  });

  it('correct sign-ins never use the budget up, one after the other or several at once', async () => {
    nextHour();
    const m = await account();
    const address = nextIp();
    // More than every limit, five at a time.
    for (let done = 0; done < LOGIN_RATE_LIMITS.account.limit + 5; done += 5) {
      const burst = await Promise.all(Array.from({ length: 5 }, () => login(m.email, PASSWORD, { address })));
      expect(statuses(burst)).toEqual(times(5, 200));
    }
    // Failures still count in full after them.
    for (let i = 0; i < LOGIN_RATE_LIMITS.accountAddress.limit; i++) expect((await login(m.email, `wrong ${i}`, { address })).statusCode).toBe(401);
    expect((await login(m.email, PASSWORD, { address })).statusCode).toBe(429);
  });

  it('the device cookie is httpOnly and strict, Secure over https; only its hash is stored', async () => {
    nextHour();
    const m = await account();
    const plain = await login(m.email, PASSWORD);
    const cookie = String(plain.headers['set-cookie']);
    expect(cookie).toMatch(/^tenuta_staff_device=[A-Za-z0-9_-]{43}; Max-Age=\d+; Path=\/api\/staff\/auth; HttpOnly; SameSite=Strict$/);
    const https = await login(m.email, PASSWORD, { headers: { 'x-forwarded-proto': 'https' } });
    expect(String(https.headers['set-cookie'])).toMatch(/; Secure$/);
    const device = deviceOf(plain);
    const rows = await t.database.db.select().from(staffKnownDevices).where(eq(staffKnownDevices.staffId, m.id));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.map((r) => r.tokenHash)).not.toContain(device);
  });
});
