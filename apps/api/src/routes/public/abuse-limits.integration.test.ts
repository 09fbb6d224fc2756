import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DEFAULT_ABUSE_LIMITS, HOLD_MAX_LIFE_MINUTES, type AbuseLimits } from '@tenuta/booking';
import { checkoutBody } from '../../checkout-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-app.ts';

// docs/domain/abuse-limits.md. A frozen clock: every call of a test falls in one window unless it moves the clock.
const start = Date.now();
let offsetMs = 0;
const clock = { now: () => new Date(start + offsetMs) };
const advanceMinutes = (m: number) => (offsetMs += m * 60_000);
/** To the start of the next hour (plus a second): a test that moves the clock stays in one hourly window. */
const toNextHour = () => {
  const ms = clock.now().getTime();
  offsetMs += 3_600_000 - (ms % 3_600_000) + 1_000;
};

const small: AbuseLimits = {
  ...DEFAULT_ABUSE_LIMITS,
  cartsPerAddressHour: 5,
  addsPerAddressMinute: 8,
  addsPerCartMinute: 4,
  seatsPerCart: 6,
  seatsPerAddress: 10,
  couponChecksPerAddressMinute: 3,
  couponChecksPerAddressHour: 7,
  couponChecksPerCartMinute: 2,
  checkoutsPerCartHour: 2,
  checkoutsPerAddressHour: 10,
};

let limited: TestApp;
let defaults: TestApp;

beforeAll(async () => {
  [limited, defaults] = await Promise.all([createTestApp({ clock, config: { abuseLimits: small } }), createTestApp({ clock })]);
});
afterAll(async () => {
  await Promise.all([limited.close(), defaults.close()]);
});

type Payload = Record<string, unknown>;
let addressSeq = 0;
/** A client address of its own for each test (the per-address limits do not leak between tests). */
const newAddress = () => `198.51.100.${++addressSeq}`;

function client(t: () => TestApp, address: string) {
  const inject = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: Payload) => t().app.inject({ method, url, remoteAddress: address, ...(payload ? { payload } : {}) });
  const newCart = async () => {
    const res = await inject('POST', '/api/cart/init', {});
    expect(res.statusCode, res.body).toBe(200);
    return res.json().cart_id as string;
  };
  const add = (cart: string, slot: number, adults = 1) =>
    inject('POST', '/api/cart/items', { cart_id: cart, slot_id: slot, adults_count: adults, children_count: 0, chosen_category: 'NONE', vip_upgrade: false, language: 'IT' });
  return { inject, newCart, add };
}

async function slotId(t: TestApp, days: number, time: string): Promise<number> {
  const r = await t.database.db.execute<{ id: number }>(sql`
    SELECT id FROM slots WHERE starts_at = ((now() AT TIME ZONE 'Europe/Rome')::date + ${days}::int + ${time}::time) AT TIME ZONE 'Europe/Rome'`);
  return Number(r.rows[0]!.id);
}

const expect429 = (res: { statusCode: number; body: string; headers: Record<string, unknown>; json: () => Payload }, limit: string) => {
  expect(res.statusCode, res.body).toBe(429);
  expect(res.json()).toMatchObject({ success: false, code: 'rate_limited', limit });
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(res.json().retry_after).toBe(retryAfter);
  return retryAfter;
};

describe('guests behind one hotel Wi-Fi', () => {
  it('30 guests on one address, within ten minutes, each hold, try a code, apply it and book with the default limits', async () => {
    const c = client(() => defaults, '203.0.113.50');
    const times = ['10:00', '15:00', '16:30'];
    for (let guest = 0; guest < 30; guest++) {
      const cart = await c.newCart();
      for (const k of [0, 1]) {
        const slot = await slotId(defaults, 2 + ((guest * 2 + k) % 25), times[(guest + k) % 3]!);
        const res = await c.add(cart, slot, 2);
        expect(res.statusCode, `guest ${guest}: ${res.body}`).toBe(201);
      }
      expect((await c.inject('GET', '/api/coupon/validate?code=BENVENUTO15')).statusCode).toBe(200);
      expect((await c.inject('POST', `/api/cart/${cart}/apply-coupon`, { coupon_code: 'BENVENUTO15' })).statusCode).toBe(200);
      const booked = await c.inject('POST', `/api/cart/${cart}/checkout-session`, checkoutBody({ email: `guest${guest}@example.com` }));
      expect(booked.statusCode, `guest ${guest}: ${booked.body}`).toBe(200);
      expect(booked.json().status).toBe('completed');
      offsetMs += 20_000;
    }
  });
});

