import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { octoReseller, type TestOctoKey } from '../../octo-key-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-app.ts';
import { octoHelpers } from './octo-fixtures.ts';

const TOUR = 'visita-cantina-storica';
let t: TestApp;
let key: TestOctoKey;
let tourId: number;
let departure: { id: number; day: string };
const { call, booked } = octoHelpers(() => t);

beforeAll(async () => {
  t = await createTestApp();
  key = await octoReseller(t.database.db);
  const rows = await t.database.db.execute<{ id: number; experience_id: number; day: string }>(sql`
    SELECT s.id, s.experience_id, to_char(s.starts_at AT TIME ZONE 'Europe/Rome', 'YYYY-MM-DD') AS day
      FROM slots s JOIN experiences e ON e.id = s.experience_id
     WHERE e.slug = ${TOUR} AND s.starts_at > now() + interval '2 days' ORDER BY s.starts_at LIMIT 1`);
  tourId = Number(rows.rows[0]!.experience_id);
  departure = { id: Number(rows.rows[0]!.id), day: rows.rows[0]!.day };
});
afterAll(async () => {
  await t.close();
});

describe('an experience sold only through partners (the historic cellar tour)', () => {
  it('is not on the public site: not listed, no page, no slots offered to guests', async () => {
    const list = (await t.app.inject({ url: '/api/experiences' })).json().data as { slug: string }[];
    expect(list.map((e) => e.slug)).not.toContain(TOUR);
    expect((await t.app.inject({ url: `/api/experiences/${tourId}` })).statusCode).toBe(404);
    const slots = (await t.app.inject({ url: `/api/experiences/available?experience_type=wine&start_date=${departure.day}&end_date=${departure.day}` })).json().slots as {
      id: number;
    }[];
    expect(slots.length).toBeGreaterThan(0);
    expect(slots.map((s) => s.id)).not.toContain(departure.id);
    expect((await t.app.inject({ url: `/api/experiences/${tourId}/availability?date=${departure.day}` })).statusCode).toBe(404);
  });

  it('a guest cannot hold or book one of its seats, through the cart or directly (the slot does not exist for guests)', async () => {
    const cart = (await t.app.inject({ method: 'POST', url: '/api/cart/init', payload: {} })).json().cart_id;
    const add = await t.app.inject({
      method: 'POST',
      url: '/api/cart/items',
      payload: { cart_id: cart, slot_id: departure.id, adults_count: 2, children_count: 0, chosen_category: 'WINE', vip_upgrade: false },
    });
    expect(add.statusCode).toBe(404);
    const direct = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: {
        slot_id: departure.id,
        adults: 2,
        children: 0,
        vip: false,
        customer: { first_name: 'Anna', last_name: 'Bianchi', email: 'anna@example.com', phone: '+39 333 1234567' },
      },
    });
    expect(direct.statusCode, direct.body).toBe(404);
  });

  it('is the first product of the OCTO catalogue and bookable by a reseller', async () => {
    const products = (await call(key, 'GET', '/products')).json() as { id: string }[];
    expect(products[0]!.id).toBe(TOUR);
    const booking = await booked(key, TOUR, departure.id);
    expect(booking.status).toBe('CONFIRMED');
    const after = (await call(key, 'POST', '/availability', { productId: TOUR, optionId: 'DEFAULT', availabilityIds: [String(departure.id)] })).json();
    expect(after[0].vacancies).toBe(238);
  });
});
