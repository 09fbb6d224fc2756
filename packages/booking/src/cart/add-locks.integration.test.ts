import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '@tenuta/db';
import { holdLocks, outcome, seatsTaken, slotAt, testClock, wineAdd } from '../test-fixtures.ts';
import { MAX_LOCK_WAITS } from './add-cart-item.ts';
import { addCartItem, initCart } from './index.ts';

// The grouped add-to-cart under locks held by others (docs/decisions/0026, docs/domain/holds-and-locking.md).
let t: TestDatabase;
const clock = testClock();

beforeAll(async () => {
  t = await createTestDatabase({ poolSize: 20 });
});
afterAll(async () => {
  await t.drop();
});

const newCart = async () => (await initCart({ db: t.db, clock }, {})).cart.cart_id;

const hold = (lockSql: string, params: unknown[]) => holdLocks(t.db, lockSql, params);

/** Backends of the pool waiting for a lock now. */
async function waitingForLocks(): Promise<number> {
  const r = await t.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`);
  return r.rows[0]!.n;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('a bounded queue', () => {
  it('a full queue answers busy at once; the adds in it are answered when the lock goes', async () => {
    // A clock of its own: its adds have a queue of their own, bounded at 3.
    const deps = { db: t.db, clock: testClock(clock.now()), holdMinutes: 20, addQueueLimit: 3 };
    const locked = await slotAt(t.db, 60, '10:00');
    const free = await slotAt(t.db, 60, '15:00');
    const carts = await Promise.all(Array.from({ length: 4 }, newCart));
    const blocker = await hold('SELECT id FROM slots WHERE id = $1 FOR UPDATE', [locked.id]);
    let waiting: Promise<string>[] = [];
    try {
      waiting = carts.slice(0, 3).map((c) => outcome(addCartItem(deps, wineAdd(c, locked.id))));
      await sleep(200);
      const started = Date.now();
      await expect(addCartItem(deps, wineAdd(carts[3]!, free.id))).rejects.toMatchObject({ code: 'busy', detail: expect.stringMatching(/waiting/) });
      expect(Date.now() - started).toBeLessThan(100);
    } finally {
      await blocker.release();
    }
    expect(await Promise.all(waiting)).toEqual(['ok', 'ok', 'ok']);
    expect(await seatsTaken(t.db, locked.id, clock.now())).toBe(3);
    // Room again.
    await expect(addCartItem(deps, wineAdd(carts[3]!, free.id))).resolves.toMatchObject({ itemId: expect.any(String) });
  });
});

describe('adds waiting on locked slots cannot starve the pool', () => {
  it(`at most ${MAX_LOCK_WAITS} transactions wait (one per slot, all its adds in it); a further locked slot is busy at once; other adds and reads go on`, async () => {
    const deps = { db: t.db, clock: testClock(clock.now()), holdMinutes: 20 };
    const slots = await Promise.all([61, 62, 63, 64, 65, 66].map((d) => slotAt(t.db, d, '10:00')));
    const lockedSlots = slots.slice(0, MAX_LOCK_WAITS + 1);
    const free = slots[MAX_LOCK_WAITS + 1]!;
    const carts = await Promise.all(Array.from({ length: 30 }, newCart));
    const blocker = await hold('SELECT id FROM slots WHERE id = ANY($1::bigint[]) FOR UPDATE', [lockedSlots.map((s) => s.id)]);
    let onLocked: Promise<string>[][] = [];
    try {
      // Five adds on each locked slot, the first slot's first, and so on (one group: deferred in that order).
      onLocked = lockedSlots.map((s, i) => carts.slice(i * 5, i * 5 + 5).map((c) => outcome(addCartItem(deps, wineAdd(c, s.id)))));
      await sleep(300);
      // The last locked slot found every waiting place taken: its adds were answered busy at once.
      const last = await Promise.race([Promise.all(onLocked[MAX_LOCK_WAITS]!), sleep(100).then(() => 'still waiting')]);
      expect(last).toEqual(['busy', 'busy', 'busy', 'busy', 'busy']);
      // The pool is not taken up: one waiting transaction per slot, and an add on a free slot and a read go through.
      expect(await waitingForLocks()).toBe(MAX_LOCK_WAITS);
      const started = Date.now();
      await addCartItem(deps, wineAdd(carts[29]!, free.id));
      await t.db.execute(sql`SELECT count(*) FROM cart_items`);
      expect(Date.now() - started).toBeLessThan(500);
      const waited = await Promise.race([Promise.all(onLocked.slice(0, MAX_LOCK_WAITS).map((p) => Promise.all(p))), sleep(100).then(() => [])]);
      expect(waited).toEqual([]); // still waiting for the blocker
    } finally {
      await blocker.release();
    }
    expect(await Promise.all(onLocked.slice(0, MAX_LOCK_WAITS).map((p) => Promise.all(p)))).toEqual(Array.from({ length: MAX_LOCK_WAITS }, () => Array(5).fill('ok')));
    for (const s of lockedSlots.slice(0, MAX_LOCK_WAITS)) expect(await seatsTaken(t.db, s.id, clock.now())).toBe(5);
    expect(await seatsTaken(t.db, lockedSlots[MAX_LOCK_WAITS]!.id, clock.now())).toBe(0);
  });
});

describe('one lock order: carts, then slots', () => {
  it('an add whose cart a checkout holds waits without holding its slot, so the checkout can lock the slot: no deadlock', async () => {
    const deps = { db: t.db, clock: testClock(clock.now()), holdMinutes: 20 };
    const slot = await slotAt(t.db, 67, '10:00');
    const cart = await newCart();
    // As startCheckout does: the cart row FOR UPDATE first.
    const checkout = await hold('SELECT id FROM carts WHERE id = $1 FOR UPDATE', [cart]);
    let add: Promise<string> = Promise.resolve('not sent');
    try {
      add = outcome(addCartItem(deps, wineAdd(cart, slot.id)));
      await sleep(300);
      expect(await waitingForLocks()).toBe(1); // the add, waiting for the cart
      // The slot is free to lock while the add waits: the checkout's next step cannot deadlock with it.
      const started = Date.now();
      await checkout.client.query('SELECT id FROM slots WHERE id = $1 FOR UPDATE NOWAIT', [slot.id]);
      expect(Date.now() - started).toBeLessThan(200);
    } finally {
      await checkout.release();
    }
    expect(await add).toBe('ok');
    expect(await seatsTaken(t.db, slot.id, clock.now())).toBe(1);
  });

  it('a group skips a cart another transaction holds; the other adds of the group are not held up', async () => {
    const deps = { db: t.db, clock: testClock(clock.now()), holdMinutes: 20 };
    const [a, b] = [await slotAt(t.db, 68, '10:00'), await slotAt(t.db, 68, '15:00')];
    const [busyCart, freeCart] = [await newCart(), await newCart()];
    const checkout = await hold('SELECT id FROM carts WHERE id = $1 FOR UPDATE', [busyCart]);
    let waiting: Promise<string> = Promise.resolve('not sent');
    try {
      waiting = outcome(addCartItem(deps, wineAdd(busyCart, a.id)));
      const started = Date.now();
      await addCartItem(deps, wineAdd(freeCart, b.id));
      expect(Date.now() - started).toBeLessThan(1000);
    } finally {
      await checkout.release();
    }
    expect(await waiting).toBe('ok');
  });
});
