import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { staffAuditLog } from '@tenuta/db';
import { findSlotWithOccupancy } from '@tenuta/booking';
import { insertNotification, insertSlot } from '../../jobs/outbox-test-fixtures.ts';
import { checkInWorld, insertBooking, NOW, staffCalls, type CheckInWorld } from './check-in-test-fixtures.ts';

/** The day's manifest (JSON and CSV) and the Today page on real PostgreSQL. */
let w: CheckInWorld;
beforeAll(async () => {
  w = await checkInWorld();
});
afterAll(async () => {
  await w.t.close();
});
const { post, get } = staffCalls(() => w.t);
const booking = (o: Parameters<typeof insertBooking>[1]) => insertBooking(w.t, o);

describe('the manifest', () => {
  it('lists the day’s slots in time order, each with its live bookings, who checked them in, and totals', async () => {
    // A day of its own: 12 June 2031.
    const morning = await insertSlot(w.t.database.db, { slug: 'caccia-al-tartufo', romeStart: '2031-06-12 09:00', category: 'TRUFFLE' });
    const afternoon = await insertSlot(w.t.database.db, { slug: 'degustazione-premium', romeStart: '2031-06-12 15:00', category: 'WINE', durationMinutes: 90 });
    const wineA = await booking({ slotId: afternoon, name: 'Bianchi Marco', adults: 2, children: 1, totalCents: 8000, notes: 'Allergia alle noci', vip: true });
    const wineB = await booking({ slotId: afternoon, name: 'Alberti Sofia', adults: 1, totalCents: 4000 });
    const truffle = await booking({ slotId: morning, category: 'TRUFFLE', name: 'Zanetti Paolo', adults: 3, totalCents: 25500 });
    await booking({ slotId: afternoon, status: 'cancelled', name: 'Cancelled Guest' });
    await booking({ slotId: morning, category: 'TRUFFLE', status: 'pending', name: 'Unpaid Guest' });
    // 10 € already paid on site for wineA; wineB checked in by Sara on the day.
    await w.t.database.db.execute(
      sql`INSERT INTO payments (kind, provider, booking_id, amount_cents, status, method, staff_id) VALUES ('payment', 'on_site', ${wineA.id}, 1000, 'succeeded', 'cash', ${w.sara.id})`,
    );
    await w.t.database.db.execute(sql`UPDATE bookings SET status = 'checked_in' WHERE id = ${wineB.id}`);
    await w.t.database.db.execute(sql`INSERT INTO check_ins (booking_id, staff_id, method, checked_in_at) VALUES (${wineB.id}, ${w.sara.id}, 'qr', '2031-06-12T12:42:00Z')`);

    const res = await get(w.as.front_desk, '/manifest?date=2031-06-12');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const m = res.json().data;
    expect(m.date).toBe('2031-06-12');
    expect(m.slots.map((s: { id: number }) => s.id)).toEqual([morning, afternoon]);
    const [am, pm] = m.slots;
    expect(am.bookings.map((b: { booking_number: string }) => b.booking_number)).toEqual([truffle.number]);
    expect(pm.bookings.map((b: { customer_name: string }) => b.customer_name)).toEqual(['Alberti Sofia', 'Bianchi Marco']);
    expect(pm.bookings[1]).toMatchObject({
      booking_number: wineA.number,
      adults: 2,
      children: 1,
      people_count: 3,
      language: 'EN',
      vip: true,
      notes: 'Allergia alle noci',
      customer_phone: '+39 333 1234567',
      due_on_site_cents: 7000,
      check_in: null,
    });
    expect(pm.bookings[0]).toMatchObject({ status: 'checked_in', due_on_site_cents: 4000, check_in: { by: 'Sara Conti', at: '2031-06-12T12:42:00.000Z', method: 'qr' } });
    expect(am.totals).toEqual({ bookings: 1, adults: 3, children: 0, people_count: 3, checked_in_bookings: 0, checked_in_people: 0, due_on_site_cents: 0 });
    expect(pm.totals).toEqual({ bookings: 2, adults: 3, children: 1, people_count: 4, checked_in_bookings: 1, checked_in_people: 1, due_on_site_cents: 11000 });
    expect(m.totals).toEqual({ bookings: 3, adults: 6, children: 1, people_count: 7, checked_in_bookings: 1, checked_in_people: 1, due_on_site_cents: 11000 });

    // The accountant reads it too; the default day is today (Rome).
    const today = await get(w.as.accountant, '/manifest');
    expect(today.statusCode).toBe(200);
    expect(today.json().data.date).toBe('2031-06-10');
    expect(today.json().data.slots.map((s: { id: number }) => s.id)).toEqual([w.slot.truffleToday, w.slot.wineToday]);

    // A day that does not exist is a 400, not a 500.
    expect((await get(w.as.front_desk, '/manifest?date=2031-02-30')).statusCode).toBe(400);
    expect((await get(w.as.front_desk, '/manifest?date=tomorrow')).statusCode).toBe(400);
  });

  it('downloads as CSV, and the download is in the audit log', async () => {
    const res = await get(w.as.front_desk, '/manifest.csv?date=2031-06-12');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="manifest-2031-06-12.csv"');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toMatch(/^slot_start;experience;booking_number;status;guest;phone;adults;children;people;language;vip;notes;to_collect_eur;checked_in_at;checked_in_by(;|$)/);
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(/^2031-06-12 09:00;Caccia al Tartufo;BK-\w{8};paid;Zanetti Paolo;/);
    expect(lines[2]).toMatch(/;Alberti Sofia;.*;"40,00";2031-06-12 14:42;Sara Conti(;|$)/);
    expect(lines[3]).toMatch(/;Bianchi Marco;.*;yes;Allergia alle noci;"70,00";;(;|$)/);
    const audit = await w.t.database.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.action, 'manifest.export'), eq(staffAuditLog.targetId, '2031-06-12')));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ staffId: w.as.front_desk.id, targetType: 'export', after: { format: 'csv', rows: 3 } });
  });
});

