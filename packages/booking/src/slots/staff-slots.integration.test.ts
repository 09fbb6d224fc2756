import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestDatabase, staffAccounts, type TestDatabase } from '@tenuta/db';
import type { StaffSlotCreateRequest } from '@tenuta/contracts';
import { addCartItem, initCart } from '../cart/index.ts';
import type { DomainError } from '@tenuta/core';
import { addDays, romeDate } from '@tenuta/core';
import { seatsTaken, slotAt, testClock } from '../test-fixtures.ts';
import { createSlots, listStaffSlots, updateSlot } from './index.ts';

let t: TestDatabase;
const clock = testClock();
const cartDeps = () => ({ db: t.db, clock, holdMinutes: 20 });
const deps = () => ({ db: t.db, clock });
let actor: { id: number; email: string };

beforeAll(async () => {
  t = await createTestDatabase({ poolSize: 60 });
  const [a] = await t.db
    .insert(staffAccounts)
    .values({ email: 'manager-slots@staff.test', name: 'Manager', role: 'manager', status: 'active', passwordHash: 'unused' })
    .returning();
  actor = { id: a!.id, email: a!.email };
});
afterAll(async () => {
  await t.drop();
});

const rows = async <T>(q: ReturnType<typeof sql>) => (await t.db.execute(q)).rows as T[];
const experienceId = async (slug: string) => Number((await rows<{ id: number }>(sql`SELECT id FROM experiences WHERE slug = ${slug}`))[0]!.id);
const newCart = async () => (await initCart(cartDeps(), {})).cart.cart_id;
const settle = async <T>(ps: Promise<T>[]) => {
  const results = await Promise.allSettled(ps);
  return results.map((r) =>
    r.status === 'fulfilled' ? 'ok' : (r.reason as DomainError).detail === 'capacity_below_taken' ? 'capacity_below_taken' : ((r.reason as DomainError).code ?? String(r.reason)),
  );
};

/** The last Sunday of a month (1-12) of a year, YYYY-MM-DD. */
function lastSunday(year: number, month: number): string {
  const d = new Date(Date.UTC(year, month, 0)); // last day of the month
  d.setUTCDate(d.getUTCDate() - d.getUTCDay());
  return d.toISOString().slice(0, 10);
}
// Clock changes after the seeded 120 days, so the demo timetable never collides.
const today = romeDate(clock.now());
const year = Number(today.slice(0, 4)) + (lastSunday(Number(today.slice(0, 4)) + 1, 3) > addDays(today, 130) ? 1 : 2);
const SPRING = lastSunday(year, 3);
const AUTUMN = lastSunday(year, 10);

const truffleSeries = async (over: Partial<StaffSlotCreateRequest> = {}): Promise<StaffSlotCreateRequest> => ({
  category: 'TRUFFLE',
  experience_id: await experienceId('caccia-al-tartufo'),
  from: addDays(SPRING, -6),
  to: SPRING,
  times: ['09:00', '14:00'],
  capacity: 8,
  truffle_price_cents: 8500,
  truffle_vip_upgrade_price_cents: 5000,
  languages: ['IT', 'EN'],
  ...over,
});

