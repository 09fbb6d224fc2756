import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { StaffRole } from '@tenuta/db';
import { checkoutHelpers } from '../../checkout-fixtures.ts';
import { partnerSession } from '../../partner-test-fixtures.ts';
import { staffSession } from '../../staff-test-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-app.ts';

/** The payments ledger (GET /api/staff/payments.csv) and the bookings export by payment date, on real PostgreSQL. */
let t: TestApp;
const h = checkoutHelpers(() => t);
// biome-ignore lint/suspicious/noExplicitAny: JSON answers read field by field
type Json = Record<string, any>;
const staff = {} as Record<StaffRole, { id: number; headers: { authorization: string } }>;

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ['owner', 'manager', 'front_desk', 'accountant'] as const) staff[role] = await staffSession(t.database.db, role);
});
afterAll(async () => {
  await t.close();
});

const as = (role: StaffRole, method: 'GET' | 'POST', url: string, payload?: Json) =>
  t.app.inject({ method, url: `/api/staff${url}`, headers: staff[role].headers, ...(payload ? { payload } : {}) });
let ip = 0;

/** A slot of its own `days` ahead (a truffle hunt at 85 €, or a tasting at 30 € paid at the cellar). */
async function slotIn(days: number, category: 'TRUFFLE' | 'WINE'): Promise<number> {
  const slug = category === 'TRUFFLE' ? 'caccia-al-tartufo' : 'degustazione-tradizione';
  const [row] = await h.rows<{ id: number }>(sql`
    INSERT INTO slots (experience_id, category, starts_at, duration_minutes, capacity_total, languages, truffle_price_cents, truffle_vip_upgrade_price_cents, wine_price_cents, wine_vip_upgrade_price_cents)
    SELECT id, ${category}, date_trunc('minute', now()) + make_interval(days => ${days}, secs => ${++ip}), 120, 16, ARRAY['IT','EN'],
           ${category === 'TRUFFLE' ? 8500 : null}::int, ${category === 'TRUFFLE' ? 5000 : null}::int, ${category === 'WINE' ? 3000 : null}::int, ${category === 'WINE' ? 2500 : null}::int
      FROM experiences WHERE slug = ${slug}
    RETURNING id`);
  return Number(row!.id);
}

async function book(slot: number, lastName: string): Promise<{ id: number; number: string; token: string; amountCents: number }> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    remoteAddress: `198.51.100.${(ip % 250) + 1}`,
    payload: {
      slot_id: slot,
      adults: 2,
      children: 0,
      language: 'IT',
      locale: 'it',
      customer: { first_name: 'Anna', last_name: lastName, email: 'anna@example.it', phone: '+39 333 1234567' },
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const d = res.json().data;
  return { id: d.booking.id, number: d.booking.booking_number, token: d.manage_token, amountCents: d.payment.amount_cents };
}

/** A truffle hunt paid by card through the payment API. */
async function paidByCard(slot: number, lastName: string) {
  const b = await book(slot, lastName);
  const intent = await h.inject('POST', `/api/payments-api/create-payment-intent?token=${b.token}`, { amount: b.amountCents, booking_id: b.id, customer_email: 'anna@example.it' });
  expect(intent.statusCode, intent.body).toBe(200);
  const paid = await h.inject('POST', `/api/payments-api/confirm-payment?token=${b.token}`, {
    payment_intent_id: intent.json().payment_intent_id,
    card_number: '4242424242424242',
  });
  expect(paid.statusCode, paid.body).toBe(200);
  return b;
}

/** Money taken at the cellar through the staff call; answers the new payment row's id. */
async function onSite(bookingId: number, amountCents: number, method: 'cash' | 'card'): Promise<number> {
  const res = await as('front_desk', 'POST', `/bookings/${bookingId}/payments`, { amount_cents: amountCents, method });
  expect([200, 201], res.body).toContain(res.statusCode);
  const [row] = await h.rows<{ id: number }>(sql`SELECT id FROM payments WHERE booking_id = ${bookingId} AND provider = 'on_site' ORDER BY id DESC LIMIT 1`);
  return Number(row!.id);
}

/** Moves a ledger row to a Rome wall-clock instant ("2031-03-01 10:15"). */
const recordedAt = (paymentId: number, rome: string) =>
  t.database.db.execute(sql`UPDATE payments SET created_at = (${rome}::timestamp AT TIME ZONE 'Europe/Rome') WHERE id = ${paymentId}`);
