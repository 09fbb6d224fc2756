import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Slot } from '@tenuta/contracts';
import { createTestApp, type TestApp } from '../../test-app.ts';

let t: TestApp;
const romeToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());
const plusDays = (d: string, n: number) => new Date(Date.parse(`${d}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = (url: string) => t.app.inject({ url });
const slotsOf = async (url: string): Promise<Slot[]> => {
  const res = await get(url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().slots;
};
async function newCart(): Promise<string> {
  return (await t.app.inject({ method: 'POST', url: '/api/cart/init', payload: {} })).json().cart_id;
}
async function addItem(payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/cart/items', payload: { cart_id: await newCart(), children_count: 0, vip_upgrade: false, ...payload } });
}

describe('GET /api/experiences/available', () => {
  it('lists truffle slots with free seats from start_date, 60 days by default', async () => {
    const today = romeToday();
    const res = await get(`/api/experiences/available?start_date=${today}&experience_type=truffle`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.total_count).toBe(body.slots.length);
    expect(typeof body.message).toBe('string');
    expect(body.slots.length).toBeGreaterThan(100);
    for (const s of body.slots as Slot[]) {
      expect(['TRUFFLE', 'CHOICE']).toContain(s.category);
      expect(s.capacity_free).toBeGreaterThan(0);
      expect(s.date >= today && s.date <= plusDays(today, 60)).toBe(true);
      expect(Date.parse(s.slot_datetime)).toBeGreaterThan(Date.now());
      expect(s.truffle_price).toBe(85);
      expect(s.language).toBe(s.languages[0]);
    }
    const first = body.slots.find((s: Slot) => s.category === 'TRUFFLE' && s.start_time === '09:00');
    expect(first).toMatchObject({ capacity_total: 8, end_time: '12:00', truffle_vip_upgrade_price: 50, wine_price: null, is_virgin: true, fixed_category: null });
  });

  it('accepts experience_type in any case and filters wine', async () => {
    const slots = await slotsOf(`/api/experiences/available?start_date=${romeToday()}&experience_type=WINE`);
    expect(new Set(slots.map((s) => s.category))).toEqual(new Set(['WINE', 'CHOICE']));
  });

  it('filters by language and start_time; defaults start_date to today', async () => {
    const slots = await slotsOf('/api/experiences/available?start_time=14:00&language=en');
    expect(slots.length).toBeGreaterThan(0);
    expect(slots.every((s) => s.start_time === '14:00' && s.languages.includes('EN'))).toBe(true);
    expect(await slotsOf('/api/experiences/available?language=de')).toEqual([]);
  });

  it('never lists the past, even for an old start_date; end_date bounds the range', async () => {
    const today = romeToday();
    const slots = await slotsOf(`/api/experiences/available?start_date=2020-01-01&end_date=${plusDays(today, 2)}`);
    expect(slots.every((s) => Date.parse(s.slot_datetime) > Date.now() && s.date <= plusDays(today, 2))).toBe(true);
    const ok = await get(`/api/experiences/available?start_date=${today}&end_date=${plusDays(today, 120)}`);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().slots.at(-1).date).toBe(plusDays(today, 119)); // the seed covers 120 days
  });

  it('a CHOICE slot fixed to WINE leaves the truffle list; a truffle VIP hold empties a slot', async () => {
    const day = plusDays(romeToday(), 5);
    const choice = (await slotsOf(`/api/experiences/available?start_date=${day}&end_date=${day}&experience_type=wine&start_time=11:30`))[0]!;
    expect(choice).toMatchObject({ category: 'CHOICE', fixed_category: null, is_virgin: true });
    expect((await addItem({ slot_id: choice.id, adults_count: 2, chosen_category: 'WINE' })).statusCode).toBe(201);
    expect(await slotsOf(`/api/experiences/available?start_date=${day}&end_date=${day}&experience_type=truffle&start_time=11:30`)).toEqual([]);
    const asWine = await slotsOf(`/api/experiences/available?start_date=${day}&end_date=${day}&experience_type=wine&start_time=11:30`);
    expect(asWine[0]).toMatchObject({ id: choice.id, fixed_category: 'WINE', capacity_free: 6, is_virgin: false });

    const truffle = (await slotsOf(`/api/experiences/available?start_date=${day}&end_date=${day}&experience_type=truffle&start_time=09:00`))[0]!;
    expect((await addItem({ slot_id: truffle.id, adults_count: 2, chosen_category: 'TRUFFLE', vip_upgrade: true })).statusCode).toBe(201);
    expect(await slotsOf(`/api/experiences/available?start_date=${day}&end_date=${day}&experience_type=truffle&start_time=09:00`)).toEqual([]);
    const all = await slotsOf(`/api/availability?date=${day}`);
    expect(all.find((s) => s.id === truffle.id)).toMatchObject({ capacity_free: 0, is_virgin: false });
  });

  it('answers bad queries with 400', async () => {
    const today = romeToday();
    for (const q of [
      'start_date=2026-13-01',
      'start_date=tomorrow',
      'experience_type=beer',
      'start_time=25:00',
      'language=english',
      `start_date=${today}&end_date=${plusDays(today, 121)}`,
      `start_date=${today}&end_date=${plusDays(today, -1)}`,
    ]) {
      const res = await get(`/api/experiences/available?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'validation_error' });
    }
  });
});

