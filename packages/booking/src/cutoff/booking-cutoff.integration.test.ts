import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, staffAccounts, type TestDatabase } from '@tenuta/db';
import { checkAvailability, listAvailableSlots } from '../availability/index.ts';
import { addCartItem, initCart } from '../cart/index.ts';
import { setBookingCutoff } from '../slots/index.ts';
import { slotAt, testClock } from '../test-fixtures.ts';

/** The online sales cut-off (docs/domain/booking-cutoff.md): availability stops offering a slot and add-to-cart refuses it. */
let t: TestDatabase;
const clock = testClock();
const deps = () => ({ db: t.db, clock });
let actor: { id: number; email: string };

beforeAll(async () => {
  t = await createTestDatabase();
  const [a] = await t.db
    .insert(staffAccounts)
    .values({ email: 'manager-cutoff@staff.test', name: 'Manager', role: 'manager', status: 'active', passwordHash: 'unused' })
    .returning();
  actor = { id: a!.id, email: a!.email };
});
afterAll(async () => {
  await t.drop();
});

interface SeededSlot {
  id: number;
  startsAt: Date;
  date: string;
  experienceId: number | null;
}

async function seeded(daysAhead: number, time: string): Promise<SeededSlot> {
  const { id } = await slotAt(t.db, daysAhead, time);
  const r = await t.db.execute<{ starts_at: string | Date; rome_date: string; experience_id: number | null }>(
    sql`SELECT starts_at, to_char(starts_at AT TIME ZONE 'Europe/Rome', 'YYYY-MM-DD') AS rome_date, experience_id FROM slots WHERE id = ${id}`,
  );
  const row = r.rows[0]!;
  return { id, startsAt: new Date(row.starts_at), date: row.rome_date, experienceId: row.experience_id };
}

const minutesBefore = (s: SeededSlot, minutes: number) => clock.set(new Date(s.startsAt.getTime() - minutes * 60_000));
const offered = async (s: SeededSlot, experience_type: 'truffle' | 'wine') =>
  (await listAvailableSlots(deps(), { start_date: s.date, end_date: s.date, experience_type })).slots.some((x) => x.id === s.id);
const add = async (s: SeededSlot, chosen: 'TRUFFLE' | 'WINE', adults = 2) => {
  const cart = (await initCart(deps(), {})).cart.cart_id;
  return addCartItem(deps(), { cart_id: cart, slot_id: s.id, adults_count: adults, children_count: 0, chosen_category: chosen, vip_upgrade: false });
};

describe('booking cut-off', () => {
  it('a truffle hunt is on sale until 3 hours before its start, then neither offered nor added (400 booking_closed)', async () => {
    const hunt = await seeded(3, '14:00');
    minutesBefore(hunt, 181);
    expect(await offered(hunt, 'truffle')).toBe(true);
    await expect(add(hunt, 'TRUFFLE')).resolves.toMatchObject({ itemId: expect.any(String) });

    minutesBefore(hunt, 40);
    expect(await offered(hunt, 'truffle')).toBe(false);
    const refusal = add(hunt, 'TRUFFLE');
    await expect(refusal).rejects.toMatchObject({
      code: 'booking_closed',
      extra: { cutoff_minutes: 180, sales_closed_at: new Date(hunt.startsAt.getTime() - 180 * 60_000).toISOString() },
    });
    // Exactly at the cut-off instant sales have stopped.
    minutesBefore(hunt, 180);
    await expect(add(hunt, 'TRUFFLE')).rejects.toMatchObject({ code: 'booking_closed' });
  });

  it('a tasting stays on sale until an hour before; POST /availability/check answers not available past it', async () => {
    const tasting = await seeded(3, '15:00');
    minutesBefore(tasting, 90);
    expect(await offered(tasting, 'wine')).toBe(true);
    const check = { experience_id: tasting.experienceId!, date: tasting.date, time: '15:00', participants: 2 };
    expect((await checkAvailability(deps(), check)).available).toBe(true);
    await expect(add(tasting, 'WINE', 1)).resolves.toMatchObject({ itemId: expect.any(String) });
    minutesBefore(tasting, 59);
    expect(await offered(tasting, 'wine')).toBe(false);
    expect((await checkAvailability(deps(), check)).available).toBe(false);
    await expect(add(tasting, 'WINE', 1)).rejects.toMatchObject({ code: 'booking_closed', extra: { cutoff_minutes: 60 } });
  });

  it('a CHOICE slot closes at the strictest cut-off, also on the wine widget', async () => {
    const choice = await seeded(3, '11:30');
    minutesBefore(choice, 120);
    expect(await offered(choice, 'wine')).toBe(false);
    expect(await offered(choice, 'truffle')).toBe(false);
    await expect(add(choice, 'WINE', 1)).rejects.toMatchObject({ code: 'booking_closed', extra: { cutoff_minutes: 180 } });
    minutesBefore(choice, 200);
    expect(await offered(choice, 'wine')).toBe(true);
  });

  it('staff change an experience cut-off: the next read and add use it, with an audit row; bad values are refused', async () => {
    const hunt = await seeded(4, '09:00');
    minutesBefore(hunt, 100);
    expect(await offered(hunt, 'truffle')).toBe(false);

    const changed = await setBookingCutoff(deps(), actor, hunt.experienceId!, 30);
    expect(changed).toMatchObject({ booking_cutoff_minutes: 30, effective_cutoff_minutes: 30 });
    expect(await offered(hunt, 'truffle')).toBe(true);
    await expect(add(hunt, 'TRUFFLE')).resolves.toMatchObject({ itemId: expect.any(String) });
    minutesBefore(hunt, 29);
    await expect(add(hunt, 'TRUFFLE')).rejects.toMatchObject({ code: 'booking_closed', extra: { cutoff_minutes: 30 } });

    const audit = await t.db.execute<{ before: unknown; after: unknown }>(
      sql`SELECT before, after FROM staff_audit_log WHERE action = 'experience.cutoff' AND target_id = ${String(hunt.experienceId)}`,
    );
    expect(audit.rows).toEqual([{ before: { booking_cutoff_minutes: null }, after: { booking_cutoff_minutes: 30 } }]);

    // Back to the category default.
    expect(await setBookingCutoff(deps(), actor, hunt.experienceId!, null)).toMatchObject({ booking_cutoff_minutes: null, effective_cutoff_minutes: 180 });
    await expect(setBookingCutoff(deps(), actor, hunt.experienceId!, -5)).rejects.toMatchObject({ code: 'validation_error' });
    await expect(setBookingCutoff(deps(), actor, hunt.experienceId!, 10_081)).rejects.toMatchObject({ code: 'validation_error' });
    await expect(setBookingCutoff(deps(), actor, 999_999, 60)).rejects.toMatchObject({ code: 'not_found' });
  });
});
