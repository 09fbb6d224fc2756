import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { coupons } from '@tenuta/db';
import { checkoutBody, checkoutHelpers } from '../../checkout-fixtures.ts';
import { partnerSession, partnerUserSession } from '../../partner-test-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-app.ts';
import { partnerOrderHelpers } from './order-fixtures.ts';

let t: TestApp;
const h = checkoutHelpers(() => t);
const p = partnerOrderHelpers(() => t);
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/partners/dashboard', () => {
  it('a reseller: the next guests, this month’s orders and net, the credit used against the limit', async () => {
    const agency = await partnerSession(db(), { paymentTerms: 'on_account', creditLimitCents: 50000, netDiscountBps: 1000 });
    const empty = (await p.inject('GET', '/api/partners/dashboard', agency.headers)).json().data;
    expect(empty).toEqual({
      partner_type: 'reseller',
      reseller: { upcoming_guests: [], month_orders: 0, month_net_cents: 0, credit: { limit_cents: 50000, used_cents: 0, available_cents: 50000 }, payment_terms: 'on_account' },
      referral: null,
    });
    const later = (await p.order(agency, await p.basket(agency, [{ slot: await h.slotId(9, '14:00'), adults: 2 }]))).json().data.orders[0];
    const sooner = (await p.order(agency, await p.basket(agency, [{ slot: await h.slotId(5, '09:00'), adults: 3 }]))).json().data.orders[0];
    const dash = (await p.inject('GET', '/api/partners/dashboard', agency.headers)).json().data.reseller;
    expect(dash.upcoming_guests.map((o: { id: number }) => o.id)).toEqual([sooner.id, later.id]);
    // 170 € and 255 € retail at 10 %: 153 € + 229.50 € net.
    expect(dash).toMatchObject({ month_orders: 2, month_net_cents: 38250, credit: { limit_cents: 50000, used_cents: 38250, available_cents: 11750 } });

    // Card terms have no credit line.
    const card = await partnerSession(db(), { paymentTerms: 'card' });
    expect((await p.inject('GET', '/api/partners/dashboard', card.headers)).json().data.reseller).toMatchObject({ credit: null, payment_terms: 'card' });
    // A booker: no money.
    const booker = await partnerUserSession(db(), agency.partnerId, 'booker');
    expect((await p.inject('GET', '/api/partners/dashboard', booker.headers)).json().data.reseller).toMatchObject({ month_orders: 2, month_net_cents: null, credit: null });
    expect((await p.inject('GET', '/api/partners/dashboard')).statusCode).toBe(401);
  });

  it('a referrer: bookings made with its codes in 30 days and each code’s real uses; its guests’ bookings by name only', async () => {
    const referrer = await partnerSession(db(), { type: 'referral' });
    const [coupon] = await db()
      .insert(coupons)
      .values({ code: `HOTEL${referrer.partnerId}`, discountType: 'percentage', discountValue: 10, partnerId: referrer.partnerId, partnerName: 'Hotel' })
      .returning();
    await db()
      .insert(coupons)
      .values({ code: `SPARE${referrer.partnerId}`, discountType: 'fixed', discountValue: 500, partnerId: referrer.partnerId, maxUses: 5 });
    const before = (await p.inject('GET', '/api/partners/dashboard', referrer.headers)).json().data;
    expect(before).toEqual({
      partner_type: 'referral',
      reseller: null,
      referral: {
        clicks_30d: 0,
        bookings_30d: 0,
        commissions: { pending_cents: 0, approved_cents: 0, paid_cents: 0 },
        codes: [
          { code: coupon!.code, uses: 0 },
          { code: `SPARE${referrer.partnerId}`, uses: 0 },
        ],
      },
    });

    // A guest books with the referrer's code and pays.
    const cart = await h.cartWith([{ slot: await h.slotId(6, '09:00'), adults: 2 }], coupon!.code);
    const open = (await h.startCheckout(cart, checkoutBody())).json();
    expect((await h.pay(open.stripe_session_url, '4242 4242 4242 4242')).statusCode).toBe(303);

    const after = (await p.inject('GET', '/api/partners/dashboard', referrer.headers)).json().data.referral;
    expect(after).toMatchObject({ bookings_30d: 1, codes: [{ code: coupon!.code, uses: 1 }, { uses: 0 }] });
    const codes = (await p.inject('GET', '/api/partners/referrals/codes', referrer.headers)).json().data.codes;
    expect(codes[0]).toEqual({
      code: coupon!.code,
      discount_type: 'percentage',
      discount_value: 10,
      max_uses: null,
      uses: 1,
      bookings: 1,
      active: true,
      valid_from: null,
      valid_until: null,
    });
    expect(codes[1]).toMatchObject({ discount_type: 'fixed', discount_value: 500, max_uses: 5, uses: 0, bookings: 0 });

    const orders = (await p.inject('GET', '/api/partners/orders', referrer.headers)).json().data;
    expect(orders.total).toBe(1);
    expect(orders.orders[0]).toMatchObject({
      guest_name: 'Maria Rossi',
      guest_phone: null,
      guest_email: null,
      reference: null,
      payment: null,
      placed_by: null,
      net_cents: null,
      retail_cents: 15300,
      cancel: { allowed: false },
    });
    // The code's booking is the referrer's to see, not another partner's.
    const other = await partnerSession(db(), { type: 'referral' });
    expect((await p.inject('GET', `/api/partners/orders/${orders.orders[0].id}`, other.headers)).statusCode).toBe(404);
    expect((await p.inject('GET', `/api/partners/orders/${orders.orders[0].id}`, referrer.headers)).statusCode).toBe(200);
    // Resellers have no referral codes page.
    const reseller = await partnerSession(db());
    expect((await p.inject('GET', '/api/partners/referrals/codes', reseller.headers)).statusCode).toBe(403);
    const [count] = await h.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM coupon_redemptions WHERE coupon_id = ${coupon!.id} AND status = 'used'`);
    expect(count!.n).toBe(1);
  });
});