describe('creating a series', () => {
  it('a DST week in spring and in autumn: every slot starts at its Rome wall-clock time', async () => {
    for (const sunday of [SPRING, AUTUMN]) {
      const r = await createSlots(deps(), actor, await truffleSeries({ from: addDays(sunday, -6), to: sunday }));
      expect(r).toMatchObject({ created: 14, skipped: 0 });
      const made = await rows<{ rome: string; utc: string }>(sql`
        SELECT to_char(starts_at AT TIME ZONE 'Europe/Rome', 'YYYY-MM-DD HH24:MI') AS rome, to_char(starts_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI') AS utc
          FROM slots WHERE id = ANY(${`{${r.slot_ids.join(',')}}`}::bigint[]) ORDER BY starts_at`);
      expect(made.map((m) => m.rome)).toEqual(Array.from({ length: 7 }, (_, i) => [`${addDays(sunday, i - 6)} 09:00`, `${addDays(sunday, i - 6)} 14:00`]).flat());
      // The Saturday before and the Sunday of the change are an hour apart in UTC.
      const saturday = made.find((m) => m.rome === `${addDays(sunday, -1)} 09:00`)!.utc;
      const onSunday = made.find((m) => m.rome === `${sunday} 09:00`)!.utc;
      expect([saturday.slice(11), onSunday.slice(11)]).toEqual(sunday === SPRING ? ['08:00', '07:00'] : ['07:00', '08:00']);
    }
  });

  it('the same series again creates nothing and reports every slot as existing; the hour the clocks skip is reported', async () => {
    const again = await createSlots(deps(), actor, await truffleSeries());
    expect(again).toMatchObject({ created: 0, skipped: 14, slot_ids: [] });
    expect(new Set(again.skipped_slots.map((s) => s.reason))).toEqual(new Set(['exists']));
    const mixed = await createSlots(deps(), actor, await truffleSeries({ from: SPRING, to: addDays(SPRING, 1), times: ['02:30', '09:00', '16:00'] }));
    expect(mixed.skipped_slots).toEqual([
      { date: SPRING, time: '02:30', reason: 'no_such_time' },
      { date: SPRING, time: '09:00', reason: 'exists' },
    ]);
    expect(mixed.created).toBe(4); // 16:00 on Sunday; 02:30, 09:00 and 16:00 on Monday
  });

  it('CHOICE slots (no experience) are not duplicated, even by concurrent series', async () => {
    const body: StaffSlotCreateRequest = {
      category: 'CHOICE',
      from: addDays(AUTUMN, 10),
      to: addDays(AUTUMN, 12),
      times: ['11:30'],
      capacity: 8,
      duration_minutes: 120,
      truffle_price_cents: 8500,
      wine_price_cents: 4000,
      languages: ['IT'],
    };
    const results = await Promise.all(Array.from({ length: 4 }, () => createSlots(deps(), actor, body)));
    expect(results.reduce((a, r) => a + r.created, 0)).toBe(3);
    const n = await rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM slots WHERE category = 'CHOICE' AND starts_at >= (${addDays(AUTUMN, 10)}::date)::timestamp AT TIME ZONE 'Europe/Rome'`,
    );
    expect(n[0]!.n).toBe(3);
  });

  it('slots already begun are skipped; the audit row lists what was made', async () => {
    const r = await createSlots(
      deps(),
      actor,
      await truffleSeries({ from: today, to: addDays(today, 200), weekdays: [1, 2, 3, 4, 5, 6, 7].filter((d) => d !== 0), times: ['00:00'] }),
    );
    expect(r.skipped_slots[0]).toEqual({ date: today, time: '00:00', reason: 'past' });
    const audit = await rows<{ action: string; after: { slot_ids: number[]; skipped: number } }>(
      sql`SELECT action, after FROM staff_audit_log WHERE staff_id = ${actor.id} ORDER BY id DESC LIMIT 1`,
    );
    expect(audit[0]!.action).toBe('slot.create');
    expect(audit[0]!.after.slot_ids).toEqual(r.slot_ids);
    expect(audit[0]!.after.skipped).toBe(r.skipped);
  });

  it('refuses an experience of another category, a CHOICE slot with an experience, a missing price', async () => {
    await expect(createSlots(deps(), actor, await truffleSeries({ experience_id: await experienceId('degustazione-premium') }))).rejects.toMatchObject({
      code: 'validation_error',
    });
    await expect(createSlots(deps(), actor, await truffleSeries({ category: 'CHOICE', wine_price_cents: 4000 }))).rejects.toMatchObject({ code: 'validation_error' });
    await expect(createSlots(deps(), actor, await truffleSeries({ truffle_price_cents: null }))).rejects.toMatchObject({ code: 'validation_error' });
  });
});

describe('capacity and seats taken', () => {
  it('cannot go below seats taken (live bookings + unexpired holds): 409 with the numbers', async () => {
    const slot = await slotAt(t.db, 30, '10:00'); // WINE, 16
    await addCartItem(cartDeps(), { cart_id: await newCart(), slot_id: slot.id, adults_count: 3, children_count: 2, chosen_category: 'NONE', vip_upgrade: false });
    await t.db.execute(sql`INSERT INTO bookings (booking_number, slot_id, category, adults, status, unit_price_cents, subtotal_cents, total_cents, language)
                           VALUES ('BK-CAPTEST1', ${slot.id}, 'WINE', 2, 'confirmed', 3000, 6000, 6000, 'IT')`);
    await expect(updateSlot(deps(), actor, slot.id, { capacity: 6 })).rejects.toMatchObject({
      code: 'conflict',
      detail: 'capacity_below_taken',
      message: 'Capacity 6 is below the 7 seats taken (2 booked, 5 held in carts)',
    });
    expect((await updateSlot(deps(), actor, slot.id, { capacity: 7 })).seats_free).toBe(0);
    clock.advanceMinutes(21); // the hold expires: its seats stop counting by the query itself
    try {
      expect((await updateSlot(deps(), actor, slot.id, { capacity: 2 })).capacity_total).toBe(2);
    } finally {
      clock.advanceMinutes(-21);
    }
  });

  it('holds on the same slot never slip in between: many adds and capacity cuts at once end with capacity ≥ taken', async () => {
    for (const day of [31, 32, 33]) {
      const slot = await slotAt(t.db, day, '15:00'); // WINE, 16
      const carts = await Promise.all(Array.from({ length: 40 }, newCart));
      const adds = carts.map((cart_id, i) =>
        addCartItem(cartDeps(), { cart_id, slot_id: slot.id, adults_count: 1 + (i % 2), children_count: 0, chosen_category: 'WINE', vip_upgrade: false }),
      );
      const cuts = Array.from({ length: 12 }, (_, i) => updateSlot(deps(), actor, slot.id, { capacity: 16 - i }));
      const [addOutcomes, cutOutcomes] = await Promise.all([settle(adds), settle(cuts)]);
      const [row] = await rows<{ capacity_total: number }>(sql`SELECT capacity_total FROM slots WHERE id = ${slot.id}`);
      const taken = await seatsTaken(t.db, slot.id, clock.now());
      const why = JSON.stringify({ capacity: row!.capacity_total, taken, adds: addOutcomes, cuts: cutOutcomes });
      expect(row!.capacity_total, why).toBeGreaterThanOrEqual(taken);
      expect(
        addOutcomes.every((o) => o === 'ok' || o === 'capacity_exceeded' || o === 'busy'),
        why,
      ).toBe(true);
      expect(
        cutOutcomes.every((o) => o === 'ok' || o === 'capacity_below_taken' || o === 'busy'),
        why,
      ).toBe(true);
      expect(addOutcomes.filter((o) => o === 'ok').length, why).toBeGreaterThan(0);
      // Every accepted hold is a row: nothing was written around the lock.
      const held = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM cart_items WHERE slot_id = ${slot.id}`);
      expect(held[0]!.n, why).toBe(addOutcomes.filter((o) => o === 'ok').length);
    }
  });

  it('waits for the slot lock an add to cart holds (and answers busy if it is never released)', async () => {
    const slot = await slotAt(t.db, 34, '10:00');
    const blocker = await t.db.$client.connect();
    try {
      await blocker.query('BEGIN');
      await blocker.query('SELECT id FROM slots WHERE id = $1 FOR UPDATE', [slot.id]);
      await expect(updateSlot(deps(), actor, slot.id, { capacity: 10 })).rejects.toMatchObject({ code: 'busy' });
    } finally {
      await blocker.query('ROLLBACK');
      blocker.release();
    }
    expect((await updateSlot(deps(), actor, slot.id, { capacity: 10 })).capacity_total).toBe(10);
  });
});

