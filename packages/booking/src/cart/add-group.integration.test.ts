import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '@tenuta/db';
import { abuseRules, DEFAULT_ABUSE_LIMITS, type GuestCaller } from '../abuse-limits/index.ts';
import { hitRateLimits, subjectKey } from '@tenuta/core';
import { holdLocks, outcome, seatsTaken, slotAt, testClock, wineAdd } from '../test-fixtures.ts';
import { addCartItem, initCart } from './index.ts';

// A group of adds in one locked transaction whose first flight also counts the group's calls
// (docs/decisions/0026).
let t: TestDatabase;
const clock = testClock();

beforeAll(async () => {
  t = await createTestDatabase({ poolSize: 20 });
});
afterAll(async () => {
  await t.drop();
});

const newCart = async () => (await initCart({ db: t.db, clock }, {})).cart.cart_id;
const guest = (n: number): GuestCaller => ({ address: `10.9.${n >> 8}.${n & 255}`, limits: DEFAULT_ABUSE_LIMITS });

const hold = (lockSql: string, params: unknown[]) => holdLocks(t.db, lockSql, params);

/** The adds counted for a cart in the current minute. */
async function addsCounted(cartId: string): Promise<number> {
  const key = subjectKey(abuseRules(DEFAULT_ABUSE_LIMITS).addsPerCart, cartId);
  const r = await t.db.execute<{ hits: number }>(sql`SELECT coalesce(sum(hits), 0)::int AS hits FROM rate_limit_hits WHERE key = ${key}`);
  return r.rows[0]!.hits;
}

