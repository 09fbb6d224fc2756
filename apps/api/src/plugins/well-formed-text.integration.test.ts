import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { checkoutBody, checkoutHelpers } from '../checkout-fixtures.ts';
import { staffSession } from '../staff-test-fixtures.ts';
import { createTestApp, type TestApp } from '../test-app.ts';

// Found by the fuzz test (apps/api/src/fuzz.integration.test.ts): text PostgreSQL cannot store
// reached a column and the statement failed (500). Bad input is a 400, never a 500.
let t: TestApp;
const h = checkoutHelpers(() => t);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('text PostgreSQL cannot store', () => {
  it('a staff slot cancellation whose reason holds \\u0000 stores it as plain text, as every free text', async () => {
    const owner = await staffSession(t.database.db, 'owner');
    const slot = await h.slotId(9, '16:30');
    const res = await t.app.inject({ method: 'POST', url: `/api/staff/slots/${slot}/cancel`, headers: owner.headers, payload: { reason: 'Malt\u0000empo  ' } });
    expect(res.statusCode, res.body).toBe(200);
    const [after] = await h.rows<{ is_active: boolean; cancel_reason: string }>(sql`SELECT is_active, cancel_reason FROM slots WHERE id = ${slot}`);
    expect(after).toEqual({ is_active: false, cancel_reason: 'Maltempo' });
  });

  it('a NUL character a route stores as it came (billing data, jsonb) is a 400, and nothing is written', async () => {
    const cart = await h.cartWith([{ slot: await h.slotId(3, '10:00'), adults: 2 }]);
    const res = await h.startCheckout(cart, checkoutBody({}, { city: 'Al\u0000ba' }));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'validation_error', detail: expect.stringContaining('NUL') });
    expect(await h.rows(sql`SELECT id FROM checkout_sessions WHERE cart_id = ${cart}::uuid`)).toEqual([]);
  });

  it('a lone surrogate anywhere (body, nested field, query, path) is a 400 before any route runs', async () => {
    const cart = await h.cartWith([{ slot: await h.slotId(3, '15:00'), adults: 1 }]);
    // JSON.stringify writes the lone half as the escape \ud800, as a client would send it.
    const res = await h.startCheckout(cart, checkoutBody({}, { city: '\ud800' }));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().detail).toMatch(/well-formed Unicode/);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/cart/init', payload: JSON.stringify({ coupon_code: 'A\ud800' }), headers: { 'content-type': 'application/json' } }))
        .statusCode,
    ).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/coupon/validate?code=%ED%A0%80' })).statusCode).toBe(404); // invalid UTF-8 bytes are decoded to U+FFFD, a real character
    // Well-formed text, emoji and accents included, is untouched.
    expect((await t.app.inject({ method: 'GET', url: `/api/coupon/validate?code=${encodeURIComponent('Caffè☕💥')}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/coupon/validate?code=TARTUFO10' })).statusCode).toBe(200);
  });
});
