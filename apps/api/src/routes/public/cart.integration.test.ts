import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Slot } from '@tenuta/contracts';
import { createTestApp, type TestApp } from '../../test-app.ts';

let t: TestApp;
const romeToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());
const plusDays = (d: string, n: number) => new Date(Date.parse(`${d}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Payload = Record<string, unknown>;
const post = (url: string, payload?: Payload) => t.app.inject({ method: 'POST', url, ...(payload ? { payload } : {}) });
const patch = (url: string, payload: Payload) => t.app.inject({ method: 'PATCH', url, payload });
const del = (url: string) => t.app.inject({ method: 'DELETE', url });
const get = (url: string) => t.app.inject({ url });

async function slot(daysAhead: number, time: string): Promise<Slot> {
  const day = plusDays(romeToday(), daysAhead);
  const slots = (await get(`/api/availability?date=${day}`)).json().slots as Slot[];
  return slots.find((s) => s.start_time === time)!;
}
const newCart = async (body: Payload = {}) => (await post('/api/cart/init', body)).json().cart_id as string;
const addBody = (cart_id: string, slot_id: number, over: Payload = {}): Payload => ({
  cart_id,
  slot_id,
  adults_count: 2,
  children_count: 0,
  chosen_category: 'NONE',
  vip_upgrade: false,
  language: 'IT',
  ...over,
});

describe('POST /api/cart/init and GET /api/cart/{id}', () => {
  it('creates an empty cart, with or without a body', async () => {
    for (const res of [await post('/api/cart/init', {}), await t.app.inject({ method: 'POST', url: '/api/cart/init' })]) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        success: true,
        coupon_code: null,
        coupon: null,
        items: [],
        totals: { subtotal: 0, discount_total: 0, grand_total: 0, pay_now: 0, pay_later: 0 },
        item_count: 0,
        expired_items: 0,
        // The configured hold length, for the page's countdown (test app: HOLD_MINUTES 20).
        hold_minutes: 20,
      });
      expect(res.json().cart_id).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('returns a known cart, replaces an unknown one, applies a coupon, reports a bad one', async () => {
    const id = await newCart();
    expect((await post('/api/cart/init', { cart_id: id, user_id: 7 })).json().cart_id).toBe(id);
    expect((await post('/api/cart/init', { cart_id: UNKNOWN })).json().cart_id).not.toBe(UNKNOWN);
    const withCoupon = await post('/api/cart/init', { cart_id: id, coupon_code: 'tartufo10' });
    expect(withCoupon.json()).toMatchObject({ cart_id: id, coupon_code: 'TARTUFO10', coupon: { discount_type: 'percentage', discount_value: 10 } });
    expect(withCoupon.json()).not.toHaveProperty('coupon_error');
    const bad = await post('/api/cart/init', { cart_id: id, coupon_code: 'NONESISTE' });
    expect(bad.statusCode).toBe(200);
    expect(bad.json()).toMatchObject({ cart_id: id, coupon_code: 'TARTUFO10', coupon_error: 'Codice sconto non registrato nel sistema' });
  });

  it('GET answers the cart, or 404 for unknown and malformed ids', async () => {
    const id = await newCart();
    expect((await get(`/api/cart/${id}`)).json()).toMatchObject({ success: true, cart_id: id });
    for (const bad of [UNKNOWN, 'abc', '1', "1'; DROP TABLE carts;--"]) {
      const res = await get(`/api/cart/${encodeURIComponent(bad)}`);
      expect(res.statusCode, bad).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 'not_found' });
    }
  });
});

describe('POST /api/cart/items', () => {
  it('adds a truffle hold with the documented payload: 201, item_id, data.item_id, priced cart', async () => {
    const cart = await newCart({ coupon_code: 'TARTUFO10' });
    const s = await slot(2, '09:00');
    const res = await post(
      '/api/cart/items',
      addBody(cart, s.id, { chosen_category: 'TRUFFLE', children_count: 1, language: 'en', applied_coupon_code: 'TARTUFO10', item_discount_amount: 999 }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.data.item_id).toBe(body.item_id);
    expect(body.cart.hold_minutes).toBe(20);
    expect(body.cart.items[0]).toMatchObject({
      item_id: body.item_id,
      slot_id: s.id,
      category: 'TRUFFLE',
      date: s.date,
      start_time: '09:00',
      slot_datetime: s.slot_datetime,
      language: 'EN',
      adults_count: 2,
      children_count: 1,
      participants: 3,
      vip_upgrade: false,
      unit_price: 85,
      vip_supplement: 0,
      subtotal: 170,
      discount_amount: 17,
      total: 153,
      requires_payment: true,
    });
    expect(body.cart.totals).toEqual({ subtotal: 170, discount_total: 17, grand_total: 153, pay_now: 153, pay_later: 0 });

    const wine = await post('/api/cart/items', addBody(cart, (await slot(2, '16:30')).id, { adults_count: 3, vip_upgrade: true, language: 'IT' }));
    expect(wine.statusCode).toBe(201);
    expect(wine.json().cart.totals).toEqual({ subtotal: 345, discount_total: 17, grand_total: 328, pay_now: 153, pay_later: 175 });

    const stats = await get(`/api/cart/${cart}/stats`);
    expect(stats.json()).toMatchObject({
      success: true,
      item_count: 6,
      items_count: 2,
      has_truffle: true,
      has_wine: true,
      requires_payment: true,
      totals: { pay_now: 153, pay_later: 175 },
    });
    expect(typeof stats.json().earliest_hold_expires_at).toBe('string');
  });

  it('the same slot twice → 409 duplicate_item; CHOICE conflict → 400 choice_conflict naming CHOICE', async () => {
    const cart = await newCart();
    const s = await slot(3, '10:00');
    expect((await post('/api/cart/items', addBody(cart, s.id))).statusCode).toBe(201);
    const dup = await post('/api/cart/items', addBody(cart, s.id));
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ success: false, code: 'duplicate_item' });

    const choice = await slot(3, '11:30');
    expect((await post('/api/cart/items', addBody(await newCart(), choice.id, { chosen_category: 'TRUFFLE' }))).statusCode).toBe(201);
    const conflict = await post('/api/cart/items', addBody(await newCart(), choice.id, { chosen_category: 'WINE' }));
    expect(conflict.statusCode).toBe(400);
    expect(conflict.json().code).toBe('choice_conflict');
    expect(conflict.json().detail).toContain('CHOICE');
  });

  it('limits and seats: 400 with a clear detail', async () => {
    const cart = await newCart();
    const truffle = await slot(4, '14:00');
    const oneAdult = await post('/api/cart/items', addBody(cart, truffle.id, { adults_count: 1, language: 'EN' }));
    expect(oneAdult.statusCode).toBe(400);
    expect(oneAdult.json()).toMatchObject({ code: 'validation_error', detail: expect.stringContaining('2 adults') });
    expect((await post('/api/cart/items', addBody(cart, truffle.id, { adults_count: 9, language: 'EN' }))).json().code).toBe('validation_error');
    expect((await post('/api/cart/items', addBody(cart, truffle.id, { adults_count: 6, language: 'EN' }))).statusCode).toBe(201);
    const full = await post('/api/cart/items', addBody(await newCart(), truffle.id, { adults_count: 3, language: 'EN' }));
    expect(full.statusCode).toBe(400);
    expect(full.json()).toMatchObject({ code: 'capacity_exceeded', detail: expect.stringContaining('Only 2 seats left') });
    expect((await post('/api/cart/items', addBody(cart, (await slot(4, '10:00')).id, { language: 'FR' }))).json().code).toBe('validation_error');
  });

  it('bad input is a 400/404 JSON, never a 500', async () => {
    const cart = await newCart();
    const s = await slot(5, '10:00');
    const cases: [Payload, number][] = [
      [{ ...addBody(cart, s.id), adults_count: -1 }, 400],
      [{ ...addBody(cart, s.id), adults_count: 'two' }, 400],
      [{ ...addBody(cart, s.id), adults_count: 1.5 }, 400],
      [{ ...addBody(cart, s.id), adults_count: 1e12 }, 400],
      [{ ...addBody(cart, s.id), children_count: 11 }, 400],
      [{ ...addBody(cart, s.id), slot_id: 'x' }, 400],
      [{ ...addBody(cart, s.id), slot_id: -4 }, 400],
      [{ ...addBody(cart, s.id), slot_id: 1e300 }, 400],
      [{ ...addBody(cart, s.id), chosen_category: 'BEER' }, 400],
      [{ ...addBody(cart, s.id), vip_upgrade: 'maybe' }, 400],
      [{ ...addBody(cart, s.id), language: 'Italiano' }, 400],
      [{ slot_id: s.id, adults_count: 2 }, 400],
      [{ ...addBody(cart, s.id), cart_id: 'not-a-uuid' }, 404],
      [{ ...addBody(cart, s.id), cart_id: UNKNOWN }, 404],
      [{ ...addBody(cart, 2_000_000_000) }, 404],
    ];
    for (const [payload, status] of cases) {
      const res = await post('/api/cart/items', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json().success).toBe(false);
    }
    const malformed = await t.app.inject({ method: 'POST', url: '/api/cart/items', headers: { 'content-type': 'application/json' }, payload: '{"cart_id": ' });
    expect(malformed.statusCode).toBe(400);
    const nothing = await t.app.inject({ method: 'POST', url: '/api/cart/items' });
    expect(nothing.statusCode).toBe(400);
    const n = await t.database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM cart_items WHERE cart_id = ${cart}::uuid`);
    expect(n.rows[0]!.n).toBe(0);
  });

  it('50 concurrent requests (distinct carts) for the last 4 seats sell exactly 4', async () => {
    const s = await slot(6, '15:00'); // WINE 16 seats
    expect((await post('/api/cart/items', addBody(await newCart(), s.id, { adults_count: 10, children_count: 2 }))).statusCode).toBe(201);
    const carts = await Promise.all(Array.from({ length: 50 }, () => newCart()));
    const responses = await Promise.all(carts.map((c) => post('/api/cart/items', addBody(c, s.id, { adults_count: 1 }))));
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((x) => x === 201)).toHaveLength(4);
    expect(statuses.filter((x) => x === 400)).toHaveLength(46);
    expect(responses.filter((r) => r.statusCode === 400).every((r) => r.json().code === 'capacity_exceeded')).toBe(true);
    const held = await t.database.db.execute<{ n: number }>(sql`SELECT sum(adults + children)::int AS n FROM cart_items WHERE slot_id = ${s.id} AND hold_expires_at > now()`);
    expect(held.rows[0]!.n).toBe(16);
    expect((await slot(6, '15:00')).capacity_free).toBe(0);
  });
});

