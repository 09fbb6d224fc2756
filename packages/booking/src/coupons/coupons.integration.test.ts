import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { couponRedemptions, coupons, createTestDatabase, type TestDatabase } from '@tenuta/db';
import { initCart } from '../cart/index.ts';
import { sweepExpiredHolds } from '../holds/index.ts';
import { testClock } from '../test-fixtures.ts';
import { countCouponUses, findCouponByCode, releaseCouponUse, reserveCouponUse, validateCoupon } from './index.ts';

let t: TestDatabase;
const clock = testClock();
const deps = () => ({ db: t.db, clock });

beforeAll(async () => {
  t = await createTestDatabase({ poolSize: 60 });
});
afterAll(async () => {
  await t.drop();
});

describe('validateCoupon on the demo codes', () => {
  it('TARTUFO10 is a valid 10 % coupon', async () => {
    expect(await validateCoupon(deps(), 'tartufo10')).toMatchObject({ is_valid: true, discount_type: 'percentage', discount_amount: 10, partner_name: null, max_uses: null });
  });
  it('BENVENUTO15 is a valid EUR 15 fixed coupon', async () => {
    expect(await validateCoupon(deps(), 'BENVENUTO15')).toMatchObject({ is_valid: true, discount_type: 'fixed', discount_amount: 15 });
  });
  it('SCADUTO is expired', async () => {
    const r = await validateCoupon(deps(), 'SCADUTO');
    expect(r).toMatchObject({ is_valid: false, reason: 'expired' });
    expect(Date.parse(r!.expires_at!)).toBeLessThan(Date.now());
  });
  it('ESAURITO has all its uses spent', async () => {
    expect(await validateCoupon(deps(), 'ESAURITO')).toMatchObject({ is_valid: false, reason: 'exhausted', max_uses: 3, current_uses: 3 });
  });
  it('LANGHE20 credits its partner', async () => {
    expect(await validateCoupon(deps(), 'LANGHE20')).toMatchObject({ is_valid: true, discount_amount: 20, partner_name: 'Agenzia Langhe Tour' });
  });
  it('an unknown code is null (404 at the API)', async () => {
    expect(await validateCoupon(deps(), 'NOPE')).toBeNull();
  });
});

describe('reserveCouponUse', () => {
  async function couponWithUsesLeft(code: string, maxUses: number, used: number) {
    const [c] = await t.db.insert(coupons).values({ code, discountType: 'percentage', discountValue: 5, maxUses }).returning();
    if (used) await t.db.insert(couponRedemptions).values(Array.from({ length: used }, () => ({ couponId: c!.id, status: 'used' as const })));
    return c!;
  }
  const carts = (n: number) => Promise.all(Array.from({ length: n }, async () => (await initCart(deps(), {})).cart.cart_id));

  it('50 concurrent reservations on a coupon with 1 use left: exactly one succeeds', async () => {
    const coupon = await couponWithUsesLeft('ULTIMO1', 5, 4);
    const ids = await carts(50);
    const expiresAt = new Date(clock.now().getTime() + 30 * 60_000);
    const results = await Promise.allSettled(ids.map((cartId) => reserveCouponUse(deps(), { couponId: coupon.id, cartId, expiresAt })));
    const ok = results.filter((r) => r.status === 'fulfilled');
    const failed = results.flatMap((r) => (r.status === 'rejected' ? [r.reason.code] : []));
    expect(ok).toHaveLength(1);
    expect(failed.every((c) => c === 'coupon_invalid')).toBe(true);
    const rows = await t.db.select().from(couponRedemptions).where(eq(couponRedemptions.couponId, coupon.id));
    expect(rows.filter((r) => r.status === 'reserved')).toHaveLength(1);
    expect(await countCouponUses(t.db, coupon.id, clock.now())).toBe(5);
  });

  it('a released or expired reservation gives the use back', async () => {
    const coupon = await couponWithUsesLeft('ULTIMO2', 1, 0);
    const [a, b, c] = await carts(3);
    const soon = new Date(clock.now().getTime() + 10 * 60_000);
    const { redemptionId } = await reserveCouponUse(deps(), { couponId: coupon.id, cartId: a!, expiresAt: soon });
    await expect(reserveCouponUse(deps(), { couponId: coupon.id, cartId: b!, expiresAt: soon })).rejects.toMatchObject({ code: 'coupon_invalid' });
    expect(await releaseCouponUse(deps(), { redemptionId })).toEqual({ released: true });
    expect(await releaseCouponUse(deps(), { redemptionId })).toEqual({ released: false });
    await reserveCouponUse(deps(), { couponId: coupon.id, cartId: b!, expiresAt: soon });

    // b's reservation expires: c can have the use.
    const later = testClock(new Date(clock.now().getTime() + 11 * 60_000));
    await reserveCouponUse({ db: t.db, clock: later }, { couponId: coupon.id, cartId: c!, expiresAt: new Date(later.now().getTime() + 60_000) });
    const swept = await sweepExpiredHolds({ db: t.db, clock: later });
    expect(swept.couponReservationsReleased).toBeGreaterThanOrEqual(1);
  });

  it('the same cart reserving twice keeps one reservation', async () => {
    const coupon = await couponWithUsesLeft('ULTIMO3', 1, 0);
    const [a] = await carts(1);
    const at = new Date(clock.now().getTime() + 30 * 60_000);
    const first = await reserveCouponUse(deps(), { couponId: coupon.id, cartId: a!, expiresAt: at });
    const second = await reserveCouponUse(deps(), { couponId: coupon.id, cartId: a!, expiresAt: new Date(at.getTime() + 60_000) });
    expect(second.redemptionId).toBe(first.redemptionId);
  });

  it('refuses an expired coupon', async () => {
    const scaduto = await findCouponByCode(t.db, 'SCADUTO');
    const [a] = await carts(1);
    await expect(reserveCouponUse(deps(), { couponId: scaduto!.id, cartId: a!, expiresAt: new Date() })).rejects.toMatchObject({ code: 'coupon_invalid' });
    const n = await t.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM coupon_redemptions WHERE coupon_id = ${scaduto!.id}`);
    expect(n.rows[0]!.n).toBe(0);
  });
});