describe('prices, languages, open and closed', () => {
  it('a new price is for new holds only: a hold keeps the price it was shown, a booking its own', async () => {
    const slot = await slotAt(t.db, 35, '14:00'); // TRUFFLE 85 €
    const before = await addCartItem(cartDeps(), { cart_id: await newCart(), slot_id: slot.id, adults_count: 2, children_count: 0, chosen_category: 'NONE', vip_upgrade: false });
    const updated = await updateSlot(deps(), actor, slot.id, { truffle_price_cents: 9900, truffle_vip_upgrade_price_cents: null, languages: ['EN', 'FR'] });
    expect(updated).toMatchObject({ truffle_price_cents: 9900, truffle_vip_upgrade_price_cents: null, languages: ['EN', 'FR'] });
    const after = await addCartItem(cartDeps(), {
      cart_id: await newCart(),
      slot_id: slot.id,
      adults_count: 2,
      children_count: 0,
      chosen_category: 'NONE',
      vip_upgrade: false,
      language: 'EN',
    });
    const prices = await rows<{ id: string; unit_price_cents: number }>(sql`SELECT id, unit_price_cents FROM cart_items WHERE slot_id = ${slot.id}`);
    expect(prices.find((p) => p.id === before.itemId)!.unit_price_cents).toBe(8500);
    expect(prices.find((p) => p.id === after.itemId)!.unit_price_cents).toBe(9900);
    const audit = await rows<{ before: Record<string, unknown>; after: Record<string, unknown> }>(
      sql`SELECT before, after FROM staff_audit_log WHERE action = 'slot.update' AND target_id = ${String(slot.id)} ORDER BY id DESC LIMIT 1`,
    );
    expect(audit[0]).toEqual({
      before: { truffle_price_cents: 8500, truffle_vip_upgrade_price_cents: 5000, languages: ['IT', 'EN'] },
      after: { truffle_price_cents: 9900, truffle_vip_upgrade_price_cents: null, languages: ['EN', 'FR'] },
    });
  });

  it('a closed slot takes no new holds; reopened, it does; each change is audited', async () => {
    const slot = await slotAt(t.db, 36, '10:00');
    expect((await updateSlot(deps(), actor, slot.id, { is_active: false })).is_active).toBe(false);
    await expect(
      addCartItem(cartDeps(), { cart_id: await newCart(), slot_id: slot.id, adults_count: 1, children_count: 0, chosen_category: 'NONE', vip_upgrade: false }),
    ).rejects.toMatchObject({
      code: 'not_found',
    });
    await updateSlot(deps(), actor, slot.id, { is_active: true });
    await addCartItem(cartDeps(), { cart_id: await newCart(), slot_id: slot.id, adults_count: 1, children_count: 0, chosen_category: 'NONE', vip_upgrade: false });
    const actions = await rows<{ action: string }>(sql`SELECT action FROM staff_audit_log WHERE target_type = 'slot' AND target_id = ${String(slot.id)} ORDER BY id`);
    expect(actions.map((a) => a.action)).toEqual(['slot.close', 'slot.open']);
  });

  it('the calendar read splits seats into booked, held and free', async () => {
    const slot = await slotAt(t.db, 37, '10:00');
    await addCartItem(cartDeps(), { cart_id: await newCart(), slot_id: slot.id, adults_count: 2, children_count: 1, chosen_category: 'NONE', vip_upgrade: false });
    await t.db.execute(sql`INSERT INTO bookings (booking_number, slot_id, category, adults, status, unit_price_cents, subtotal_cents, total_cents, language)
                           VALUES ('BK-CALTEST1', ${slot.id}, 'WINE', 4, 'confirmed', 3000, 12000, 12000, 'IT'),
                                  ('BK-CALTEST2', ${slot.id}, 'WINE', 5, 'cancelled', 3000, 15000, 15000, 'IT')`);
    const day = addDays(today, 37);
    const { slots } = await listStaffSlots(deps(), { from: day, to: day });
    expect(slots.find((s) => s.id === slot.id)).toMatchObject({
      capacity_total: 16,
      seats_booked: 4,
      seats_held: 3,
      seats_free: 9,
      bookings_count: 1,
      start_time: '10:00',
      date: day,
    });
    await expect(listStaffSlots(deps(), { from: day, to: addDays(day, 62) })).rejects.toMatchObject({ code: 'validation_error' });
  });
});