describe('experience and date availability', () => {
  it('GET /api/experiences/{id}/availability lists that experience on a date, full slots included', async () => {
    const exps = (await get('/api/experiences')).json().data as { id: number; slug: string }[];
    const truffle = exps.find((e) => e.slug === 'caccia-al-tartufo')!;
    const day = plusDays(romeToday(), 3);
    const res = await get(`/api/experiences/${truffle.id}/availability?date=${day}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, experience_id: truffle.id });
    expect(res.json().slots.map((s: Slot) => s.start_time)).toEqual(['09:00', '14:00']);
    expect((await get(`/api/experiences/${truffle.id}/availability`)).json().slots.length).toBeGreaterThan(100);
    expect((await get('/api/experiences/999999/availability')).statusCode).toBe(404);
    expect((await get(`/api/experiences/${truffle.id}/availability?date=03-05-2026`)).statusCode).toBe(400);
    expect((await get('/api/experiences/abc/availability')).statusCode).toBe(400);
  });

  it('GET /api/availability filters by date and experience', async () => {
    const day = plusDays(romeToday(), 3);
    const all = await slotsOf(`/api/availability?date=${day}`);
    expect(all.map((s) => s.start_time)).toEqual(['09:00', '10:00', '11:30', '14:00', '15:00', '16:30']);
    const one = await slotsOf(`/api/availability?date=${day}&experience_id=${all[1]!.experience_id}`);
    expect(one.map((s) => s.id)).toEqual([all[1]!.id]);
    expect((await get('/api/availability?experience_id=-1')).statusCode).toBe(400);
    expect((await get('/api/availability?date=yesterday')).statusCode).toBe(400);
  });

  it('POST /api/availability/check', async () => {
    const exps = (await get('/api/experiences')).json().data as { id: number; slug: string }[];
    const wine = exps.find((e) => e.slug === 'degustazione-esclusiva')!; // 16:30, 12 seats
    const date = plusDays(romeToday(), 4);
    const check = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/availability/check', payload: payload as Record<string, unknown> });
    const yes = await check({ experience_id: wine.id, date, time: '16:30', participants: 12 });
    expect(yes.statusCode).toBe(200);
    expect(yes.json()).toMatchObject({ success: true, available: true, capacity_free: 12 });
    expect(typeof yes.json().slot_id).toBe('number');
    expect((await check({ experience_id: wine.id, date, time: '16:30', participants: 13 })).json()).toMatchObject({ available: false, capacity_free: 12 });
    expect((await check({ experience_id: wine.id, date, time: '08:00', participants: 1 })).json()).toEqual({ success: true, available: false, capacity_free: 0, slot_id: null });
    expect((await check({ experience_id: 999999, date, time: '16:30', participants: 1 })).statusCode).toBe(404);
    for (const bad of [
      {},
      { experience_id: wine.id, date, time: '16:30', participants: 0 },
      { experience_id: 'x', date, time: '16:30', participants: 1 },
      { experience_id: wine.id, date, time: '4pm', participants: 1 },
      { experience_id: wine.id, date, time: '16:30', participants: 1e9 },
    ]) {
      expect((await check(bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
  });
});

describe('Europe/Rome across DST changes', () => {
  it('keeps wall-clock times on the last Sundays of March and October', async () => {
    const clockAt = new Date('2026-03-20T08:00:00Z');
    const dst = await createTestApp({ clock: { now: () => clockAt }, today: clockAt });
    try {
      const res = await dst.app.inject({ url: '/api/availability?date=2026-03-29' });
      const slots = res.json().slots as Slot[];
      expect(slots[0]).toMatchObject({ date: '2026-03-29', start_time: '09:00', slot_datetime: '2026-03-29T07:00:00.000Z' }); // CEST, UTC+2
      const before = (await dst.app.inject({ url: '/api/availability?date=2026-03-28' })).json().slots as Slot[];
      expect(before[0]).toMatchObject({ start_time: '09:00', slot_datetime: '2026-03-28T08:00:00.000Z' }); // CET, UTC+1
      const n = await dst.database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM slots WHERE (starts_at AT TIME ZONE 'Europe/Rome')::date = '2026-03-29'`);
      expect(n.rows[0]!.n).toBe(6);
    } finally {
      await dst.close();
    }
    const octClock = new Date('2026-10-20T08:00:00Z');
    const autumn = await createTestApp({ clock: { now: () => octClock }, today: octClock });
    try {
      const oct = (await autumn.app.inject({ url: '/api/experiences/available?start_date=2026-10-25&end_date=2026-10-25&experience_type=truffle' })).json().slots as Slot[];
      expect(oct.map((s) => [s.start_time, s.slot_datetime])).toEqual([
        ['09:00', '2026-10-25T08:00:00.000Z'], // CET again, UTC+1
        ['11:30', '2026-10-25T10:30:00.000Z'],
        ['14:00', '2026-10-25T13:00:00.000Z'],
      ]);
      const sat = (await autumn.app.inject({ url: '/api/availability?date=2026-10-24' })).json().slots as Slot[];
      expect(sat[0]).toMatchObject({ start_time: '09:00', slot_datetime: '2026-10-24T07:00:00.000Z' }); // CEST, UTC+2
    } finally {
      await autumn.close();
    }
  });
});