describe('adds', () => {
  it('per cart per minute: the fifth add in a minute is 429 with Retry-After to the next minute; the next minute adds again', async () => {
    const c = client(() => limited, newAddress());
    const cart = await c.newCart();
    for (let i = 0; i < 4; i++) expect((await c.add(cart, await slotId(limited, 30 + i, '10:00'))).statusCode).toBe(201);
    const refused = await c.add(cart, await slotId(limited, 35, '10:00'));
    expect(expect429(refused, 'adds_per_cart_minute')).toBeLessThanOrEqual(60);
    expect(refused.json().error).toBe('Too many requests, please try again later');
    advanceMinutes(1);
    expect((await c.add(cart, await slotId(limited, 35, '10:00'))).statusCode).toBe(201);
  });

  it('per address per minute, refused adds counted too: a script cannot keep trying', async () => {
    const c = client(() => limited, newAddress());
    const carts = [await c.newCart(), await c.newCart(), await c.newCart()];
    const codes: number[] = [];
    for (let i = 0; i < 10; i++) codes.push((await c.add(carts[i % 3]!, 999_999)).statusCode);
    expect(codes).toEqual([404, 404, 404, 404, 404, 404, 404, 404, 429, 429]);
    // Another address is not affected.
    const other = client(() => limited, newAddress());
    expect((await other.add(await other.newCart(), await slotId(limited, 36, '10:00'))).statusCode).toBe(201);
    advanceMinutes(1);
  });

  it('seats held per cart and per address; PATCH cannot go round them; the wait is until the first hold ends', async () => {
    const c = client(() => limited, newAddress());
    const [a, b] = [await c.newCart(), await c.newCart()];
    expect((await c.add(a, await slotId(limited, 40, '10:00'), 4)).statusCode).toBe(201);
    const overCart = await c.add(a, await slotId(limited, 40, '15:00'), 3);
    const wait = expect429(overCart, 'seats_per_cart');
    expect(wait).toBeGreaterThan(19 * 60);
    expect(wait).toBeLessThanOrEqual(20 * 60);
    expect(overCart.json().error).toMatch(/at most 6 seats/);
    expect((await c.add(a, await slotId(limited, 40, '15:00'), 2)).statusCode).toBe(201);
    // 6 held by cart a: cart b may take 4 more from this address, not 5.
    expect429(await c.add(b, await slotId(limited, 41, '10:00'), 5), 'seats_per_address');
    const ok = await c.add(b, await slotId(limited, 41, '10:00'), 2);
    expect(ok.statusCode).toBe(201);
    const patch = await c.inject('PATCH', `/api/cart/items/${ok.json().item_id}`, { adults_count: 5 });
    expect429(patch, 'seats_per_address');
    expect((await c.inject('PATCH', `/api/cart/items/${ok.json().item_id}`, { adults_count: 4 })).statusCode).toBe(200);
    // Fewer seats are always allowed.
    expect((await c.inject('PATCH', `/api/cart/items/${ok.json().item_id}`, { adults_count: 1 })).statusCode).toBe(200);
    advanceMinutes(1);
  });

  it('concurrent adds from one address (one group) never pass the seat limit together', async () => {
    const c = client(() => limited, newAddress());
    const carts = await Promise.all(Array.from({ length: 4 }, () => c.newCart()));
    const slots = await Promise.all([42, 43, 44, 45, 46, 47, 48, 49].map((d) => slotId(limited, d, '10:00')));
    // 8 adds of 2 seats at once (the per-minute limit is 8): the address may hold 10 seats.
    const answers = await Promise.all(slots.map((slot, i) => c.add(carts[i % 4]!, slot, 2)));
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(5);
    expect(answers.filter((r) => r.statusCode === 429).map((r) => r.json().limit)).toEqual(['seats_per_address', 'seats_per_address', 'seats_per_address']);
    advanceMinutes(1);
  });
});

