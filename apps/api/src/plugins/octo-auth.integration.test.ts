import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { octoApiKeys } from '@tenuta/db';
import { createLogger } from '../logger.ts';
import { insertOctoKey, octoReseller } from '../octo-key-fixtures.ts';
import { partnerSession } from '../partner-test-fixtures.ts';
import { staffSession } from '../staff-test-fixtures.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

/** The OCTO key guard, through a guarded /octo route (GET /octo/webhooks). */
const output: string[] = [];
let t: TestApp;
/** The same app with a per-key limit of 3 calls a minute. */
let limited: TestApp;

beforeAll(async () => {
  t = await createTestApp({ logger: createLogger({ LOG_LEVEL: 'info', NODE_ENV: 'production' }, { write: (line: string) => void output.push(line) }) });
  // A clock standing in the middle of a minute: the six calls never straddle two windows.
  const midMinute = new Date(Math.floor(Date.now() / 60_000) * 60_000 + 30_000);
  limited = await createTestApp({ config: { OCTO_KEY_RATE_LIMIT: 3 }, clock: { now: () => midMinute } });
});
afterAll(async () => {
  await t.close();
  await limited.close();
});

const call = (app: TestApp, headers: Record<string, string> = {}) => app.app.inject({ method: 'GET', url: '/octo/webhooks', headers });

describe('OCTO API keys', () => {
  it('answer 401 UNAUTHORIZED in OCTO’s shape without a key, with an unknown key and with a revoked one', async () => {
    const r = await octoReseller(t.database.db);
    expect((await call(t, r.headers)).statusCode).toBe(200);
    const attempts: Record<string, string>[] = [{}, { authorization: 'Bearer octo_unknownunknownunknownunknown' }, { authorization: r.key }];
    for (const headers of attempts) {
      const res = await call(t, headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'UNAUTHORIZED', errorMessage: expect.any(String) });
    }
    await t.database.db.update(octoApiKeys).set({ revokedAt: new Date() }).where(eq(octoApiKeys.id, r.keyId));
    const revoked = await call(t, r.headers);
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json().error).toBe('UNAUTHORIZED');
  });

  it('stop at once when staff suspend the partner (403 FORBIDDEN on the very next call), and work again on reactivation', async () => {
    const r = await octoReseller(t.database.db);
    const staff = await staffSession(t.database.db, 'owner');
    expect((await call(t, r.headers)).statusCode).toBe(200);
    const suspended = await t.app.inject({ method: 'POST', url: `/api/staff/partners/${r.partnerId}/suspend`, headers: staff.headers, payload: { reason: 'Unpaid invoices' } });
    expect(suspended.statusCode, suspended.body).toBe(200);
    const refused = await call(t, r.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: 'FORBIDDEN', errorMessage: expect.stringContaining('suspended') });
    const back = await t.app.inject({ method: 'POST', url: `/api/staff/partners/${r.partnerId}/reactivate`, headers: staff.headers, payload: { reason: 'Paid' } });
    expect(back.statusCode, back.body).toBe(200);
    expect((await call(t, r.headers)).statusCode).toBe(200);
  });

  it('are refused for a referrer (only resellers book)', async () => {
    const referrer = await partnerSession(t.database.db, { type: 'referral' });
    const k = await insertOctoKey(t.database.db, referrer.partnerId);
    const res = await call(t, k.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('FORBIDDEN');
  });

  it('are each limited per minute: concurrent calls past the limit answer 429 with Retry-After; another key is not affected', async () => {
    const a = await octoReseller(limited.database.db);
    const b = await insertOctoKey(limited.database.db, a.partnerId, 'Second system');
    const answers = await Promise.all(Array.from({ length: 6 }, () => call(limited, a.headers)));
    expect(answers.filter((x) => x.statusCode === 200)).toHaveLength(3);
    const tooMany = answers.filter((x) => x.statusCode === 429);
    expect(tooMany).toHaveLength(3);
    for (const x of tooMany) {
      expect(Number(x.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(Number(x.headers['retry-after'])).toBeLessThanOrEqual(60);
      expect(x.json()).toMatchObject({ error: 'TOO_MANY_REQUESTS', retryAfter: Number(x.headers['retry-after']) });
    }
    expect((await call(limited, b.headers)).statusCode).toBe(200);
  });

  it('log every call by key id and last four characters, never the key', async () => {
    const r = await octoReseller(t.database.db);
    output.length = 0;
    await call(t, r.headers);
    await call(t, { authorization: 'Bearer octo_notakeynotakeynotakeynotakey' });
    const calls = output.map((l) => JSON.parse(l) as { msg: string; octo?: Record<string, unknown> }).filter((e) => e.msg === 'octo call');
    expect(calls).toHaveLength(2);
    expect(calls[0]!.octo).toMatchObject({ keyId: r.keyId, keyLast4: r.key.slice(-4), partnerId: r.partnerId, method: 'GET', route: '/octo/webhooks', statusCode: 200 });
    expect(calls[1]!.octo).toMatchObject({ keyId: null, keyLast4: null, statusCode: 401 });
    const log = output.join('');
    expect(log).not.toContain(r.key);
    expect(log).not.toContain('octo_notakeynotakeynotakeynotakey');
  });

  it('note when a key was last used, at most once a minute', async () => {
    const r = await octoReseller(t.database.db);
    await call(t, r.headers);
    const [first] = await t.database.db.select({ at: octoApiKeys.lastUsedAt }).from(octoApiKeys).where(eq(octoApiKeys.id, r.keyId));
    expect(first!.at).not.toBeNull();
    await call(t, r.headers);
    const [second] = await t.database.db.select({ at: octoApiKeys.lastUsedAt }).from(octoApiKeys).where(eq(octoApiKeys.id, r.keyId));
    expect(second!.at!.getTime()).toBe(first!.at!.getTime());
  });
});
