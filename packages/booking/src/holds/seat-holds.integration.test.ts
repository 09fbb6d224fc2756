import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '@tenuta/db';
import { addCartItem, getCart, initCart, updateCartItem } from '../cart/index.ts';
import type { DomainError } from '@tenuta/core';
import { insertBooking, seatsTaken, slotAt, testClock } from '../test-fixtures.ts';
import { findSlotWithOccupancy, freeSeats, isVirgin, occupancySql, querySlotsWithOccupancy, sweepExpiredHolds, toSlotWithOccupancy, withHold, type OccupancyRow } from './index.ts';

let t: TestDatabase;
const clock = testClock();
const deps = () => ({ db: t.db, clock, holdMinutes: 20 });

beforeAll(async () => {
  t = await createTestDatabase({ poolSize: 60 });
});
afterAll(async () => {
  await t.drop();
});

const newCart = async () => (await initCart(deps(), {})).cart.cart_id;
const settle = async <T>(ps: Promise<T>[]) => {
  const results = await Promise.allSettled(ps);
  const ok = results.filter((r) => r.status === 'fulfilled').length;
  const codes = results.flatMap((r) => (r.status === 'rejected' ? [(r.reason as DomainError).code ?? String(r.reason)] : []));
  return { ok, codes };
};

describe('no oversell under concurrency', () => {
  it('50 concurrent adds (distinct carts) for the last 5 seats of a wine slot sell exactly 5', async () => {
    const slot = await slotAt(t.db, 3, '10:00'); // WINE, 16 seats
    // Take 11 of 16 seats first: 9 by holds, 2 by a booking.
    const filler = await newCart();
    await addCartItem(deps(), { cart_id: filler, slot_id: slot.id, adults_count: 6, children_count: 3, chosen_category: 'NONE', vip_upgrade: false });
    await insertBooking(t.db, { slotId: slot.id, category: 'WINE', adults: 2 });
    expect(await seatsTaken(t.db, slot.id, clock.now())).toBe(11);

    const carts = await Promise.all(Array.from({ length: 50 }, newCart));
    const { ok, codes } = await settle(
      carts.map((cart_id) => addCartItem(deps(), { cart_id, slot_id: slot.id, adults_count: 1, children_count: 0, chosen_category: 'WINE', vip_upgrade: false })),
    );
    expect(ok).toBe(5);
    expect(codes.filter((c) => c === 'capacity_exceeded')).toHaveLength(45);
    expect(await seatsTaken(t.db, slot.id, clock.now())).toBe(16);
    expect(freeSeats((await findSlotWithOccupancy(t.db, slot.id, clock.now()))!)).toBe(0);
  });

  it('50 concurrent truffle adds of mixed sizes never exceed the 8 seats', async () => {
    const slot = await slotAt(t.db, 4, '14:00'); // TRUFFLE, 8 seats
    const carts = await Promise.all(Array.from({ length: 50 }, newCart));
    const { ok, codes } = await settle(
      carts.map((cart_id, i) =>
        addCartItem(deps(), { cart_id, slot_id: slot.id, adults_count: 2 + (i % 2), children_count: i % 3 === 0 ? 1 : 0, chosen_category: 'TRUFFLE', vip_upgrade: false }),
      ),
    );
    const taken = await seatsTaken(t.db, slot.id, clock.now());
    const why = JSON.stringify({ ok, taken, codes: [...new Set(codes)] });
    expect(taken, why).toBeLessThanOrEqual(8);
    expect(8 - taken, why).toBeLessThan(2); // requests are 2 to 4 people: none could still fit
    expect(ok, why).toBeGreaterThanOrEqual(2); // e.g. 4 + 4
    expect(
      codes.every((c) => c === 'capacity_exceeded'),
      why,
    ).toBe(true);
    const held = await t.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM cart_items WHERE slot_id = ${slot.id}`);
    expect(held.rows[0]!.n, why).toBe(ok);
  });
});

describe('CHOICE and VIP races', () => {
  it('concurrent TRUFFLE and WINE adds on a virgin CHOICE slot fix one category only', async () => {
    const slot = await slotAt(t.db, 5, '11:30'); // CHOICE, 8 seats
    const carts = await Promise.all(Array.from({ length: 20 }, newCart));
    const { codes } = await settle(
      carts.map((cart_id, i) =>
        addCartItem(deps(), {
          cart_id,
          slot_id: slot.id,
          adults_count: 2,
          children_count: 0,
          chosen_category: i % 2 === 0 ? 'TRUFFLE' : 'WINE',
          vip_upgrade: false,
        }),
      ),
    );
    const r = await t.db.execute<{ category: string; n: number }>(sql`SELECT category, count(*)::int AS n FROM cart_items WHERE slot_id = ${slot.id} GROUP BY category`);
    expect(r.rows).toHaveLength(1);
    expect(codes).toContain('choice_conflict');
    expect(await seatsTaken(t.db, slot.id, clock.now())).toBeLessThanOrEqual(8);
  });

  it('concurrent VIP and normal adds on a virgin truffle slot never both succeed', async () => {
    for (const day of [6, 7, 8]) {
      const slot = await slotAt(t.db, day, '09:00');
      const carts = await Promise.all(Array.from({ length: 10 }, newCart));
      await settle(
        carts.map((cart_id, i) => addCartItem(deps(), { cart_id, slot_id: slot.id, adults_count: 2, children_count: 0, chosen_category: 'TRUFFLE', vip_upgrade: i % 2 === 0 })),
      );
      const r = await t.db.execute<{ vip: boolean; n: number }>(sql`SELECT vip, count(*)::int AS n FROM cart_items WHERE slot_id = ${slot.id} GROUP BY vip`);
      const vip = r.rows.find((x) => x.vip)?.n ?? 0;
      const normal = r.rows.find((x) => !x.vip)?.n ?? 0;
      expect(vip + normal).toBeGreaterThan(0);
      if (vip > 0) {
        expect(vip).toBe(1);
        expect(normal).toBe(0);
        const s = (await findSlotWithOccupancy(t.db, slot.id, clock.now()))!;
        expect(freeSeats(s)).toBe(0); // private
      }
    }
  });

  it('a truffle VIP hold makes the slot private and charges the supplement once', async () => {
    const slot = await slotAt(t.db, 9, '09:00');
    const cart = await newCart();
    const { cart: view } = await addCartItem(deps(), { cart_id: cart, slot_id: slot.id, adults_count: 3, children_count: 1, chosen_category: 'TRUFFLE', vip_upgrade: true });
    expect(view.items[0]).toMatchObject({ vip_upgrade: true, unit_price: 85, vip_supplement: 50, subtotal: 3 * 85 + 50 });
    const other = await newCart();
    await expect(
      addCartItem(deps(), { cart_id: other, slot_id: slot.id, adults_count: 2, children_count: 0, chosen_category: 'TRUFFLE', vip_upgrade: false }),
    ).rejects.toMatchObject({
      code: 'capacity_exceeded',
    });
    // The VIP guest may still change their own group.
    const updated = await updateCartItem(deps(), view.items[0]!.item_id, { adults_count: 5 });
    expect(updated.items[0]).toMatchObject({ adults_count: 5, vip_supplement: 50, subtotal: 5 * 85 + 50 });
  });

  it('VIP is refused once anyone holds the slot, and on a VIP-blocked slot', async () => {
    const slot = await slotAt(t.db, 10, '09:00');
    await addCartItem(deps(), { cart_id: await newCart(), slot_id: slot.id, adults_count: 2, children_count: 0, chosen_category: 'NONE', vip_upgrade: false });
    await expect(
      addCartItem(deps(), { cart_id: await newCart(), slot_id: slot.id, adults_count: 2, children_count: 0, chosen_category: 'TRUFFLE', vip_upgrade: true }),
    ).rejects.toMatchObject({
      code: 'validation_error',
    });
    const blocked = await slotAt(t.db, 10, '14:00');
    await t.db.execute(sql`UPDATE slots SET is_vip_blocked = true WHERE id = ${blocked.id}`);
    expect(isVirgin((await findSlotWithOccupancy(t.db, blocked.id, clock.now()))!)).toBe(false);
    await expect(
      addCartItem(deps(), { cart_id: await newCart(), slot_id: blocked.id, adults_count: 2, children_count: 0, chosen_category: 'TRUFFLE', vip_upgrade: true }),
    ).rejects.toMatchObject({
      code: 'validation_error',
    });
  });
});

describe('hold expiry', () => {
  it('an expired hold stops counting by the query itself, and reading the cart reports it', async () => {
    const c = testClock();
    const d = { db: t.db, clock: c, holdMinutes: 20 };
    const slot = await slotAt(t.db, 11, '14:00');
    const cart = (await initCart(d, {})).cart.cart_id;
    const { cart: view } = await addCartItem(d, { cart_id: cart, slot_id: slot.id, adults_count: 8, children_count: 0, chosen_category: 'TRUFFLE', vip_upgrade: false });
    expect(Date.parse(view.items[0]!.hold_expires_at) - c.now().getTime()).toBe(20 * 60_000);
    const other = (await initCart(d, {})).cart.cart_id;
    await expect(addCartItem(d, { cart_id: other, slot_id: slot.id, adults_count: 2, children_count: 0, chosen_category: 'TRUFFLE', vip_upgrade: false })).rejects.toMatchObject({
      code: 'capacity_exceeded',
    });

    c.advanceMinutes(19);
    expect(freeSeats((await findSlotWithOccupancy(t.db, slot.id, c.now()))!)).toBe(0);
    c.advanceMinutes(1); // exactly at hold_expires_at: released
    expect(freeSeats((await findSlotWithOccupancy(t.db, slot.id, c.now()))!)).toBe(8);
    await addCartItem(d, { cart_id: other, slot_id: slot.id, adults_count: 2, children_count: 0, chosen_category: 'TRUFFLE', vip_upgrade: false });

    const read = await getCart(d, cart);
    expect(read.items).toHaveLength(0);
    expect(read.expired_items).toBe(1);
    expect((await getCart(d, cart)).expired_items).toBe(0);
  });

  it('sweepExpiredHolds deletes expired holds and the next read reports them', async () => {
    const c = testClock();
    const d = { db: t.db, clock: c, holdMinutes: 5 };
    const slot = await slotAt(t.db, 12, '10:00');
    const cart = (await initCart(d, {})).cart.cart_id;
    await addCartItem(d, { cart_id: cart, slot_id: slot.id, adults_count: 2, children_count: 0, chosen_category: 'WINE', vip_upgrade: false });
    c.advanceMinutes(6);
    const swept = await sweepExpiredHolds(d);
    expect(swept.holdsReleased).toBeGreaterThanOrEqual(1);
    const left = await t.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM cart_items WHERE cart_id = ${cart}::uuid`);
    expect(left.rows[0]!.n).toBe(0);
    expect((await getCart(d, cart)).expired_items).toBe(1);
  });

  it('cancelled and refunded bookings free their seats; others count', async () => {
    const slot = await slotAt(t.db, 13, '09:00');
    await insertBooking(t.db, { slotId: slot.id, category: 'TRUFFLE', adults: 3, status: 'paid' });
    await insertBooking(t.db, { slotId: slot.id, category: 'TRUFFLE', adults: 2, status: 'cancelled' });
    await insertBooking(t.db, { slotId: slot.id, category: 'TRUFFLE', adults: 2, status: 'refunded' });
    await insertBooking(t.db, { slotId: slot.id, category: 'TRUFFLE', adults: 2, children: 1, status: 'checked_in' });
    expect(freeSeats((await findSlotWithOccupancy(t.db, slot.id, clock.now()))!)).toBe(2);
  });
});