describe('changing the cart', () => {
  it('PATCH /api/cart/items/{itemId}', async () => {
    const cart = await newCart();
    const { item_id } = (await post('/api/cart/items', addBody(cart, (await slot(7, '09:00')).id))).json();
    const res = await patch(`/api/cart/items/${item_id}`, { adults_count: 4, children_count: 2, vip_upgrade: true, language: 'en' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, cart: { cart_id: cart, items: [{ adults_count: 4, children_count: 2, vip_upgrade: true, language: 'EN', subtotal: 390 }] } });
    expect((await patch(`/api/cart/items/${item_id}`, { adults_count: 7 })).json().code).toBe('validation_error');
    expect((await patch(`/api/cart/items/${item_id}`, { adults_count: -1 })).statusCode).toBe(400);
    expect((await patch(`/api/cart/items/${item_id}`, { vip_upgrade: 'si' })).statusCode).toBe(400);
    expect((await patch(`/api/cart/items/${UNKNOWN}`, { adults_count: 2 })).statusCode).toBe(404);
    expect((await patch('/api/cart/items/local-123', { adults_count: 2 })).statusCode).toBe(404);
  });

  it('DELETE an item, then clear; unknown ids are 404', async () => {
    const cart = await newCart();
    const a = (await post('/api/cart/items', addBody(cart, (await slot(8, '10:00')).id))).json().item_id;
    await post('/api/cart/items', addBody(cart, (await slot(8, '15:00')).id));
    const removed = await del(`/api/cart/items/${a}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().cart.items).toHaveLength(1);
    expect((await del(`/api/cart/items/${a}`)).statusCode).toBe(404);
    expect((await del('/api/cart/items/local-1700000000000')).statusCode).toBe(404);
    const cleared = await del(`/api/cart/${cart}/items`);
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({ success: true, cart: { items: [], item_count: 0 } });
    expect((await del(`/api/cart/${UNKNOWN}/items`)).statusCode).toBe(404);
    // A client that always sends a JSON content type on DELETE is not refused.
    const withHeader = await t.app.inject({ method: 'DELETE', url: `/api/cart/${cart}/items`, headers: { 'content-type': 'application/json' } });
    expect(withHeader.statusCode).toBe(200);
  });

  it('apply-coupon and remove coupon', async () => {
    const cart = await newCart();
    await post('/api/cart/items', addBody(cart, (await slot(9, '14:00')).id, { adults_count: 2, language: 'EN' }));
    const ok = await post(`/api/cart/${cart}/apply-coupon`, { coupon_code: 'BENVENUTO15' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      success: true,
      coupon_code: 'BENVENUTO15',
      coupon: { discount_type: 'fixed', discount_value: 15 },
      totals: { discount_total: 15, pay_now: 155 },
    });
    for (const code of ['SCADUTO', 'ESAURITO', 'NONESISTE']) {
      const res = await post(`/api/cart/${cart}/apply-coupon`, { coupon_code: code });
      expect(res.statusCode, code).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'coupon_invalid' });
      expect(res.json().error.length).toBeGreaterThan(5);
    }
    expect((await post(`/api/cart/${cart}/apply-coupon`, { coupon_code: '' })).statusCode).toBe(400);
    expect((await post(`/api/cart/${cart}/apply-coupon`, {})).statusCode).toBe(400);
    expect((await post(`/api/cart/${UNKNOWN}/apply-coupon`, { coupon_code: 'TARTUFO10' })).statusCode).toBe(404);
    const removed = await del(`/api/cart/${cart}/coupon`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ coupon_code: null, coupon: null, totals: { discount_total: 0 } });
    expect((await del(`/api/cart/${UNKNOWN}/coupon`)).statusCode).toBe(404);
  });

  it('stats of an unknown cart is 404', async () => {
    expect((await get(`/api/cart/${UNKNOWN}/stats`)).statusCode).toBe(404);
    expect((await get('/api/cart/xyz/stats')).statusCode).toBe(404);
  });
});

describe('hold expiry over HTTP', () => {
  it('an expired hold frees the seats and the next read reports expired_items', async () => {
    let now = new Date();
    const timed = await createTestApp({ clock: { now: () => now } });
    try {
      const day = plusDays(romeToday(), 3);
      const s = ((await timed.app.inject({ url: `/api/availability?date=${day}` })).json().slots as Slot[]).find((x) => x.start_time === '09:00')!;
      const cart = (await timed.app.inject({ method: 'POST', url: '/api/cart/init', payload: {} })).json().cart_id;
      const added = await timed.app.inject({ method: 'POST', url: '/api/cart/items', payload: addBody(cart, s.id, { adults_count: 8 }) });
      expect(Date.parse(added.json().cart.items[0].hold_expires_at) - now.getTime()).toBe(20 * 60_000);
      now = new Date(now.getTime() + 21 * 60_000);
      const free = (await timed.app.inject({ url: `/api/availability?date=${day}` })).json().slots.find((x: Slot) => x.id === s.id);
      expect(free.capacity_free).toBe(8);
      const read = (await timed.app.inject({ url: `/api/cart/${cart}` })).json();
      expect(read).toMatchObject({ items: [], expired_items: 1 });
      expect((await timed.app.inject({ url: `/api/cart/${cart}` })).json().expired_items).toBe(0);
    } finally {
      await timed.close();
    }
  });
});

describe('OpenAPI', () => {
  it('documents the booking routes', async () => {
    const paths = Object.keys((await get('/api/docs/json')).json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/experiences/available',
        '/api/experiences/{id}/availability',
        '/api/availability',
        '/api/availability/check',
        '/api/cart/init',
        '/api/cart/{id}',
        '/api/cart/items',
        '/api/cart/items/{itemId}',
        '/api/cart/{id}/items',
        '/api/cart/{id}/stats',
        '/api/cart/{id}/apply-coupon',
        '/api/cart/{id}/coupon',
        '/api/coupon/validate',
      ]),
    );
  });
});
