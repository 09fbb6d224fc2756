import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test-app.ts';

// The bounded add-to-cart queue (docs/decisions/0026): ADD_QUEUE_LIMIT adds wait, one more is 503 busy.
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ config: { ADD_QUEUE_LIMIT: 2 } });
});
afterAll(async () => {
  await t.close();
});

async function slotId(days: number, time: string): Promise<number> {
  const r = await t.database.db.execute<{ id: number }>(sql`
    SELECT id FROM slots WHERE starts_at = ((now() AT TIME ZONE 'Europe/Rome')::date + ${days}::int + ${time}::time) AT TIME ZONE 'Europe/Rome'`);
  return Number(r.rows[0]!.id);
}
const newCart = async () => (await t.app.inject({ method: 'POST', url: '/api/cart/init', payload: {} })).json().cart_id as string;
const add = (cart: string, slot: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/cart/items',
    payload: { cart_id: cart, slot_id: slot, adults_count: 1, children_count: 0, chosen_category: 'WINE', vip_upgrade: false },
  });

describe('POST /api/cart/items with a full queue', () => {
  it('answers 503 busy with Retry-After at once; the waiting adds are answered 201 when the slot is free', async () => {
    const locked = await slotId(5, '10:00');
    const other = await slotId(5, '15:00');
    const carts = await Promise.all([newCart(), newCart(), newCart()]);
    // A transaction of the test holds the slot (as a checkout or a staff change would, for a moment).
    const blocker = await t.database.db.$client.connect();
    await blocker.query('BEGIN');
    await blocker.query('SELECT id FROM slots WHERE id = $1 FOR UPDATE', [locked]);
    let waiting: ReturnType<typeof add>[] = [];
    try {
      waiting = [add(carts[0]!, locked), add(carts[1]!, locked)];
      await new Promise((r) => setTimeout(r, 200));
      const full = await add(carts[2]!, other);
      expect(full.statusCode, full.body).toBe(503);
      expect(full.headers['retry-after']).toBe('1');
      expect(full.json()).toMatchObject({ success: false, code: 'busy' });
    } finally {
      await blocker.query('ROLLBACK');
      blocker.release();
    }
    expect((await Promise.all(waiting)).map((r) => r.statusCode)).toEqual([201, 201]);
    expect((await add(carts[2]!, other)).statusCode).toBe(201);
  });
});