describe('the Today page', () => {
  it('shows today’s and tomorrow’s slots with seats booked, held and free, arrivals and money on site', async () => {
    const db = w.t.database.db;
    // Today 15:00 (wine, 8 seats): a family of 3 already here, a couple who paid 30 € of 80 € ahead,
    // a cancelled couple (no seats), a no-show (a seat, not an arrival). Today 09:00: a truffle couple paid by card.
    const here = await booking({ slotId: w.slot.wineToday, adults: 2, children: 1, totalCents: 8000 });
    expect((await post(w.sara, `/bookings/${here.id}/check-in`)).statusCode).toBe(200);
    const couple = await booking({ slotId: w.slot.wineToday, adults: 2, totalCents: 8000 });
    await db.execute(sql`INSERT INTO payments (kind, provider, booking_id, amount_cents, status, method) VALUES ('payment', 'on_site', ${couple.id}, 3000, 'succeeded', 'card')`);
    await booking({ slotId: w.slot.wineToday, status: 'cancelled' });
    await booking({ slotId: w.slot.wineToday, status: 'no_show', adults: 1, totalCents: 4000 });
    await booking({ slotId: w.slot.truffleToday, category: 'TRUFFLE', adults: 2, totalCents: 17000 });
    // Tomorrow 10:00 (wine): a couple booked, a live hold of 2, an expired hold of 3 (does not count).
    await booking({ slotId: w.slot.wineTomorrow, adults: 2 });
    const cart = (await db.execute<{ id: string }>(sql`INSERT INTO carts DEFAULT VALUES RETURNING id`)).rows[0]!.id;
    const cart2 = (await db.execute<{ id: string }>(sql`INSERT INTO carts DEFAULT VALUES RETURNING id`)).rows[0]!.id;
    await db.execute(sql`INSERT INTO cart_items (cart_id, slot_id, category, adults, children, language, unit_price_cents, hold_expires_at)
                         VALUES (${cart}::uuid, ${w.slot.wineTomorrow}, 'WINE', 2, 0, 'IT', 4000, ${NOW.toISOString()}::timestamptz + interval '10 minutes'),
                                (${cart2}::uuid, ${w.slot.wineTomorrow}, 'WINE', 3, 0, 'IT', 4000, ${NOW.toISOString()}::timestamptz - interval '1 minute')`);

    const res = await get(w.as.front_desk, '/today');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.json().data;
    expect(data.now).toBe(NOW.toISOString());
    expect(data.days.map((d: { date: string }) => d.date)).toEqual(['2031-06-10', '2031-06-11']);
    const [today, tomorrow] = data.days;
    expect(today.slots.map((s: { id: number }) => s.id)).toEqual([w.slot.truffleToday, w.slot.wineToday]);
    const [truffle, wine] = today.slots;
    expect(wine).toMatchObject({
      capacity_total: 8,
      booked: 6,
      held: 0,
      free: 2,
      arrivals: { bookings: 2, people: 5 },
      checked_in: { bookings: 1, people: 3 },
      due_on_site_cents: 8000 + 5000,
      is_private: false,
      cancelled: false,
    });
    expect(truffle).toMatchObject({ booked: 2, free: 6, arrivals: { bookings: 1, people: 2 }, due_on_site_cents: 0 });
    expect(today.totals).toEqual({
      capacity: 16,
      booked: 8,
      held: 0,
      free: 8,
      arrivals: { bookings: 3, people: 7 },
      checked_in: { bookings: 1, people: 3 },
      due_on_site_cents: 13000,
    });

    const wineTomorrow = tomorrow.slots.find((s: { id: number }) => s.id === w.slot.wineTomorrow);
    expect(wineTomorrow).toMatchObject({ booked: 2, held: 2, free: 4, arrivals: { bookings: 1, people: 2 }, checked_in: { bookings: 0, people: 0 } });
    // The booking engine's own occupancy query counts the same seats.
    for (const [id, s] of [
      [w.slot.wineTomorrow, wineTomorrow],
      [w.slot.wineToday, wine],
    ] as const) {
      const engine = await findSlotWithOccupancy(db, id, NOW);
      expect(engine!.people).toBe(s.booked + s.held);
    }
  });

  it('raises the alerts: a pending refund, a failed e-mail, an unpaid booking, a review and a message waiting', async () => {
    const db = w.t.database.db;
    const before = (await get(w.as.front_desk, '/today')).json().data.alerts;

    const b = await booking({ slotId: w.slot.wineNextWeek, name: 'Refund Guest' });
    await db.execute(
      sql`INSERT INTO payments (kind, provider, booking_id, amount_cents, status, created_at) VALUES ('refund', 'simulator', ${b.id}, 4250, 'pending', ${NOW.toISOString()}::timestamptz - interval '3 hours')`,
    );
    const failed = await insertNotification(db, {
      kind: 'booking_confirmation',
      recipient: 'bounce@example.com',
      locale: 'it',
      payload: { booking_ids: [b.id] },
      status: 'failed',
      lastError: '550 mailbox unavailable',
      createdAt: new Date(NOW.getTime() - 3_600_000),
    });
    await insertNotification(db, {
      kind: 'booking_confirmation',
      recipient: 'old@example.com',
      locale: 'it',
      payload: { booking_ids: [b.id] },
      status: 'failed',
      createdAt: new Date(NOW.getTime() - 8 * 86_400_000),
    });
    const unpaid = await booking({ slotId: w.slot.wineNextWeek, category: 'TRUFFLE', status: 'pending', name: 'Slow Payer' });
    await db.execute(sql`UPDATE bookings SET created_at = ${NOW.toISOString()}::timestamptz - interval '45 minutes' WHERE id = ${unpaid.id}`);
    const fresh = await booking({ slotId: w.slot.wineNextWeek, category: 'TRUFFLE', status: 'pending', name: 'Paying Now' });
    await db.execute(sql`UPDATE bookings SET created_at = ${NOW.toISOString()}::timestamptz - interval '5 minutes' WHERE id = ${fresh.id}`);
    const review = (
      await db.execute<{ id: number }>(sql`
      INSERT INTO reviews (experience_id, author_name, rating, body, status) SELECT id, 'Marta', 5, 'Splendido', 'pending' FROM experiences WHERE slug = 'caccia-al-tartufo' RETURNING id`)
    ).rows[0]!;
    const message = (
      await db.execute<{ id: number }>(
        sql`INSERT INTO contact_messages (name, email, subject, message) VALUES ('Paolo', 'paolo@example.com', 'Gruppo', 'Siamo in 12') RETURNING id`,
      )
    ).rows[0]!;

    const res = await get(w.as.front_desk, '/today');
    const a = res.json().data.alerts;
    expect(a.refunds_pending.count).toBe(before.refunds_pending.count + 1);
    expect(a.refunds_pending.items).toContainEqual(expect.objectContaining({ booking_id: b.id, booking_number: b.number, amount_cents: 4250, age_minutes: 180 }));
    expect(a.emails_failed.count).toBe(before.emails_failed.count + 1); // the 8-day-old one is past the alert window
    expect(a.emails_failed.items[0]).toMatchObject({
      id: failed,
      kind: 'booking_confirmation',
      recipient: 'bounce@example.com',
      booking_id: b.id,
      last_error: '550 mailbox unavailable',
    });
    expect(a.unpaid_bookings.count).toBe(before.unpaid_bookings.count + 1);
    expect(a.unpaid_bookings.items).toContainEqual(expect.objectContaining({ booking_id: unpaid.id, booking_number: unpaid.number, customer_name: 'Slow Payer', age_minutes: 45 }));
    expect(a.unpaid_bookings.items.map((i: { booking_id: number }) => i.booking_id)).not.toContain(fresh.id);
    expect(a.reviews_pending.count).toBe(before.reviews_pending.count + 1);
    expect(a.reviews_pending.items).toContainEqual(expect.objectContaining({ id: Number(review.id), author_name: 'Marta', rating: 5 }));
    expect(a.messages_open.count).toBe(before.messages_open.count + 1);
    expect(a.messages_open.items).toContainEqual(expect.objectContaining({ id: Number(message.id), name: 'Paolo', subject: 'Gruppo' }));
    for (const list of Object.values(a) as { items: unknown[] }[]) expect(list.items.length).toBeLessThanOrEqual(5);
  });

  it('is open to every role (each reads the day), closed without a session', async () => {
    for (const role of ['owner', 'manager', 'front_desk', 'accountant'] as const) expect((await get(w.as[role], '/today')).statusCode, role).toBe(200);
    expect((await w.t.app.inject({ method: 'GET', url: '/api/staff/today' })).statusCode).toBe(401);
  });
});