describe("the group's count of calls", () => {
  it('commits without waiting for the WAL flush, in its own statement only: the connection is back to synchronous commits after it', async () => {
    const client = await t.db.$client.connect();
    try {
      const rule = { name: 'group-count-test', limit: 5, windowSeconds: 60 };
      const [r] = await hitRateLimits({ db: t.db, clock }, [{ rule, subject: 'someone' }], { client, asyncCommit: true });
      expect(r).toMatchObject({ allowed: true, hits: 1 });
      const setting = await client.query<{ v: string }>("SELECT current_setting('synchronous_commit') AS v");
      expect(setting.rows[0]!.v).toBe('on');
    } finally {
      client.release();
    }
    // Committed: another connection sees the count.
    const seen = await t.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM rate_limit_hits WHERE key LIKE 'group-count-test:%'`);
    expect(seen.rows[0]!.n).toBe(1);
  });

  it('an add that waits for a locked slot is counted once, however many transactions it goes through', async () => {
    const deps = { db: t.db, clock: testClock(clock.now()), holdMinutes: 20 };
    const locked = await slotAt(t.db, 70, '10:00');
    const free = await slotAt(t.db, 70, '15:00');
    const [waiting, other] = await Promise.all([newCart(), newCart()]);
    const blocker = await hold('SELECT id FROM slots WHERE id = $1 FOR UPDATE', [locked.id]);
    let onLocked: Promise<string> = Promise.resolve('not sent');
    try {
      // One group: the add on the locked slot is deferred to a transaction that waits for the lock.
      onLocked = outcome(addCartItem(deps, wineAdd(waiting, locked.id), guest(1)));
      expect(await outcome(addCartItem(deps, wineAdd(other, free.id), guest(2)))).toBe('ok');
    } finally {
      await blocker.release();
    }
    expect(await onLocked).toBe('ok');
    expect(await addsCounted(waiting)).toBe(1);
    expect(await addsCounted(other)).toBe(1);
  });
});

describe('a row another transaction holds', () => {
  it('an add the committed state refuses is refused at once, without waiting for the lock', async () => {
    const deps = { db: t.db, clock: testClock(clock.now()), holdMinutes: 20 };
    const slot = await slotAt(t.db, 71, '10:00'); // WINE, 16 seats
    const full = await newCart();
    await addCartItem(deps, wineAdd(full, slot.id, slot.capacity));
    const late = await newCart();
    const blocker = await hold('SELECT id FROM slots WHERE id = $1 FOR UPDATE', [slot.id]);
    try {
      // Were it waiting for the lock, it would be answered busy when the lock wait runs out.
      expect(await outcome(addCartItem(deps, wineAdd(late, slot.id), guest(3)))).toBe('capacity_exceeded');
    } finally {
      await blocker.release();
    }
    expect(await seatsTaken(t.db, slot.id, clock.now())).toBe(slot.capacity);
  });
});

describe('no oversell under concurrent groups', () => {
  it('several processes adding on a few slots, one slot and some carts locked for a while: seats held equal the adds accepted, never above capacity', async () => {
    // Each clock stands for one API process: its adds form their own groups, which meet only in PostgreSQL.
    const processes = Array.from({ length: 3 }, () => ({ db: t.db, clock: testClock(clock.now()), holdMinutes: 20 }));
    const slots = await Promise.all(['10:00', '15:00', '16:30'].map((time) => slotAt(t.db, 72, time)));
    const capacity = slots.reduce((sum, s) => sum + s.capacity, 0);
    const carts = await Promise.all(Array.from({ length: 90 }, newCart));
    // A checkout holds the first slot and a few carts while the adds arrive.
    const blockers = [
      await hold('SELECT id FROM slots WHERE id = $1 FOR UPDATE', [slots[0]!.id]),
      await hold('SELECT id FROM carts WHERE id = ANY($1::uuid[]) FOR UPDATE', [carts.slice(0, 3)]),
    ];
    const answers = carts.map((cart, i) => outcome(addCartItem(processes[i % processes.length]!, wineAdd(cart, slots[i % slots.length]!.id, 1 + (i % 2)), guest(100 + i))));
    // Let the groups run into the held rows, then let the rows go.
    await new Promise((r) => setTimeout(r, 50));
    for (const b of blockers) await b.release();
    const codes = await Promise.all(answers);
    const accepted = carts.flatMap((_cart, i) => (codes[i] === 'ok' ? [{ slot: slots[i % slots.length]!.id, seats: 1 + (i % 2) }] : []));
    expect(codes.filter((c) => c !== 'ok' && c !== 'capacity_exceeded')).toEqual([]);
    let held = 0;
    for (const slot of slots) {
      const taken = await seatsTaken(t.db, slot.id, clock.now());
      expect(taken).toBeLessThanOrEqual(slot.capacity);
      expect(taken).toBe(accepted.filter((a) => a.slot === slot.id).reduce((sum, a) => sum + a.seats, 0));
      held += taken;
    }
    // 90 adds of 1 or 2 seats ask for far more than the 44 seats: every slot is (nearly) full.
    expect(held).toBeGreaterThan(capacity - slots.length * 2);
    const lines = await t.db.$client.query<{ n: number }>('SELECT count(*)::int AS n FROM cart_items WHERE slot_id = ANY($1::bigint[])', [slots.map((s) => s.id)]);
    expect(lines.rows[0]!.n).toBe(accepted.length);
  });
});

describe('groups of several processes on one slot', () => {
  it('wait for each other briefly: every add the seats allow is accepted, none busy, and the seats held are exactly the adds', async () => {
    const processes = Array.from({ length: 2 }, () => ({ db: t.db, clock: testClock(clock.now()), holdMinutes: 20 }));
    const slot = await slotAt(t.db, 73, '10:00');
    await t.db.$client.query('UPDATE slots SET capacity_total = 120 WHERE id = $1', [slot.id]);
    const carts = await Promise.all(Array.from({ length: 120 }, newCart));
    const codes = await Promise.all(carts.map((cart, i) => outcome(addCartItem(processes[i % 2]!, wineAdd(cart, slot.id), guest(300 + i)))));
    expect(codes.filter((c) => c !== 'ok')).toEqual([]);
    expect(await seatsTaken(t.db, slot.id, clock.now())).toBe(120);
    // One more finds the slot full.
    expect(await outcome(addCartItem(processes[0]!, wineAdd(await newCart(), slot.id), guest(500)))).toBe('capacity_exceeded');
  });
});
