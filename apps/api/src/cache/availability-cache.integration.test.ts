import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { availableSlotsResponse, type Slot } from '@tenuta/contracts';
import { listenOnChannel, type ChannelListener } from '@tenuta/db';
import { createTestApp, type TestApp } from '../test-app.ts';
import type { EncodedBody } from './encoded-body.ts';
import { MicroCache } from './micro-cache.ts';

let t: TestApp;
let listener: ChannelListener;
let nowMs = Date.now();
const clock = { now: () => new Date(nowMs) };
const cache = new MicroCache<EncodedBody>(5_000);
const URL_WINE = '/api/experiences/available?experience_type=wine';

beforeAll(async () => {
  t = await createTestApp({ clock, availabilityCache: cache });
  listener = await listenOnChannel({ databaseUrl: t.database.url, channel: 'seats_changed', onNotify: () => cache.clear(), onReset: () => cache.clear() });
});
afterAll(async () => {
  await listener.stop();
  await t.close();
});

const wineSlots = async (): Promise<Slot[]> => {
  const res = await t.app.inject({ url: URL_WINE });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toContain('application/json');
  return availableSlotsResponse.parse(res.json()).slots;
};
const freeOn = (slots: Slot[], id: number) => slots.find((s) => s.id === id)?.capacity_free;

describe('cached availability', () => {
  it('serves the same valid answer from the cache on a repeated read', async () => {
    const first = await wineSlots();
    const hits = cache.hits;
    expect(await wineSlots()).toEqual(first);
    expect(cache.hits).toBe(hits + 1);
  });

  it('a hold added through the API shows at once (read-your-writes)', async () => {
    const slot = (await wineSlots()).find((s) => s.category === 'WINE')!;
    const cart = (await t.app.inject({ method: 'POST', url: '/api/cart/init', payload: {} })).json().cart_id;
    const add = await t.app.inject({
      method: 'POST',
      url: '/api/cart/items',
      payload: { cart_id: cart, slot_id: slot.id, adults_count: 2, children_count: 0, chosen_category: 'WINE', vip_upgrade: false },
    });
    expect(add.statusCode, add.body).toBe(201);
    expect(freeOn(await wineSlots(), slot.id)).toBe(slot.capacity_free - 2);
  });

  it('a booking written by another process drops the cache through seats_changed', async () => {
    const slot = (await wineSlots()).find((s) => s.category === 'WINE' && s.capacity_free >= 3)!;
    await t.database.db.execute(sql`
      INSERT INTO bookings (booking_number, slot_id, category, adults, language, status, unit_price_cents, subtotal_cents, total_cents)
      VALUES ('BK-CACHE2345', ${slot.id}, 'WINE', 3, 'IT', 'confirmed', 3000, 9000, 9000)`);
    await expect.poll(async () => freeOn(await wineSlots(), slot.id), { timeout: 3000, interval: 50 }).toBe(slot.capacity_free - 3);
  });

  it('an entry expires after 5 s on the app clock (holds also expire by time alone)', async () => {
    await wineSlots();
    const misses = cache.misses;
    nowMs += 5_000;
    await wineSlots();
    expect(cache.misses).toBe(misses + 1);
  });

  it('sends brotli to clients that accept it, the same JSON', async () => {
    const plain = await t.app.inject({ url: URL_WINE });
    const br = await t.app.inject({ url: URL_WINE, headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
  });

  it('errors are answered, never cached', async () => {
    const bad = await t.app.inject({ url: '/api/experiences/available?start_date=2026-13-45' });
    expect(bad.statusCode).toBe(400);
    expect(cache.size).toBeLessThanOrEqual(1);
  });
});
