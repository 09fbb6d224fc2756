import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { checkInWorld, insertBooking, NOW, staffCalls, type CheckInWorld } from './check-in-test-fixtures.ts';

/**
 * The front desk's day on real PostgreSQL, the clock pinned to 10:00 in Rome (the 9:00 hunt has
 * started, the 15:00 tasting has not): a no-show marked and undone, a check-in undone, the amount
 * due collected from the check-in result (and two collects at once), an on-site payment voided,
 * one name for the card terminal.
 */
let w: CheckInWorld;
beforeAll(async () => {
  w = await checkInWorld();
});
afterAll(async () => {
  await w.t.close();
});
const { post, get } = staffCalls(() => w.t);
const booking = (o: Parameters<typeof insertBooking>[1]) => insertBooking(w.t, o);
// biome-ignore lint/suspicious/noExplicitAny: rows and JSON answers read field by field; the assertions check their shape
type Json = Record<string, any>;
const rows = async (q: ReturnType<typeof sql>) => (await w.t.database.db.execute<Json>(q)).rows;
const events = (id: number, type: string) => rows(sql`SELECT from_status, to_status, actor, data FROM booking_events WHERE booking_id = ${id} AND type = ${type} ORDER BY id`);
const audit = (id: number, action: string) =>
  rows(sql`SELECT staff_id, before, after FROM staff_audit_log WHERE target_type = 'booking' AND target_id = ${String(id)} AND action = ${action} ORDER BY id`);
const detail = async (id: number) => (await get(w.as.manager, `/bookings/${id}`)).json().data.booking as Json;
const onSite = (id: number) =>
  rows(sql`SELECT id, amount_cents, method, status, staff_id, voided_by, void_reason FROM payments WHERE booking_id = ${id} AND provider = 'on_site' ORDER BY id`);

