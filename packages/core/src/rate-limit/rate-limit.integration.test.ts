import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestDatabase, rateLimitHits, type TestDatabase } from '@tenuta/db';
import { isDomainError } from '../errors.ts';
import { enforceRateLimit, hitRateLimit, hitRateLimits, subjectKey, sweepRateLimits } from './rate-limit.ts';
import { releaseRateLimitSlots, takeRateLimitSlots } from './rate-limit-slots.ts';

let t: TestDatabase;
let nowMs = Date.parse('2026-11-23T10:00:10Z');
const clock = { now: () => new Date(nowMs) };
const deps = () => ({ db: t.db, clock });
const rule = { name: 'test', limit: 5, windowSeconds: 60 };

beforeAll(async () => {
  t = await createTestDatabase({ poolSize: 30 });
});
afterAll(async () => {
  await t.drop();
});

describe('rate limits in PostgreSQL', () => {
  it('30 concurrent hits from one address let exactly the limit through', async () => {
    const results = await Promise.all(Array.from({ length: 30 }, () => hitRateLimit(deps(), rule, '203.0.113.7')));
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
    expect(Math.max(...results.map((r) => r.hits))).toBe(30);
    expect(results[0]!.retryAfterSeconds).toBe(50);
  });
  it('another address has its own budget, and no raw address is stored', async () => {
    expect((await hitRateLimit(deps(), rule, '198.51.100.1')).allowed).toBe(true);
    const keys = (await t.db.select().from(rateLimitHits)).map((r) => r.key);
    expect(keys.join(' ')).not.toContain('203.0.113.7');
  });
  it('enforceRateLimit throws rate_limited over the limit, and the next window starts afresh', async () => {
    const err = await enforceRateLimit(deps(), rule, '203.0.113.7').catch((e: unknown) => e);
    expect(isDomainError(err) && err.code).toBe('rate_limited');
    nowMs += 60_000;
    await expect(enforceRateLimit(deps(), rule, '203.0.113.7')).resolves.toBeUndefined();
  });
  it('hitRateLimits counts a batch in one statement, several hits on one key in the order asked', async () => {
    const other = { name: 'test-batch', limit: 2, windowSeconds: 60 };
    const results = await hitRateLimits(deps(), [
      { rule: other, subject: 'a' },
      { rule: other, subject: 'b' },
      { rule: other, subject: 'a' },
      { rule: other, subject: 'a' },
    ]);
    expect(results.map((r) => [r.hits, r.allowed])).toEqual([
      [1, true],
      [1, true],
      [2, true],
      [3, false],
    ]);
    expect((await hitRateLimits(deps(), [{ rule: other, subject: 'b' }]))[0]).toMatchObject({ hits: 2, allowed: true });
    expect(await hitRateLimits(deps(), [])).toEqual([]);
  });
  it('takeRateLimitSlots: a burst of 40 gets exactly the limit, the refused give theirs back, a give-back frees a slot', async () => {
    const a = { name: 'test-take-a', limit: 10, windowSeconds: 60 };
    const b = { name: 'test-take-b', limit: 15, windowSeconds: 3600 };
    const take = (subject: string) =>
      takeRateLimitSlots(deps(), [
        { rule: a, subject },
        { rule: b, subject: 'shared' },
      ]);
    const results = await Promise.allSettled(Array.from({ length: 40 }, () => take('x')));
    const taken = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    expect(taken).toHaveLength(10);
    for (const r of results) if (r.status === 'rejected') expect(isDomainError(r.reason) && r.reason.code).toBe('rate_limited');
    // The 30 refused took nothing from the shared rule: its 5 last slots are still there for another subject.
    const other = await Promise.allSettled(Array.from({ length: 16 }, () => take('y')));
    expect(other.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    await releaseRateLimitSlots(deps(), taken[0]!);
    await expect(take('x')).resolves.toBeDefined();
    await expect(take('x')).rejects.toMatchObject({ code: 'rate_limited' });
    const [row] = await t.db
      .select()
      .from(rateLimitHits)
      .where(eq(rateLimitHits.key, subjectKey(b, 'shared')));
    expect(row!.hits).toBe(15);
  });
  it('the sweep deletes windows older than a day', async () => {
    nowMs += 2 * 86_400_000;
    expect(await sweepRateLimits(deps())).toBeGreaterThanOrEqual(2);
  });
});
