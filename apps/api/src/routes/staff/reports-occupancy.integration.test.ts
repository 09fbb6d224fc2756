import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { staffRoles } from '@tenuta/db';
import { commissionEntry, partnerCoupon, referralClick, reportBooking, reportPartner, reportSlot, reportWorld } from './report-fixtures.ts';

/**
 * Occupancy (May 2024) and partner performance (June 2024) against known rows on real
 * PostgreSQL, and where each role lands after signing in.
 */
let w: Awaited<ReturnType<typeof reportWorld>>;
beforeAll(async () => {
  w = await reportWorld();
});
afterAll(async () => {
  await w.t.close();
});

describe('staff reports: occupancy and partners; landing page', () => {
  it('occupancy: seats sold against capacity per experience and per start time, Rome days, cancelled slots left out', async () => {
    const db = w.db;
    const hunt = await reportSlot(db, { slug: 'caccia-al-tartufo', romeStart: '2024-05-10 10:00', capacity: 10 });
    const hunt2 = await reportSlot(db, { slug: 'caccia-al-tartufo', romeStart: '2024-05-11 10:00', capacity: 10 });
    const tasting = await reportSlot(db, { slug: 'degustazione-premium', romeStart: '2024-05-10 17:00', capacity: 12 });
    const choice = { truffle: 'caccia-al-tartufo', wine: 'degustazione-premium' };
    const choiceBooked = await reportSlot(db, { choice, romeStart: '2024-05-12 10:00', capacity: 8 });
    await reportSlot(db, { choice, romeStart: '2024-05-12 17:00', capacity: 8 });
    const cancelled = await reportSlot(db, { slug: 'caccia-al-tartufo', romeStart: '2024-05-13 10:00', capacity: 10, cancelled: true });
    // 00:30 on 1 June in Rome (31 May in UTC): June's.
    const june = await reportSlot(db, { slug: 'caccia-al-tartufo', romeStart: '2024-06-01 00:30', capacity: 10 });

    const b = (slotId: number, category: 'TRUFFLE' | 'WINE', adults: number, status: 'paid' | 'checked_in' | 'no_show' | 'confirmed' | 'cancelled' | 'pending') =>
      reportBooking(db, {
        slotId,
        category,
        adults,
        totalCents: adults * 100,
        status,
        paymentStatus: status === 'pending' ? 'unpaid' : 'paid',
        made: '2024-04-20 10:00',
      });
    await b(hunt, 'TRUFFLE', 3, 'paid');
    await b(hunt, 'TRUFFLE', 4, 'checked_in');
    await b(hunt, 'TRUFFLE', 2, 'cancelled');
    await b(hunt, 'TRUFFLE', 1, 'pending');
    await b(hunt2, 'TRUFFLE', 2, 'no_show');
    await b(tasting, 'WINE', 5, 'confirmed');
    await b(choiceBooked, 'WINE', 2, 'confirmed');
    await b(cancelled, 'TRUFFLE', 2, 'cancelled');
    await b(june, 'TRUFFLE', 6, 'paid');

    const res = await w.call('manager', '/reports/occupancy?from=2024-05-01&to=2024-05-31');
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json().data;
    const shape = (x: { title_it: string | null; category: string; slots: number; capacity: number; seats_sold: number }) => [
      x.title_it ?? x.category,
      x.slots,
      x.capacity,
      x.seats_sold,
    ];
    const titles = await db.execute<{ slug: string; title_it: string }>(sql`SELECT slug, title_it FROM experiences WHERE slug IN ('caccia-al-tartufo', 'degustazione-premium')`);
    const title = (slug: string) => titles.rows.find((t) => t.slug === slug)!.title_it;
    expect(r.experiences.map(shape)).toEqual(
      expect.arrayContaining([
        [title('caccia-al-tartufo'), 2, 20, 9],
        [title('degustazione-premium'), 2, 20, 7],
        ['CHOICE', 1, 8, 0],
      ]),
    );
    expect(r.experiences).toHaveLength(3);
    expect(r.times).toEqual([
      { time: '10:00', slots: 3, capacity: 28, seats_sold: 11 },
      { time: '17:00', slots: 2, capacity: 20, seats_sold: 5 },
    ]);
    expect(r.total).toEqual({ slots: 5, capacity: 48, seats_sold: 16 });
  });

  it("partners: clicks, referred bookings, a reseller's orders and commission in the period", async () => {
    const db = w.db;
    const slot = await reportSlot(db, { slug: 'caccia-al-tartufo', romeStart: '2024-06-20 10:00', capacity: 30 });
    const reseller = await reportPartner(db, { type: 'reseller', name: 'Agenzia Giugno' });
    const referrer = await reportPartner(db, { type: 'referral', name: 'Hotel Giugno' });
    const idle = await reportPartner(db, { type: 'referral', name: 'Bed and Breakfast Quieto' });
    const suspended = await reportPartner(db, { type: 'referral', name: 'Sospeso Srl', status: 'suspended' });

    const order = (o: { adults: number; total: number; net: number | null; status: 'confirmed' | 'cancelled'; made: string; category?: 'TRUFFLE' | 'WINE' }) =>
      reportBooking(db, {
        slotId: slot,
        category: o.category ?? 'TRUFFLE',
        adults: o.adults,
        totalCents: o.total,
        status: o.status,
        paymentStatus: o.category === 'WINE' ? 'pay_on_site' : 'on_account',
        made: o.made,
        partnerId: reseller,
        ...(o.net === null ? { partnerPayment: 'on_site' as const } : { partnerNetCents: o.net, partnerPayment: 'on_account' as const }),
      });
    await order({ adults: 4, total: 34_000, net: 28_900, status: 'confirmed', made: '2024-06-03 10:00' });
    await order({ adults: 2, total: 8_000, net: null, status: 'confirmed', made: '2024-06-03 10:00', category: 'WINE' });
    await order({ adults: 2, total: 17_000, net: 14_450, status: 'cancelled', made: '2024-06-04 10:00' });
    await order({ adults: 2, total: 17_000, net: 14_450, status: 'confirmed', made: '2024-05-31 10:00' });

    for (const at of ['2024-06-01 00:10', '2024-06-15 12:00', '2024-06-30 23:30', '2024-07-01 00:30', '2024-05-31 23:50']) await referralClick(db, referrer, at);
    const byLink = await reportBooking(db, {
      slotId: slot,
      category: 'TRUFFLE',
      adults: 2,
      totalCents: 17_000,
      status: 'paid',
      paymentStatus: 'paid',
      made: '2024-06-10 10:00',
      referrerId: referrer,
    });
    const code = await partnerCoupon(db, referrer, `GIUGNO${process.pid}`);
    const byCode = await reportBooking(db, {
      slotId: slot,
      category: 'TRUFFLE',
      adults: 1,
      totalCents: 8_000,
      status: 'paid',
      paymentStatus: 'paid',
      made: '2024-06-11 10:00',
      couponId: code,
    });
    const lost = await reportBooking(db, {
      slotId: slot,
      category: 'TRUFFLE',
      adults: 1,
      totalCents: 8_500,
      status: 'cancelled',
      paymentStatus: 'refunded',
      made: '2024-06-12 10:00',
      referrerId: referrer,
    });
    await commissionEntry(db, { partnerId: referrer, bookingId: byLink, kind: 'commission', amountCents: 1_700, at: '2024-06-10 10:00' });
    await commissionEntry(db, { partnerId: referrer, bookingId: byCode, kind: 'commission', amountCents: 800, at: '2024-06-11 10:00' });
    await commissionEntry(db, { partnerId: referrer, bookingId: lost, kind: 'commission', amountCents: 850, at: '2024-06-12 10:00', rejected: true });
    await commissionEntry(db, { partnerId: referrer, bookingId: byLink, kind: 'reversal', amountCents: -300, at: '2024-06-20 10:00' });
    await commissionEntry(db, { partnerId: referrer, bookingId: byLink, kind: 'reversal', amountCents: -100, at: '2024-07-02 10:00' });

    const res = await w.call('accountant', '/reports/partners?from=2024-06-01&to=2024-06-30');
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json().data;
    const row = (id: number) => r.partners.find((p: { partner_id: number }) => p.partner_id === id);
    expect(row(reseller)).toEqual({
      partner_id: reseller,
      name: 'Agenzia Giugno',
      type: 'reseller',
      status: 'active',
      clicks: 0,
      referred_bookings: 0,
      referred_sales_cents: 0,
      orders: 2,
      orders_sales_cents: 42_000,
      orders_net_cents: 28_900,
      commission_cents: 0,
    });
    expect(row(referrer)).toMatchObject({ type: 'referral', clicks: 3, referred_bookings: 2, referred_sales_cents: 25_000, orders: 0, commission_cents: 2_200 });
    expect(row(idle)).toMatchObject({ clicks: 0, referred_bookings: 0, orders: 0, commission_cents: 0 });
    expect(row(suspended)).toBeUndefined();
    expect(r.total).toEqual({
      clicks: 3,
      referred_bookings: 2,
      referred_sales_cents: 25_000,
      orders: 2,
      orders_sales_cents: 42_000,
      orders_net_cents: 28_900,
      commission_cents: 2_200,
    });
  });

  it('the accountant lands on the reports after signing in; the other roles on Today', async () => {
    for (const role of staffRoles) {
      const res = await w.call(role, '/auth/me');
      expect(res.statusCode).toBe(200);
      expect(res.json().data.home, role).toBe(role === 'accountant' ? '/staff/reports' : '/staff');
    }
  });
});
