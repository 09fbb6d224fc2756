import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { insertSlot } from '../../jobs/outbox-test-fixtures.ts';
import { checkInWorld, insertBooking, staffCalls, type CheckInWorld } from './check-in-test-fixtures.ts';

/** Today names the guests it waits for, and sets apart the slots that have ended (clock: 10:00 in Rome). */
let w: CheckInWorld;
let early: number;
beforeAll(async () => {
  w = await checkInWorld();
  // 07:30-09:30 Rome: over by 10:00.
  early = await insertSlot(w.t.database.db, { slug: 'degustazione-premium', romeStart: '2031-06-10 07:30', category: 'WINE', durationMinutes: 120 });
});
afterAll(async () => {
  await w.t.close();
});
const { get } = staffCalls(() => w.t);
const booking = (o: Parameters<typeof insertBooking>[1]) => insertBooking(w.t, o);
// biome-ignore lint/suspicious/noExplicitAny: the JSON answer read field by field
type Json = Record<string, any>;
const today = async () => {
  const res = await get(w.as.front_desk, '/today');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.days[0] as Json;
};

describe('GET /api/staff/today: arrivals by name', () => {
  it('names the first guests still expected per slot, by name, with their party; not those checked in, cancelled or unpaid', async () => {
    const zanetti = await booking({ slotId: w.slot.wineToday, name: 'Zanetti Paolo', adults: 3 });
    const alberti = await booking({ slotId: w.slot.wineToday, name: 'Alberti Sofia', adults: 1, children: 1 });
    const here = await booking({ slotId: w.slot.wineToday, name: 'Arrivato Già', adults: 2 });
    await w.t.database.db.execute(sql`UPDATE bookings SET status = 'checked_in' WHERE id = ${here.id}`);
    await booking({ slotId: w.slot.wineToday, name: 'Annullato Ospite', status: 'cancelled' });
    await booking({ slotId: w.slot.wineToday, name: 'Bianchi Non Pagato', category: 'TRUFFLE', status: 'pending' });
    const truffle = await booking({ slotId: w.slot.truffleToday, category: 'TRUFFLE', name: 'Müller Jürgen', adults: 2 });

    const day = await today();
    const wine = day.slots.find((s: Json) => s.id === w.slot.wineToday);
    expect(wine.next_arrivals).toEqual([
      { booking_id: alberti.id, booking_number: alberti.number, customer_name: 'Alberti Sofia', people_count: 2 },
      { booking_id: zanetti.id, booking_number: zanetti.number, customer_name: 'Zanetti Paolo', people_count: 3 },
    ]);
    expect(wine.arrivals).toEqual({ bookings: 3, people: 7 });
    expect(wine.checked_in).toEqual({ bookings: 1, people: 2 });
    expect(day.slots.find((s: Json) => s.id === w.slot.truffleToday).next_arrivals).toEqual([
      { booking_id: truffle.id, booking_number: truffle.number, customer_name: 'Müller Jürgen', people_count: 2 },
    ]);

    // Four at most; the page says how many more from the counts.
    for (const name of ['Costa Elena', 'Bruno Luca', 'Conti Marta']) await booking({ slotId: w.slot.wineToday, name, adults: 1 });
    const more = (await today()).slots.find((s: Json) => s.id === w.slot.wineToday);
    expect(more.next_arrivals.map((a: Json) => a.customer_name)).toEqual(['Alberti Sofia', 'Bruno Luca', 'Conti Marta', 'Costa Elena']);
    expect(more.arrivals.bookings - more.checked_in.bookings).toBe(5);
  });
});

describe('GET /api/staff/today: slots that have ended', () => {
  it('are marked ended (Rome time) and their free seats leave the day’s free seats', async () => {
    await booking({ slotId: early, name: 'Mattiniero Piero', adults: 2 });
    const day = await today();
    const bySlot = (id: number) => day.slots.find((s: Json) => s.id === id);
    // 07:30 + 120 min = 09:30 < 10:00: ended. 09:00 + 180 min = 12:00: under way, not ended. 15:00: to come.
    expect(bySlot(early)).toMatchObject({ ended: true, free: 6, booked: 2 });
    expect(bySlot(w.slot.truffleToday).ended).toBe(false);
    expect(bySlot(w.slot.wineToday).ended).toBe(false);
    const freeOfOpen = day.slots.filter((s: Json) => !s.ended && !s.cancelled && s.is_active && !s.is_private).reduce((n: number, s: Json) => n + s.free, 0);
    expect(day.totals.free).toBe(freeOfOpen);
    expect(day.totals.free).toBe(bySlot(w.slot.truffleToday).free + bySlot(w.slot.wineToday).free);
    // Capacity and arrivals still count the whole day.
    expect(day.totals.capacity).toBe(24);
    expect(day.totals.arrivals.bookings).toBeGreaterThanOrEqual(1);
  });
});
