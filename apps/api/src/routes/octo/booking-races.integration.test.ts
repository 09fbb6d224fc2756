import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { checkoutHelpers, movableClock } from '../../checkout-fixtures.ts';
import { octoReseller, type TestOctoKey } from '../../octo-key-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-app.ts';
import { HUNT, octoHelpers, TRADITION } from './octo-fixtures.ts';

/**
 * One booking engine under concurrency (docs/domain/octo.md, One booking engine): OCTO
 * reservations and the site's adds to the cart meet on the same slot locks and never oversell;
 * concurrent confirmations of one reseller cannot both pass its credit limit.
 */
let t: TestApp;
const clock = movableClock();
const o = octoHelpers(() => t);
const h = checkoutHelpers(() => t);
let key: TestOctoKey;

beforeAll(async () => {
  t = await createTestApp({ clock });
  key = await octoReseller(t.database.db, { creditLimitCents: 1_000_000 });
});
afterAll(async () => {
  await t.close();
});

const taken = async (slotId: number) =>
  Number(
    (
      await h.rows<{ n: string }>(sql`SELECT
        (SELECT coalesce(sum(adults + children), 0) FROM bookings WHERE slot_id = ${slotId} AND status NOT IN ('cancelled', 'refunded')) +
        (SELECT coalesce(sum(adults + children), 0) FROM cart_items WHERE slot_id = ${slotId} AND hold_expires_at > now()) AS n`)
    )[0]!.n,
  );

describe('OCTO and the site on the same slot', () => {
  it('concurrent OCTO reservations and web adds on one tasting never pass its seats', async () => {
    const slot = await h.slotId(40, '10:00'); // 16 seats
    const carts = await Promise.all(Array.from({ length: 12 }, async () => (await h.inject('POST', '/api/cart/init', {})).json().cart_id as string));
    const web = carts.map((cart_id) =>
      h.inject('POST', '/api/cart/items', { cart_id, slot_id: slot, adults_count: 2, children_count: 0, chosen_category: 'NONE', vip_upgrade: false, language: 'IT' }),
    );
    const api = Array.from({ length: 12 }, () => o.reserve(key, TRADITION, slot, { unitItems: o.units(2) }));
    const answers = await Promise.all([...web, ...api]);
    const webOk = answers.slice(0, 12).filter((r) => r.statusCode === 201).length;
    const apiOk = answers.slice(12).filter((r) => r.statusCode === 200).length;
    const why = JSON.stringify(answers.map((r) => [r.statusCode, r.json().error ?? r.json().code ?? null]));
    expect(webOk + apiOk, why).toBe(8); // 16 seats, 2 each: exactly 8 fit
    expect(await taken(slot)).toBe(16);
    for (const r of answers.slice(12).filter((x) => x.statusCode !== 200)) expect(r.json().error, why).toMatch(/UNPROCESSABLE_ENTITY|INTERNAL_SERVER_ERROR/);
  });

  it('concurrent confirmations and checkouts into a slot cannot oversell a hunt a reservation was made on', async () => {
    const slot = await h.slotId(41, '09:00'); // 8 seats
    const reservations = await Promise.all(Array.from({ length: 3 }, () => o.reserve(key, HUNT, slot, { unitItems: o.units(2) })));
    expect(reservations.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const more = await Promise.all([
      o.reserve(key, HUNT, slot, { unitItems: o.units(3) }),
      h.inject('POST', '/api/cart/items', {
        cart_id: (await h.inject('POST', '/api/cart/init', {})).json().cart_id,
        slot_id: slot,
        adults_count: 2,
        children_count: 0,
        chosen_category: 'TRUFFLE',
        vip_upgrade: false,
        language: 'IT',
      }),
      ...reservations.map((r) => o.confirm(key, r.json().uuid)),
    ]);
    expect(await taken(slot)).toBeLessThanOrEqual(8);
    expect(more.slice(2).every((r) => r.statusCode === 200 && r.json().status === 'CONFIRMED')).toBe(true);
    expect([more[0]!.statusCode === 200, more[1]!.statusCode === 201].filter(Boolean)).toHaveLength(1);
  });
});

describe('the credit limit', () => {
  it('concurrent confirmations of one reseller pass its limit for at most what fits; the others book nothing', async () => {
    const tight = await octoReseller(t.database.db, { netDiscountBps: 1500, creditLimitCents: 2 * 14450 });
    const slots = await Promise.all([h.slotId(42, '09:00'), h.slotId(42, '14:00'), h.slotId(43, '09:00'), h.slotId(43, '14:00')]);
    const held = await Promise.all(slots.map((s) => o.reserve(tight, HUNT, s, { unitItems: o.units(2) })));
    const confirmed = await Promise.all(held.map((r) => o.confirm(tight, r.json().uuid)));
    const ok = confirmed.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(2);
    for (const r of confirmed.filter((x) => x.statusCode !== 200)) expect(r.json()).toMatchObject({ error: 'UNPROCESSABLE_ENTITY', credit: { limit_cents: 28900 } });
    const rows = await h.rows<{ n: number; net: number }>(sql`SELECT count(*)::int AS n, sum(partner_net_cents)::int AS net FROM bookings WHERE partner_id = ${tight.partnerId}`);
    expect(rows[0]).toEqual({ n: 2, net: 28900 });
  });
});