const cardPaymentOf = async (bookingId: number) =>
  Number((await h.rows<{ id: number }>(sql`SELECT id FROM payments WHERE booking_id = ${bookingId} AND kind = 'payment' AND status = 'succeeded'`))[0]!.id);
const lines = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');

describe('GET /api/staff/payments.csv: the payments ledger', () => {
  it('lists every payment, refund and void of the Rome days with its time, booking, method, signed amount and who recorded it; audited', async () => {
    const hunt = await paidByCard(await slotIn(40, 'TRUFFLE'), 'Cartabianca');
    const tasting = await book(await slotIn(41, 'WINE'), 'Müller');
    const card = await cardPaymentOf(hunt.id);
    const cash = await onSite(tasting.id, 3000, 'cash');
    const terminal = await onSite(tasting.id, 3000, 'card');
    // A refund the manager started, and the terminal payment voided as a mistake (the row stays, cancelled).
    const [refund] = await h.rows<{ id: number }>(sql`
      INSERT INTO payments (kind, provider, provider_payment_id, provider_refund_id, booking_id, amount_cents, currency, status, reason, staff_id)
      VALUES ('refund', 'simulator', 'pi_ledger_test', 're_ledger_test', ${hunt.id}, 8500, 'eur', 'succeeded', 'staff_cancellation', ${staff.manager.id}) RETURNING id`);
    await t.database.db.execute(sql`
      UPDATE payments SET status = 'canceled', voided_at = ('2031-03-02 18:05'::timestamp AT TIME ZONE 'Europe/Rome'), voided_by = ${staff.manager.id}, void_reason = 'Battuto due volte'
      WHERE id = ${terminal}`);
    // A failed attempt moved no money: never in the ledger.
    await t.database.db.execute(sql`INSERT INTO payments (kind, provider, booking_id, amount_cents, currency, status, created_at)
      VALUES ('payment', 'simulator', ${hunt.id}, 17000, 'eur', 'failed', ('2031-03-01 09:00'::timestamp AT TIME ZONE 'Europe/Rome'))`);
    await recordedAt(card, '2031-03-01 10:15');
    await recordedAt(cash, '2031-03-02 17:30');
    await recordedAt(terminal, '2031-03-02 17:31');
    await recordedAt(Number(refund!.id), '2031-03-02 23:30'); // 22:30 UTC: still the 2nd in Rome
    const res = await as('accountant', 'GET', '/payments.csv?from=2031-03-01&to=2031-03-02');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="tenuta-payments-2031-03-01-2031-03-02.csv"');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const day = (id: number) =>
      h.rows<{ d: string }>(sql`SELECT to_char(s.starts_at AT TIME ZONE 'Europe/Rome', 'YYYY-MM-DD') AS d FROM bookings b JOIN slots s ON s.id = b.slot_id WHERE b.id = ${id}`);
    const huntDay = (await day(hunt.id))[0]!.d;
    const tastingDay = (await day(tasting.id))[0]!.d;
    const who = 'Test front_desk';
    expect(lines(res.body)).toEqual([
      'at;entry;amount_eur;method;provider;booking_number;experience_date;customer;gift_voucher;recorded_by;reason;reference;payment_id',
      `2031-03-01 10:15;payment;"170,00";card_online;simulator;${hunt.number};${huntDay};Anna Cartabianca;;;;${(await h.rows<{ p: string }>(sql`SELECT provider_payment_id AS p FROM payments WHERE id = ${card}`))[0]!.p};${card}`,
      `2031-03-02 17:30;payment;"30,00";cash;on_site;${tasting.number};${tastingDay};Anna Müller;;${who};on_site_payment;;${cash}`,
      `2031-03-02 17:31;payment;"30,00";card_terminal;on_site;${tasting.number};${tastingDay};Anna Müller;;${who};on_site_payment;;${terminal}`,
      `2031-03-02 18:05;void;"-30,00";card_terminal;on_site;${tasting.number};${tastingDay};Anna Müller;;Test manager;Battuto due volte;;${terminal}`,
      `2031-03-02 23:30;refund;"-85,00";card_online;simulator;${hunt.number};${huntDay};Anna Cartabianca;;Test manager;staff_cancellation;re_ledger_test;${refund!.id}`,
    ]);
    // The days are Rome days: the 3rd (from 23:00 UTC of the 2nd) holds none of them.
    expect(lines((await as('accountant', 'GET', '/payments.csv?from=2031-03-03&to=2031-03-03')).body)).toHaveLength(1);
    expect(lines((await as('owner', 'GET', '/payments.csv?from=2031-03-02&to=2031-03-02')).body)).toHaveLength(5);
    const [audit] = await h.rows<Json>(sql`SELECT staff_id, target_type, target_id, after FROM staff_audit_log WHERE action = 'export.payments' ORDER BY id LIMIT 1`);
    expect(audit).toEqual({
      staff_id: staff.accountant.id,
      target_type: 'export',
      target_id: 'payments:2031-03-01..2031-03-02',
      after: { from: '2031-03-01', to: '2031-03-02', rows: 5 },
    });
  });

  it('is for the roles with exports only; a partner or no session gets nothing; bad ranges are 400', async () => {
    const q = '/payments.csv?from=2031-03-01&to=2031-03-02';
    expect((await as('front_desk', 'GET', q)).statusCode).toBe(403);
    expect((await as('manager', 'GET', q)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/staff${q}` })).statusCode).toBe(401);
    const partner = await partnerSession(t.database.db);
    expect((await t.app.inject({ method: 'GET', url: `/api/staff${q}`, headers: partner.headers })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `/api/partners${q}`, headers: partner.headers })).statusCode).toBe(404);
    expect((await as('accountant', 'GET', '/payments.csv?from=2031-03-01')).statusCode).toBe(400);
    expect((await as('accountant', 'GET', '/payments.csv?from=2031-03-02&to=2031-03-01')).statusCode).toBe(400);
    expect((await as('accountant', 'GET', '/payments.csv?from=2030-01-01&to=2031-03-01')).statusCode).toBe(400);
  });
});

describe('GET /api/staff/bookings.csv?by=payment: bookings by the day they were paid', () => {
  it('takes the bookings with a payment recorded on those Rome days, whatever their experience date; a voided payment does not count', async () => {
    const early = await paidByCard(await slotIn(3, 'TRUFFLE'), 'Primo');
    const late = await book(await slotIn(90, 'WINE'), 'Secondo');
    const voided = await book(await slotIn(91, 'WINE'), 'Terzo');
    const other = await paidByCard(await slotIn(4, 'TRUFFLE'), 'Quarto');
    await recordedAt(await cardPaymentOf(early.id), '2031-05-10 09:00');
    await recordedAt(await onSite(late.id, 6000, 'cash'), '2031-05-11 23:45');
    const wrong = await onSite(voided.id, 6000, 'card');
    await recordedAt(wrong, '2031-05-10 12:00');
    await t.database.db.execute(sql`UPDATE payments SET status = 'canceled', voided_at = now(), voided_by = ${staff.manager.id}, void_reason = 'Errore' WHERE id = ${wrong}`);
    await recordedAt(await cardPaymentOf(other.id), '2031-05-12 00:10');

    const res = await as('accountant', 'GET', '/bookings.csv?from=2031-05-10&to=2031-05-11&by=payment');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="tenuta-bookings-paid-2031-05-10-2031-05-11.csv"');
    const [header, ...rows] = lines(res.body);
    const columns = header!.split(';');
    expect(rows.map((l) => l.split(';')[0])).toEqual([early.number, late.number]);
    const cell = (row: string, name: string) => row.split(';')[columns.indexOf(name)];
    expect(cell(rows[0]!, 'paid_eur')).toBe('"170,00"');
    expect(cell(rows[0]!, 'last_payment_at')).toBe('2031-05-10 09:00');
    expect(cell(rows[1]!, 'last_payment_at')).toBe('2031-05-11 23:45');
    expect(cell(rows[1]!, 'guest_phone')).toBe('+39 333 1234567');
    const [audit] = await h.rows<Json>(sql`SELECT after FROM staff_audit_log WHERE action = 'export.bookings' ORDER BY id DESC LIMIT 1`);
    expect(audit!.after).toEqual({ from: '2031-05-10', to: '2031-05-11', by: 'payment', rows: 2 });

    // By experience date (the default) the same days hold none of them.
    const byExperience = await as('accountant', 'GET', '/bookings.csv?from=2031-05-10&to=2031-05-11');
    expect(lines(byExperience.body)).toHaveLength(1);
    expect(byExperience.headers['content-disposition']).toBe('attachment; filename="tenuta-bookings-2031-05-10-2031-05-11.csv"');
    expect((await as('accountant', 'GET', '/bookings.csv?from=2031-05-10&to=2031-05-11&by=booked')).statusCode).toBe(400);
    expect((await as('front_desk', 'GET', '/bookings.csv?from=2031-05-10&to=2031-05-11&by=payment')).statusCode).toBe(403);
  });
});