/** Runs `calls` while another connection holds the booking's row lock a moment: every call is in flight before any decides. */
async function whileLocked<T>(bookingId: number, calls: () => Promise<T>): Promise<T> {
  let locked!: () => void;
  const held = new Promise<void>((r) => (locked = r));
  const blocker = w.t.database.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT id FROM bookings WHERE id = ${bookingId} FOR UPDATE`);
    locked();
    await new Promise((r) => setTimeout(r, 300));
  });
  await held;
  const results = calls();
  await blocker;
  return results;
}

describe('no-show, and undoing it when the guest arrives late', () => {
  it('the desk marks a no-show once the slot has started, undoes it on the day, and the guest is then checked in', async () => {
    const b = await booking({ slotId: w.slot.truffleToday, category: 'TRUFFLE', name: 'Ritardo Bianchi' });
    const marked = await post(w.sara, `/bookings/${b.id}/no-show`);
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json().data.booking).toMatchObject({ status: 'no_show', actions: { undo_no_show: { allowed: true }, no_show: { allowed: false } } });
    expect((await post(w.luca, `/bookings/${b.id}/check-in`, { method: 'tap' })).json()).toMatchObject({ detail: 'not_checkable', status: 'no_show' });

    expect((await post(w.as.accountant, `/bookings/${b.id}/no-show/undo`)).statusCode).toBe(403);
    const undone = await post(w.luca, `/bookings/${b.number}/no-show/undo`);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json().data.booking).toMatchObject({ id: b.id, status: 'paid', check_in: null });
    expect(await events(b.id, 'no_show_undone')).toEqual([{ from_status: 'no_show', to_status: 'paid', actor: `staff:${w.luca.id}`, data: {} }]);
    expect(await audit(b.id, 'booking.no_show_undo')).toEqual([{ staff_id: w.luca.id, before: { status: 'no_show' }, after: { status: 'paid', booking_number: b.number } }]);
    expect((await post(w.luca, `/bookings/${b.id}/no-show/undo`)).json()).toMatchObject({ code: 'conflict', detail: 'not_no_show' });

    const arrived = await post(w.luca, `/bookings/${b.id}/check-in`, { method: 'tap' });
    expect(arrived.statusCode, arrived.body).toBe(200);
    expect(arrived.json().data.booking).toMatchObject({ status: 'checked_in', check_in: { by: 'Luca Ferrero' } });
  });

  it('a tasting paid on site goes back to confirmed, with its amount due again', async () => {
    const b = await booking({ slotId: w.slot.wineToday, adults: 2 });
    await w.t.database.db.execute(sql`UPDATE slots SET starts_at = ${new Date(NOW.getTime() - 30 * 60_000).toISOString()}::timestamptz WHERE id = ${w.slot.wineToday}`);
    try {
      expect((await post(w.as.front_desk, `/bookings/${b.id}/no-show`)).json().data.booking.money.due_on_site_cents).toBe(0);
      const undone = await post(w.as.front_desk, `/bookings/${b.id}/no-show/undo`);
      expect(undone.json().data.booking).toMatchObject({ status: 'confirmed', due_on_site_cents: 8000 });
    } finally {
      await w.t.database.db.execute(sql`UPDATE slots SET starts_at = '2031-06-10 13:00:00+00' WHERE id = ${w.slot.wineToday}`);
    }
  });

  it('not before the start; not undone once the day is over (the no-show stands)', async () => {
    const early = await booking({ slotId: w.slot.wineToday });
    expect((await post(w.as.front_desk, `/bookings/${early.id}/no-show`)).json()).toMatchObject({ code: 'conflict', detail: 'not_started' });
    const past = await booking({ slotId: w.slot.truffleYesterday, category: 'TRUFFLE', status: 'no_show' });
    expect((await detail(past.id)).actions.undo_no_show).toEqual({ allowed: false, reason_if_not_allowed: 'outside_window' });
    expect((await post(w.as.manager, `/bookings/${past.id}/no-show/undo`)).json()).toMatchObject({ code: 'conflict', detail: 'outside_window' });
    expect((await detail(past.id)).status).toBe('no_show');
  });

  it('a referrer’s commission taken back by the no-show is given back when it is undone', async () => {
    const b = await booking({ slotId: w.slot.truffleToday, category: 'TRUFFLE' });
    const [partner] = await rows(sql`
      INSERT INTO partners (partner_type, status, source, company_name, email) VALUES ('referral', 'active', 'invite', 'Hotel Langhe', ${`hotel-${b.id}@example.com`}) RETURNING id`);
    await w.t.database.db.execute(sql`
      INSERT INTO commission_entries (partner_id, booking_id, kind, base_cents, rate_bps, amount_cents, earned_at)
      VALUES (${partner!.id}, ${b.id}, 'commission', 6557, 1000, 656, ${NOW.toISOString()}::timestamptz)`);
    const ledger = async () => (await rows(sql`SELECT amount_cents, reason FROM commission_entries WHERE booking_id = ${b.id} ORDER BY id`)).map((r) => [r.amount_cents, r.reason]);
    await post(w.sara, `/bookings/${b.id}/no-show`);
    expect(await ledger()).toEqual([
      [656, null],
      [-656, 'no_show'],
    ]);
    expect((await post(w.sara, `/bookings/${b.id}/no-show/undo`)).statusCode).toBe(200);
    expect(await ledger()).toEqual([
      [656, null],
      [-656, 'no_show'],
      [656, 'no_show_undone'],
    ]);
  });
});

describe('undoing a check-in made by mistake', () => {
  it('the booking is booked again, its check-in gone from the desk but kept in the record; it can be checked in again', async () => {
    const b = await booking({ slotId: w.slot.wineToday, name: 'Sbagliato Verdi' });
    expect((await post(w.sara, `/bookings/${b.id}/check-in`, { method: 'tap' })).statusCode).toBe(200);
    expect((await detail(b.id)).actions.undo_check_in).toEqual({ allowed: true, reason_if_not_allowed: null });
    expect((await post(w.as.accountant, `/bookings/${b.id}/check-in/undo`)).statusCode).toBe(403);

    const undone = await post(w.luca, `/bookings/${b.id}/check-in/undo`);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json().data.booking).toMatchObject({ status: 'confirmed', check_in: null, due_on_site_cents: 8000 });
    expect(await rows(sql`SELECT id FROM check_ins WHERE booking_id = ${b.id}`)).toEqual([]);
    const [event] = await events(b.id, 'check_in_undone');
    expect(event).toEqual({
      from_status: 'checked_in',
      to_status: 'confirmed',
      actor: `staff:${w.luca.id}`,
      data: { checked_in_at: NOW.toISOString(), checked_in_by: w.sara.id, method: 'tap' },
    });
    expect(await audit(b.id, 'booking.check_in_undo')).toMatchObject([
      { staff_id: w.luca.id, before: { status: 'checked_in', checked_in_by: w.sara.id }, after: { status: 'confirmed' } },
    ]);
    expect((await post(w.luca, `/bookings/${b.id}/check-in/undo`)).json()).toMatchObject({ code: 'conflict', detail: 'not_checked_in' });

    const again = await post(w.luca, `/bookings/${b.number}/check-in`, { method: 'number' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.booking.check_in).toMatchObject({ by: 'Luca Ferrero', method: 'number' });
    expect((await post(w.as.front_desk, '/bookings/BK-ZZZZZZZZ/check-in/undo')).statusCode).toBe(404);
  });

  it('a hunt paid by card goes back to paid', async () => {
    const b = await booking({ slotId: w.slot.truffleToday, category: 'TRUFFLE' });
    await post(w.sara, `/bookings/${b.id}/check-in`, { method: 'tap' });
    expect((await post(w.sara, `/bookings/${b.id}/check-in/undo`)).json().data.booking.status).toBe('paid');
  });
});

describe('collecting the amount due from the check-in result', () => {
  it('part, then the rest by card terminal; never more than is due; the booking is then settled', async () => {
    const b = await booking({ slotId: w.slot.wineToday, adults: 2 });
    const checkedIn = await post(w.sara, `/bookings/${b.id}/check-in`, { method: 'number' });
    expect(checkedIn.json().data.booking.due_on_site_cents).toBe(8000);

    expect((await post(w.as.accountant, `/bookings/${b.id}/check-in/collect`, { amount_cents: 100, method: 'cash' })).statusCode).toBe(403);
    expect((await post(w.sara, `/bookings/${b.id}/check-in/collect`, { amount_cents: 100, method: 'pos' })).statusCode).toBe(400);
    const part = await post(w.sara, `/bookings/${b.id}/check-in/collect`, { amount_cents: 3000, method: 'cash' });
    expect(part.statusCode, part.body).toBe(201);
    expect(part.json().data).toMatchObject({ due_cents: 5000, booking: { status: 'checked_in', due_on_site_cents: 5000 } });
    const over = await post(w.sara, `/bookings/${b.id}/check-in/collect`, { amount_cents: 5001, method: 'card' });
    expect(over.json()).toMatchObject({ code: 'conflict', detail: 'amount_exceeds_due; due_cents=5000; amount_cents=5001' });
    const rest = await post(w.sara, `/bookings/${b.id}/check-in/collect`, { amount_cents: 5000, method: 'card' });
    expect(rest.json().data).toMatchObject({ due_cents: 0, booking: { due_on_site_cents: 0 } });
    expect((await detail(b.id)).payment_status).toBe('paid');
    expect((await onSite(b.id)).map((p) => [p.amount_cents, p.method, p.staff_id])).toEqual([
      [3000, 'cash', w.sara.id],
      [5000, 'card', w.sara.id],
    ]);
    expect(await audit(b.id, 'booking.payment_on_site')).toHaveLength(2);
  });

  it('two desks collecting the whole amount at once: one is taken, the other refused; never collected twice', async () => {
    const b = await booking({ slotId: w.slot.wineToday, adults: 3 });
    await post(w.sara, `/bookings/${b.id}/check-in`, { method: 'tap' });
    const results = await whileLocked(b.id, () =>
      Promise.all([
        post(w.sara, `/bookings/${b.id}/check-in/collect`, { amount_cents: 12000, method: 'cash' }),
        post(w.luca, `/bookings/${b.id}/check-in/collect`, { amount_cents: 12000, method: 'card' }),
        post(w.as.manager, `/bookings/${b.id}/payments`, { amount_cents: 12000, method: 'cash' }),
      ]),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    // The later ones see the booking settled by the first (its payment read under the lock).
    expect(results.filter((r) => r.statusCode === 409).map((r) => r.json().detail)).toEqual(['not_pay_on_site', 'not_pay_on_site']);
    expect((await onSite(b.id)).map((p) => p.amount_cents)).toEqual([12000]);
    expect((await detail(b.id)).money).toMatchObject({ paid_cents: 12000, due_on_site_cents: 0 });
  });

  it('nothing to collect for a hunt paid by card', async () => {
    const b = await booking({ slotId: w.slot.truffleToday, category: 'TRUFFLE' });
    expect((await post(w.sara, `/bookings/${b.id}/check-in/collect`, { amount_cents: 100, method: 'cash' })).json()).toMatchObject({ detail: 'not_pay_on_site' });
  });
});

describe('voiding an on-site payment recorded by mistake', () => {
  it('owner or manager, with a reason: it no longer counts, the amount due comes back, the booking takes payment again', async () => {
    const b = await booking({ slotId: w.slot.wineToday, adults: 2 });
    const collected = await post(w.sara, `/bookings/${b.id}/check-in/collect`, { amount_cents: 8000, method: 'cash' });
    const paymentId = collected.json().data.payment_id as number;
    expect((await detail(b.id)).payment_status).toBe('paid');
    const url = `/bookings/${b.id}/payments/${paymentId}/void`;

    expect((await post(w.sara, url, { reason: 'Sbagliato' })).statusCode).toBe(403);
    expect((await post(w.as.accountant, url, { reason: 'Sbagliato' })).statusCode).toBe(403);
    expect((await post(w.as.manager, url, { reason: ' x ' })).statusCode).toBe(400);
    expect((await post(w.as.manager, url, {})).statusCode).toBe(400);

    const res = await post(w.as.manager, url, { reason: 'Registrato sulla prenotazione sbagliata' });
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json().data.booking;
    expect(d).toMatchObject({
      payment_status: 'pay_on_site',
      money: { paid_cents: 0, paid_on_site_cents: 0, due_on_site_cents: 8000 },
      actions: { record_payment: { allowed: true, due_cents: 8000 } },
    });
    expect(d.payments.find((p: Json) => p.id === paymentId)).toMatchObject({
      status: 'canceled',
      voidable: false,
      void: { reason: 'Registrato sulla prenotazione sbagliata', staff: { id: w.as.manager.id } },
    });
    expect(await onSite(b.id)).toMatchObject([{ id: paymentId, status: 'canceled', voided_by: w.as.manager.id, void_reason: 'Registrato sulla prenotazione sbagliata' }]);
    expect(await events(b.id, 'payment_voided')).toMatchObject([
      { actor: `staff:${w.as.manager.id}`, data: { payment_id: paymentId, amount_cents: 8000, method: 'cash', due_cents: 8000 } },
    ]);
    expect(await audit(b.id, 'booking.payment_void')).toMatchObject([
      {
        staff_id: w.as.manager.id,
        before: { payment_id: paymentId, status: 'succeeded', amount_cents: 8000, payment_status: 'paid' },
        after: { status: 'canceled', due_cents: 8000, payment_status: 'pay_on_site' },
      },
    ]);
    expect((await post(w.as.owner, url, { reason: 'Di nuovo' })).json()).toMatchObject({ code: 'conflict', detail: 'already_voided' });
    // The right amount is taken afterwards.
    expect((await post(w.sara, `/bookings/${b.id}/check-in/collect`, { amount_cents: 8000, method: 'card' })).statusCode).toBe(201);
  });

  it('only a payment taken on site, of that booking; two voids at once make one', async () => {
    const a = await booking({ slotId: w.slot.wineToday });
    const other = await booking({ slotId: w.slot.wineToday });
    const [card] = await rows(sql`
      INSERT INTO payments (kind, provider, booking_id, amount_cents, status, provider_payment_id) VALUES ('payment', 'simulator', ${a.id}, 2000, 'succeeded', 'pi_test_void') RETURNING id`);
    expect((await post(w.as.owner, `/bookings/${a.id}/payments/${card!.id}/void`, { reason: 'Non si può' })).json()).toMatchObject({ detail: 'not_voidable' });
    const cash = (await post(w.sara, `/bookings/${a.id}/check-in/collect`, { amount_cents: 1000, method: 'cash' })).json().data.payment_id;
    expect((await post(w.as.owner, `/bookings/${other.id}/payments/${cash}/void`, { reason: 'Altra prenotazione' })).statusCode).toBe(404);
    const results = await whileLocked(a.id, () =>
      Promise.all([w.as.owner, w.as.manager].map((who) => post(who, `/bookings/${a.id}/payments/${cash}/void`, { reason: 'Doppio clic' }))),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await events(a.id, 'payment_voided')).toHaveLength(1);
    expect(await audit(a.id, 'booking.payment_void')).toHaveLength(1);
  });
});

describe('"card (terminal)" and "POS" are one method', () => {
  it('the old name is refused by the API and by the database', async () => {
    const b = await booking({ slotId: w.slot.wineToday });
    expect((await post(w.as.manager, `/bookings/${b.id}/payments`, { amount_cents: 100, method: 'pos' })).statusCode).toBe(400);
    await expect(
      w.t.database.db.execute(sql`INSERT INTO payments (kind, provider, booking_id, amount_cents, status, method) VALUES ('payment', 'on_site', ${b.id}, 100, 'succeeded', 'pos')`),
    ).rejects.toMatchObject({ cause: { constraint: 'payments_method' } });
  });

  it('the data migration turns existing POS rows into card payments', async () => {
    const b = await booking({ slotId: w.slot.wineToday });
    // The statement as the migrations hold it (whichever file it ends up in).
    const dir = new URL('../../../../../packages/db/migrations/', import.meta.url);
    const statements = readdirSync(dir)
      .filter((f) => f.endsWith('.sql'))
      .flatMap((f) => readFileSync(new URL(f, dir), 'utf8').split('--> statement-breakpoint'));
    const update = statements.find((s) => /UPDATE "payments" SET "method" = 'card' WHERE "method" = 'pos'/.test(s))!;
    expect(update).toBeDefined();
    await w.t.database.db.transaction(async (tx) => {
      // A row as written before the rule: the check is lifted for it inside this transaction only.
      await tx.execute(sql`ALTER TABLE payments DROP CONSTRAINT payments_method`);
      await tx.execute(sql`INSERT INTO payments (kind, provider, booking_id, amount_cents, status, method) VALUES ('payment', 'on_site', ${b.id}, 500, 'succeeded', 'pos')`);
      await tx.execute(sql.raw(update.replace(/^--.*$/gm, '')));
      expect((await tx.execute<Json>(sql`SELECT method FROM payments WHERE booking_id = ${b.id}`)).rows).toEqual([{ method: 'card' }]);
      await tx.execute(sql`ALTER TABLE payments ADD CONSTRAINT payments_method CHECK (method IS NULL OR method IN ('cash', 'card'))`);
    });
    expect((await detail(b.id)).payments).toMatchObject([{ method: 'card', amount_cents: 500 }]);
  });
});