describe('grouped adds (docs/decisions/0026)', () => {
  it('adds grouped by separate API processes still never oversell: the slot lock serialises the groups', async () => {
    const slot = await slotAt(t.db, 20, '10:00'); // WINE, 16 seats
    // Each clock stands for one API process: its adds form their own groups, which meet only in PostgreSQL.
    const processes = Array.from({ length: 5 }, () => ({ db: t.db, clock: testClock(clock.now()), holdMinutes: 20 }));
    const carts = await Promise.all(Array.from({ length: 50 }, newCart));
    const { ok, codes } = await settle(
      carts.map((cart_id, i) =>
        addCartItem(processes[i % 5]!, { cart_id, slot_id: slot.id, adults_count: 1 + (i % 2), children_count: 0, chosen_category: 'WINE', vip_upgrade: false }),
      ),
    );
    const taken = await seatsTaken(t.db, slot.id, clock.now());
    expect(taken).toBeLessThanOrEqual(16);
    expect(16 - taken).toBeLessThan(1 + 1); // a 1-person add could still fit otherwise
    expect(
      codes.every((c) => c === 'capacity_exceeded'),
      JSON.stringify(codes),
    ).toBe(true);
    const held = await t.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM cart_items WHERE slot_id = ${slot.id}`);
    expect(held.rows[0]!.n).toBe(ok);
  });

  it('one cart adding the same slot twice at once, in one group or two, keeps one line (duplicate_item)', async () => {
    const slot = await slotAt(t.db, 21, '10:00');
    const other = { db: t.db, clock: testClock(clock.now()), holdMinutes: 20 };
    for (const second of [deps(), other]) {
      const cart = await newCart();
      const body = { cart_id: cart, slot_id: slot.id, adults_count: 1, children_count: 0, chosen_category: 'WINE' as const, vip_upgrade: false };
      const { ok, codes } = await settle([addCartItem(deps(), body), addCartItem(second, body)]);
      expect(ok).toBe(1);
      expect(codes).toEqual(['duplicate_item']);
      const lines = await t.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM cart_items WHERE cart_id = ${cart}::uuid`);
      expect(lines.rows[0]!.n).toBe(1);
    }
  });

  it('the occupancy a group counts in memory (withHold) is what PostgreSQL reads once the holds are written', async () => {
    const slot = await slotAt(t.db, 22, '11:30'); // CHOICE, 8 seats
    const before = (await findSlotWithOccupancy(t.db, slot.id, clock.now()))!;
    const holds = [
      { category: 'WINE' as const, adults: 2, children: 1, vip: false },
      { category: 'WINE' as const, adults: 1, children: 0, vip: false },
    ];
    const carts = await Promise.all(holds.map(newCart));
    const answers = await Promise.all(
      holds.map((h, i) =>
        addCartItem(deps(), { cart_id: carts[i]!, slot_id: slot.id, adults_count: h.adults, children_count: h.children, chosen_category: h.category, vip_upgrade: h.vip }),
      ),
    );
    expect(answers.map((a) => a.cart.items)).toEqual([[expect.objectContaining({ adults_count: 2, children_count: 1 })], [expect.objectContaining({ adults_count: 1 })]]);
    const counted = holds.reduce(withHold, before);
    const read = (await findSlotWithOccupancy(t.db, slot.id, clock.now()))!;
    expect({ people: read.people, isPrivate: read.isPrivate, firstCategory: read.firstCategory, activeCount: read.activeCount }).toEqual({
      people: counted.people,
      isPrivate: counted.isPrivate,
      firstCategory: counted.firstCategory,
      activeCount: counted.activeCount,
    });
    expect(read).toMatchObject({ people: 4, firstCategory: 'WINE', activeCount: 2, isPrivate: false });
  });
});

