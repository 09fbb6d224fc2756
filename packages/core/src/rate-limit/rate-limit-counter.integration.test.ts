import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, rateLimitHits, type TestDatabase } from '@tenuta/db';
import { RateLimitCounter } from './rate-limit-counter.ts';

let t: TestDatabase;
let nowMs = Date.parse('2026-11-23T10:00:10Z');
const clock = { now: () => new Date(nowMs) };

beforeAll(async () => {
  t = await createTestDatabase({ poolSize: 10 });
});
afterAll(async () => {
  await t.drop();
});

const storedHits = async () => (await t.db.select().from(rateLimitHits)).reduce((n, r) => n + r.hits, 0);

describe('RateLimitCounter (a busy key counted in batches)', () => {
  it('lets exactly the limit through when 40 calls come at once, and counts every call in PostgreSQL', async () => {
    const counter = new RateLimitCounter({ db: t.db, clock });
    const rule = { name: 'octo_key_test', limit: 25, windowSeconds: 60 };
    const results = await Promise.all(Array.from({ length: 40 }, () => counter.hit(rule, '7')));
    expect(results.filter((r) => r.allowed)).toHaveLength(25);
    expect(results.find((r) => !r.allowed)?.retryAfterSeconds).toBe(50);
    expect(await storedHits()).toBe(40);
  });

  it('answers far from the limit without waiting, still counts every hit, and holds the limit exactly near it', async () => {
    const counter = new RateLimitCounter({ db: t.db, clock });
    const rule = { name: 'octo_key_waves', limit: 100, windowSeconds: 60 };
    nowMs += 60_000;
    const before = await storedHits();
    const allowed: boolean[] = [];
    // Waves of 15 calls, as a channel manager's bursts arrive: the first wave learns the total.
    for (let wave = 0; wave < 9; wave++) {
      const results = await Promise.all(Array.from({ length: 15 }, () => counter.hit(rule, '8')));
      allowed.push(...results.map((r) => r.allowed));
    }
    await new Promise((r) => setTimeout(r, 50));
    expect(allowed.filter(Boolean)).toHaveLength(100);
    expect(allowed.slice(0, 100).every(Boolean)).toBe(true);
    expect((await storedHits()) - before).toBe(135);
  });

  it('a second process counting the same key shares the window (the count is in PostgreSQL)', async () => {
    const rule = { name: 'octo_key_shared', limit: 30, windowSeconds: 60 };
    const a = new RateLimitCounter({ db: t.db, clock });
    const b = new RateLimitCounter({ db: t.db, clock });
    const results = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 === 0 ? a : b).hit(rule, '9')));
    expect(results.filter((r) => r.allowed)).toHaveLength(30);
  });
});
