import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { notifications, partnerUsers } from '@tenuta/db';
import { hashPassword, PARTNER_CURRENT_PASSWORD_RATE_LIMIT, PARTNER_LOGIN_RATE_LIMITS, PARTNER_RESET_RATE_LIMITS } from '@tenuta/identity';
import { createTestApp, type TestApp } from '../../test-app.ts';
import { partnerSession } from '../../partner-test-fixtures.ts';

let t: TestApp;
// The test clock, near the real time (the fixtures' contracts are dated from it); each test starts
// at the top of a fresh hour, so every window (15 minutes, an hour) is new.
let nowMs = Date.now();
const clock = { now: () => new Date(nowMs) };
const nextHour = () => {
  nowMs = (Math.floor(nowMs / 3_600_000) + 1) * 3_600_000;
};
const PASSWORD = 'vendemmia nelle langhe 1963';
const COOKIE = 'tenuta_partner_device';

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;
let net = 0;
/** A fresh client address. */
const nextIp = () => `198.19.${Math.floor(++net / 250)}.${(net % 250) + 1}`;

/** An active owner with a real password (argon2). */
async function owner() {
  const p = await partnerSession(db(), { type: 'reseller' });
  await db()
    .update(partnerUsers)
    .set({ passwordHash: await hashPassword(PASSWORD) })
    .where(eq(partnerUsers.id, p.userId));
  return p;
}

const post = (url: string, payload: object, o: { address?: string; device?: string; headers?: Record<string, string> } = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/partners/auth${url}`,
    payload,
    headers: { 'x-forwarded-for': o.address ?? nextIp(), ...(o.device ? { cookie: `${COOKIE}=${o.device}` } : {}), ...o.headers },
  });
const login = (email: string, password: string, o: { address?: string; device?: string } = {}) => post('/login', { email, password }, o);
const statuses = (rs: { statusCode: number }[]) => rs.map((r) => r.statusCode).sort();
const times = (n: number, status: number) => Array.from({ length: n }, () => status);
function deviceOf(r: { headers: Record<string, unknown> }): string {
  const m = new RegExp(`^${COOKIE}=([^;]+)`).exec(String(r.headers['set-cookie']));
  expect(m, 'a device cookie').not.toBeNull();
  return m![1]!;
}
/** Spends the account's global sign-in limit from addresses that each stay under their own. */
async function exhaustAccount(email: string) {
  let left = PARTNER_LOGIN_RATE_LIMITS.account.limit;
  while (left > 0) {
    const address = nextIp();
    const n = Math.min(PARTNER_LOGIN_RATE_LIMITS.accountAddress.limit, left);
    left -= n;
    for (const r of await Promise.all(Array.from({ length: n }, (_, i) => login(email, `guess ${left} ${i}`, { address })))) expect(r.statusCode).toBe(401);
  }
}

describe('partner sign-in limits hold under a burst', () => {
  it('40 wrong passwords at once from one address: exactly the limit is checked (401), the rest 429; the owner elsewhere signs in', async () => {
    nextHour();
    const p = await owner();
    const address = nextIp();
    const rs = await Promise.all(Array.from({ length: 40 }, (_, i) => login(p.email, `wrong password number ${i}`, { address })));
    const n = PARTNER_LOGIN_RATE_LIMITS.accountAddress.limit;
    expect(statuses(rs)).toEqual([...times(n, 401), ...times(40 - n, 429)]);
    expect(Number(rs.find((r) => r.statusCode === 429)!.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login(p.email, PASSWORD, { address })).statusCode).toBe(429);
    expect((await login(p.email, PASSWORD)).statusCode).toBe(200);
  });

  it('40 wrong current passwords at once (settings): exactly the limit is checked (400), the rest 429', async () => {
    nextHour();
    const p = await owner();
    const token = (await login(p.email, PASSWORD)).json().access_token as string;
    const put = (current: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/partners/auth/me',
        headers: { authorization: `Bearer ${token}` },
        payload: { current_password: current, new_password: 'tartufo bianco d alba 2026' },
      });
    const rs = await Promise.all(Array.from({ length: 40 }, (_, i) => put(`not my password ${i}`)));
    const n = PARTNER_CURRENT_PASSWORD_RATE_LIMIT.limit;
    expect(statuses(rs)).toEqual([...times(n, 400), ...times(40 - n, 429)]);
    expect(rs.find((r) => r.statusCode === 400)!.json().detail).toBe('current_password_wrong');
    nowMs += PARTNER_CURRENT_PASSWORD_RATE_LIMIT.windowSeconds * 1000;
    expect((await put(PASSWORD)).statusCode).toBe(200);
  });

  it('40 reset confirmations at once from one address: exactly the limit is tried, the rest 429', async () => {
    nextHour();
    const address = nextIp();
    const rs = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        post('/password-reset/confirm', { token: `${'y'.repeat(40)}${String(i).padStart(3, '0')}`, new_password: PASSWORD, confirm_password: PASSWORD }, { address }),
      ),
    );
    const n = PARTNER_RESET_RATE_LIMITS.confirmAddress.limit;
    expect(statuses(rs)).toEqual([...times(n, 404), ...times(40 - n, 429)]);
  });
});

describe('guesses cannot lock the partner out', () => {
  it('an attacker from other addresses exhausts the account: its known device still signs in, a fresh one is refused', async () => {
    nextHour();
    const p = await owner();
    const ok = await login(p.email, PASSWORD);
    expect(ok.statusCode).toBe(200);
    expect(String(ok.headers['set-cookie'])).toMatch(/; Path=\/api\/partners\/auth; HttpOnly; SameSite=Strict$/);
    const device = deviceOf(ok);
    await exhaustAccount(p.email);
    const address = nextIp();
    expect((await login(p.email, PASSWORD, { address })).statusCode).toBe(429);
    const known = await login(p.email, PASSWORD, { address, device });
    expect(known.statusCode, known.body).toBe(200);
    expect((await login(p.email, PASSWORD, { address })).statusCode).toBe(429);
  });

  it('reset requests: a burst gets exactly the account limit; then only the account’s known device may ask for a link', async () => {
    nextHour();
    const p = await owner();
    const device = deviceOf(await login(p.email, PASSWORD));
    const rs = await Promise.all(Array.from({ length: 40 }, () => post('/password-reset/request', { email: p.email })));
    const n = PARTNER_RESET_RATE_LIMITS.account.limit;
    expect(statuses(rs)).toEqual([...times(n, 200), ...times(40 - n, 429)]);
    expect((await post('/password-reset/request', { email: p.email })).statusCode).toBe(429);
    const mine = await post('/password-reset/request', { email: p.email }, { device });
    expect(mine.statusCode, mine.body).toBe(200);
    const links = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.recipient, p.email), eq(notifications.kind, 'partner_password_reset')));
    expect(links).toHaveLength(n + 1);
  });
});