describe('occupancy read by slot ids (docs/decisions/0026)', () => {
  it('reads the same occupancy as the join form: live and expired holds, bookings of every status, a slot with neither', async () => {
    const c = testClock();
    const d = { db: t.db, clock: c, holdMinutes: 20 };
    const [truffle, wine, empty] = await Promise.all([slotAt(t.db, 23, '09:00'), slotAt(t.db, 23, '10:00'), slotAt(t.db, 23, '14:00')]);
    const add = async (slotId: number, category: 'TRUFFLE' | 'WINE', adults: number, vip = false) =>
      addCartItem(d, { cart_id: (await initCart(d, {})).cart.cart_id, slot_id: slotId, adults_count: adults, children_count: 0, chosen_category: category, vip_upgrade: vip });
    await add(wine.id, 'WINE', 2);
    c.advanceMinutes(15);
    await add(wine.id, 'WINE', 3);
    await add(truffle.id, 'TRUFFLE', 2, true);
    await insertBooking(t.db, { slotId: wine.id, category: 'WINE', adults: 1, status: 'paid' });
    await insertBooking(t.db, { slotId: wine.id, category: 'WINE', adults: 4, status: 'cancelled' });
    c.advanceMinutes(6); // the first wine hold has expired, the others count
    const ids = `{${[truffle.id, wine.id, empty.id].join(',')}}`; // one array parameter
    const where = sql`id = ANY(${ids}::bigint[])`;
    const now = sql`${c.now().toISOString()}`;
    const byIds = await t.db.execute<OccupancyRow>(occupancySql(where, now, sql``, sql``, sql`${ids}::bigint[]`));
    const joined = await querySlotsWithOccupancy(t.db, { where, now: c.now() });
    expect(byIds.rows.map(toSlotWithOccupancy)).toEqual(joined);
    expect(joined.map((s) => [s.id, s.people, s.activeCount, s.isPrivate])).toEqual(
      expect.arrayContaining([
        [truffle.id, 2, 1, true],
        [wine.id, 4, 2, false],
        [empty.id, 0, 0, false],
      ]),
    );
  });
});

