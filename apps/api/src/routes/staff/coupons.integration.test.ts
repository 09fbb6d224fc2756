import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { couponRedemptions, coupons, staffAuditLog, type StaffRole } from '@tenuta/db';
import { countCouponUses, initCart, reserveCouponUse } from '@tenuta/booking';
import { insertGuestBooking, insertSlot } from '../../jobs/outbox-test-fixtures.ts';
import { staffSession } from '../../staff-test-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-app.ts';

/**
 * Staff coupons on real PostgreSQL: validation and conflicts, uses as the booking engine counts
 * them, max_uses never below them (also while guests reserve uses), disabling refused publicly.
 */
let t: TestApp;
const nowMs = Date.now();
const clock = { now: () => new Date(nowMs) };
const as: Partial<Record<StaffRole, { id: number; email: string; headers: { authorization: string } }>> = {};

beforeAll(async () => {
  t = await createTestApp({ clock });
  for (const role of ['owner', 'manager', 'front_desk', 'accountant'] as const) as[role] = await staffSession(t.database.db, role);
});
afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'POST' | 'PATCH';
const call = (role: StaffRole, method: Method, url: string, payload?: unknown) =>
  t.app.inject({ method, url: `/api/staff${url}`, headers: as[role]!.headers, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
const auditOf = (action: string, targetId: number) =>
  t.database.db
    .select()
    .from(staffAuditLog)
    .where(and(eq(staffAuditLog.action, action), eq(staffAuditLog.targetId, String(targetId))));

async function couponNamed(code: string) {
  const [c] = await t.database.db.select().from(coupons).where(eq(coupons.code, code));
  return c!;
}

describe('staff coupons', () => {
  it('creates a coupon: code upper-cased, window in Rome days, audit row; a duplicate code is 409 code_taken', async () => {
    const res = await call('manager', 'POST', '/coupons', {
      code: ' autunno-26 ',
      discount_type: 'percentage',
      discount_value: 15,
      valid_from: '2026-11-01',
      valid_until: '2026-11-30',
      max_uses: 20,
      partner_name: ' Hotel Alba ',
    });
    expect(res.statusCode, res.body).toBe(201);
    const c = res.json().data.coupon;
    expect(c).toMatchObject({
      code: 'AUTUNNO-26',
      discount_type: 'percentage',
      discount_value: 15,
      valid_from: '2026-11-01',
      valid_until: '2026-11-30',
      max_uses: 20,
      uses: 0,
      partner_name: 'Hotel Alba',
      is_active: true,
      status: 'usable',
      code_locked: false,
    });
    expect(c.valid_until_at).toBe('2026-11-30T23:00:00.000Z');
    const [audit] = await auditOf('coupon.create', c.id);
    expect(audit).toMatchObject({ staffId: as.manager!.id, targetType: 'coupon', before: null, after: expect.objectContaining({ code: 'AUTUNNO-26', max_uses: 20 }) });

    const dup = await call('manager', 'POST', '/coupons', { code: 'Autunno-26', discount_type: 'fixed', discount_value: 500 });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ code: 'conflict', detail: 'code_taken' });
  });

  it('refuses bad input with 400, never 500', async () => {
    const bad: Record<string, unknown>[] = [
      { code: 'CIAO MONDO', discount_type: 'percentage', discount_value: 10 },
      { code: 'X'.repeat(65), discount_type: 'percentage', discount_value: 10 },
      { code: 'PCT0', discount_type: 'percentage', discount_value: 0 },
      { code: 'PCT101', discount_type: 'percentage', discount_value: 101 },
      { code: 'FIX0', discount_type: 'fixed', discount_value: 0 },
      { code: 'FIXEURO', discount_type: 'fixed', discount_value: 12.5 },
      { code: 'WIN', discount_type: 'fixed', discount_value: 100, valid_from: '2026-12-02', valid_until: '2026-12-01' },
      { code: 'WIN2', discount_type: 'fixed', discount_value: 100, valid_until: '2026-02-30' },
      { code: 'MAX0', discount_type: 'fixed', discount_value: 100, max_uses: 0 },
      { code: 'TYPE', discount_type: 'gift', discount_value: 100 },
    ];
    for (const body of bad) {
      const res = await call('manager', 'POST', '/coupons', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('validation_error');
    }
  });

  it('lists uses as the booking engine counts them: used plus unexpired reservations', async () => {
    const created = (await call('manager', 'POST', '/coupons', { code: 'CONTA3', discount_type: 'fixed', discount_value: 1000, max_uses: 5 })).json().data.coupon;
    await t.database.db.insert(couponRedemptions).values([
      { couponId: created.id, status: 'used' },
      { couponId: created.id, status: 'reserved', expiresAt: new Date(nowMs + 10 * 60_000) },
      { couponId: created.id, status: 'reserved', expiresAt: new Date(nowMs - 60_000) },
      { couponId: created.id, status: 'released' },
    ]);
    const list = (await call('accountant', 'GET', '/coupons')).json().data.coupons;
    expect(list.find((c: { code: string }) => c.code === 'CONTA3')).toMatchObject({ uses: 2, status: 'usable', code_locked: true });
    expect(list.find((c: { code: string }) => c.code === 'ESAURITO')).toMatchObject({ uses: 3, max_uses: 3, status: 'exhausted' });
    expect(list.find((c: { code: string }) => c.code === 'SCADUTO')).toMatchObject({ status: 'expired' });

    // max_uses cannot go below the 2 counted uses; 2 itself is fine.
    const below = await call('manager', 'PATCH', `/coupons/${created.id}`, { max_uses: 1 });
    expect(below.statusCode).toBe(409);
    expect(below.json()).toMatchObject({ code: 'conflict', detail: 'max_uses_below_uses; uses=2; max_uses=1' });
    expect(below.json().error).toContain('2 uses');
    const ok = await call('manager', 'PATCH', `/coupons/${created.id}`, { max_uses: 2 });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.coupon).toMatchObject({ max_uses: 2, uses: 2, status: 'exhausted' });

    // The code is frozen once used; other fields still change.
    const rename = await call('manager', 'PATCH', `/coupons/${created.id}`, { code: 'CONTA4' });
    expect(rename.statusCode).toBe(409);
    expect(rename.json().detail).toBe('code_locked');
    expect((await couponNamed('CONTA3')).code).toBe('CONTA3');
  });

  it('max_uses cut while guests reserve uses: never ends below the uses counted', async () => {
    for (let round = 0; round < 5; round++) {
      const c = (await call('manager', 'POST', '/coupons', { code: `GARA${round}`, discount_type: 'percentage', discount_value: 10, max_uses: 10 })).json().data.coupon;
      const deps = { db: t.database.db, clock };
      const carts = await Promise.all(Array.from({ length: 8 }, async () => (await initCart(deps, {})).cart.cart_id));
      const expiresAt = new Date(nowMs + 30 * 60_000);
      const [patch, ...reservations] = await Promise.allSettled([
        call('manager', 'PATCH', `/coupons/${c.id}`, { max_uses: 3 }),
        ...carts.map((cartId) => reserveCouponUse(deps, { couponId: c.id, cartId, expiresAt })),
      ]);
      const uses = await countCouponUses(t.database.db, c.id, new Date(nowMs));
      expect(uses).toBe(reservations.filter((r) => r.status === 'fulfilled').length);
      const res = (patch as PromiseFulfilledResult<Awaited<ReturnType<typeof call>>>).value;
      if (res.statusCode === 200) expect(uses).toBeLessThanOrEqual(3);
      else {
        expect(res.json().detail).toMatch(/^max_uses_below_uses; uses=\d+; max_uses=3$/);
        expect(uses).toBeGreaterThan(3);
      }
    }
  });

  it('edits value, window and partner with an audit row of what changed; an unused code can be renamed', async () => {
    const c = (await call('manager', 'POST', '/coupons', { code: 'PRIMA', discount_type: 'percentage', discount_value: 5 })).json().data.coupon;
    const res = await call('owner', 'PATCH', `/coupons/${c.id}`, {
      code: 'dopo',
      discount_type: 'fixed',
      discount_value: 2500,
      valid_until: '2026-12-24',
      partner_name: 'Agenzia',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.coupon).toMatchObject({
      code: 'DOPO',
      discount_type: 'fixed',
      discount_value: 2500,
      valid_until: '2026-12-24',
      valid_from: null,
      partner_name: 'Agenzia',
    });
    const [audit] = await auditOf('coupon.update', c.id);
    expect(audit!.before).toEqual({ code: 'PRIMA', discount_type: 'percentage', discount_value: 5, valid_until: null, partner_name: null });
    expect(audit!.after).toMatchObject({ code: 'DOPO', discount_type: 'fixed', discount_value: 2500, partner_name: 'Agenzia' });
    // A type change without a fitting value is refused (2500 is not a percentage).
    const mixed = await call('manager', 'PATCH', `/coupons/${c.id}`, { discount_type: 'percentage' });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json().detail).toBe('coupon_value_range');
    // Renaming onto an existing code: 409.
    expect((await call('manager', 'PATCH', `/coupons/${c.id}`, { code: 'TARTUFO10' })).json()).toMatchObject({ detail: 'code_taken' });
    expect((await call('manager', 'PATCH', '/coupons/999999', { max_uses: 3 })).statusCode).toBe(404);
  });

  it('a disabled coupon is refused by the public validation; enabled again it works', async () => {
    const tartufo = await couponNamed('TARTUFO10');
    const off = await call('manager', 'POST', `/coupons/${tartufo.id}/disable`);
    expect(off.statusCode).toBe(200);
    expect(off.json().data.coupon).toMatchObject({ is_active: false, status: 'inactive' });
    const v = await t.app.inject({ url: '/api/coupon/validate?code=TARTUFO10' });
    expect(v.json()).toMatchObject({ is_valid: false, reason: 'inactive' });
    const [audit] = await auditOf('coupon.disable', tartufo.id);
    expect(audit).toMatchObject({ before: { is_active: true }, after: { is_active: false } });
    // Disabling twice changes nothing and writes nothing.
    await call('manager', 'POST', `/coupons/${tartufo.id}/disable`);
    expect(await auditOf('coupon.disable', tartufo.id)).toHaveLength(1);

    expect((await call('manager', 'POST', `/coupons/${tartufo.id}/enable`)).json().data.coupon.status).toBe('usable');
    expect((await t.app.inject({ url: '/api/coupon/validate?code=TARTUFO10' })).json()).toMatchObject({ is_valid: true });
    expect(await auditOf('coupon.enable', tartufo.id)).toHaveLength(1);
  });

  it('lists the bookings that used a code', async () => {
    const c = (await call('manager', 'POST', '/coupons', { code: 'USATO', discount_type: 'fixed', discount_value: 2000 })).json().data.coupon;
    const slotId = await insertSlot(t.database.db, { slug: 'caccia-al-tartufo', romeStart: '2031-12-05 09:17', category: 'TRUFFLE' });
    const b = await insertGuestBooking(t.database.db, { slotId, category: 'TRUFFLE', locale: 'en', name: 'John Smith', email: 'john@example.com' });
    await t.database.db.execute(sql`UPDATE bookings SET coupon_id = ${c.id}, discount_cents = 2000, total_cents = total_cents - 2000 WHERE id = ${b.id}`);
    const res = await call('accountant', 'GET', `/coupons/${c.id}/bookings`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.coupon).toMatchObject({ code: 'USATO', bookings_count: 1, code_locked: true });
    expect(res.json().data.bookings).toEqual([
      {
        id: b.id,
        booking_number: b.bookingNumber,
        starts_at: '2031-12-05T08:17:00.000Z',
        booked_at: expect.any(String),
        customer_name: 'John Smith',
        customer_email: 'john@example.com',
        discount_cents: 2000,
        total_cents: 15000,
        status: 'paid',
      },
    ]);
  });
});