describe('carts and coupon codes', () => {
  it('new carts per address per hour; a known cart is still returned', async () => {
    toNextHour();
    const c = client(() => limited, newAddress());
    const carts = [];
    for (let i = 0; i < 5; i++) carts.push(await c.newCart());
    const refused = await c.inject('POST', '/api/cart/init', {});
    expect(expect429(refused, 'carts_per_address_hour')).toBeLessThanOrEqual(3600);
    expect((await c.inject('POST', '/api/cart/init', { cart_id: carts[0] })).json().cart_id).toBe(carts[0]);
  });

  it('codes tried per address per minute and per hour, per cart per minute: validate, apply and init all count', async () => {
    toNextHour();
    const c = client(() => limited, newAddress());
    const cart = await c.newCart();
    expect((await c.inject('GET', '/api/coupon/validate?code=NOPE1')).statusCode).toBe(404);
    expect((await c.inject('POST', `/api/cart/${cart}/apply-coupon`, { coupon_code: 'NOPE2' })).statusCode).toBe(400);
    expect((await c.inject('POST', `/api/cart/${cart}/apply-coupon`, { coupon_code: 'TARTUFO10' })).statusCode).toBe(200);
    expect429(await c.inject('GET', '/api/coupon/validate?code=TARTUFO10'), 'coupon_checks_per_address_minute');
    // A code sent with init is not tried over the limit; the cart comes back all the same.
    const init = await c.inject('POST', '/api/cart/init', { cart_id: cart, coupon_code: 'LANGHE20' });
    expect(init.statusCode).toBe(200);
    expect(init.json()).toMatchObject({ cart_id: cart, coupon_code: 'TARTUFO10', coupon_error: 'Troppi codici sconto provati: riprova tra qualche minuto' });
    advanceMinutes(1);
    // A new minute, but this address has tried 5 codes this hour (refused tries count too): 2 more.
    expect((await c.inject('GET', '/api/coupon/validate?code=LANGHE20')).statusCode).toBe(200);
    expect((await c.inject('GET', '/api/coupon/validate?code=LANGHE20')).statusCode).toBe(200);
    expect429(await c.inject('GET', '/api/coupon/validate?code=LANGHE20'), 'coupon_checks_per_address_hour');
    // Per cart: another address, the same cart.
    const other = client(() => limited, newAddress());
    expect((await other.inject('POST', `/api/cart/${cart}/apply-coupon`, { coupon_code: 'LANGHE20' })).statusCode).toBe(200);
    expect((await other.inject('POST', `/api/cart/${cart}/apply-coupon`, { coupon_code: 'TARTUFO10' })).statusCode).toBe(200);
    expect429(await other.inject('POST', `/api/cart/${cart}/apply-coupon`, { coupon_code: 'LANGHE20' }), 'coupon_checks_per_cart_minute');
    advanceMinutes(60);
  });
});

describe('checkout re-opening', () => {
  it('re-opens per cart per hour are limited, and re-opening never keeps a hold past its life cap', async () => {
    toNextHour();
    const c = client(() => limited, newAddress());
    const cart = await c.newCart();
    const madeAt = clock.now();
    expect((await c.add(cart, await slotId(limited, 50, '09:00'), 2)).statusCode).toBe(201);
    const expiry = async () =>
      (await limited.database.db.execute<{ e: Date }>(sql`SELECT hold_expires_at AS e FROM cart_items WHERE cart_id = ${cart}::uuid`)).rows.map((r) => new Date(r.e).getTime());

    advanceMinutes(19);
    const first = await c.inject('POST', `/api/cart/${cart}/checkout-session`, checkoutBody({ email: 'first@example.com' }));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().status).toBe('open');
    expect(await expiry()).toEqual([madeAt.getTime() + 50 * 60_000]); // the payment session's 31 minutes

    advanceMinutes(26);
    // Another e-mail: the first session is ended and a new one opened, 31 minutes from now; the hold stops at its cap.
    const second = await c.inject('POST', `/api/cart/${cart}/checkout-session`, checkoutBody({ email: 'second@example.com' }));
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().checkout_session_id).not.toBe(first.json().checkout_session_id);
    expect(await expiry()).toEqual([madeAt.getTime() + HOLD_MAX_LIFE_MINUTES * 60_000]);

    expect429(await c.inject('POST', `/api/cart/${cart}/checkout-session`, checkoutBody({ email: 'third@example.com' })), 'checkouts_per_cart_hour');
    expect429(await c.inject('POST', `/api/cart/${cart}/checkout`, checkoutBody({ email: 'third@example.com' })), 'checkouts_per_cart_hour');
    advanceMinutes(60);
  });
});