describe('lock timeout', () => {
  it('answers busy when the slot row stays locked, never a wrong answer', async () => {
    const slot = await slotAt(t.db, 14, '10:00');
    const cart = await newCart();
    const blocker = await t.db.$client.connect();
    try {
      await blocker.query('BEGIN');
      await blocker.query('SELECT id FROM slots WHERE id = $1 FOR UPDATE', [slot.id]);
      const started = Date.now();
      await expect(addCartItem(deps(), { cart_id: cart, slot_id: slot.id, adults_count: 1, children_count: 0, chosen_category: 'WINE', vip_upgrade: false })).rejects.toMatchObject(
        { code: 'busy' },
      );
      expect(Date.now() - started).toBeGreaterThanOrEqual(2900);
    } finally {
      await blocker.query('ROLLBACK');
      blocker.release();
    }
    expect(await seatsTaken(t.db, slot.id, clock.now())).toBe(0);
  });

  it('a slot held by another transaction does not hold up the adds grouped with it', async () => {
    const locked = await slotAt(t.db, 15, '10:00');
    const free = await slotAt(t.db, 15, '16:30');
    const [a, b] = await Promise.all([newCart(), newCart()]);
    const blocker = await t.db.$client.connect();
    try {
      await blocker.query('BEGIN');
      await blocker.query('SELECT id FROM slots WHERE id = $1 FOR UPDATE', [locked.id]);
      const started = Date.now();
      // Sent together: one group.
      const onLocked = addCartItem(deps(), { cart_id: a, slot_id: locked.id, adults_count: 1, children_count: 0, chosen_category: 'WINE', vip_upgrade: false });
      const onFree = addCartItem(deps(), { cart_id: b, slot_id: free.id, adults_count: 1, children_count: 0, chosen_category: 'WINE', vip_upgrade: false });
      onLocked.catch(() => {});
      await onFree;
      expect(Date.now() - started).toBeLessThan(1500);
      await expect(onLocked).rejects.toMatchObject({ code: 'busy' });
      expect(Date.now() - started).toBeGreaterThanOrEqual(2900);
    } finally {
      await blocker.query('ROLLBACK');
      blocker.release();
    }
    expect(await seatsTaken(t.db, locked.id, clock.now())).toBe(0);
    expect(await seatsTaken(t.db, free.id, clock.now())).toBe(1);
  });
});
