import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { StaffRole } from '@tenuta/db';
import { renderNotification } from '@tenuta/mail';
import { checkoutHelpers } from '../../checkout-fixtures.ts';
import { staffSession } from '../../staff-test-fixtures.ts';
import { createTestApp, type TestApp } from '../../test-app.ts';

/**
 * A staff cancellation says whose decision it was: the guest's request (the e-mail confirms the
 * cancellation they asked for, the refund per the policy) or the estate's (the e-mail apologises);
 * and whether the guest is e-mailed at all. Both are in the booking's history and the audit log.
 */
let t: TestApp;
const h = checkoutHelpers(() => t);
// biome-ignore lint/suspicious/noExplicitAny: JSON answers and rows read field by field; the assertions check their shape
type Json = Record<string, any>;
const staff = {} as Record<StaffRole, { id: number; headers: { authorization: string } }>;

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ['owner', 'manager'] as const) staff[role] = await staffSession(t.database.db, role);
});
afterAll(async () => {
  await t.close();
});

const as = (role: StaffRole, method: 'GET' | 'POST', url: string, payload?: Json) =>
  t.app.inject({ method, url: `/api/staff${url}`, headers: staff[role].headers, ...(payload ? { payload } : {}) });

let slotSeq = 0;
/** A truffle hunt slot of its own, `hours` from now. */
async function slotIn(hours: number): Promise<number> {
  const [row] = await h.rows<{ id: number }>(sql`
    INSERT INTO slots (experience_id, category, starts_at, duration_minutes, capacity_total, languages, truffle_price_cents, truffle_vip_upgrade_price_cents)
    SELECT id, 'TRUFFLE', date_trunc('minute', now()) + make_interval(mins => ${Math.round(hours * 60)}, secs => ${++slotSeq}), 120, 8, ARRAY['IT','EN'], 8500, 5000
      FROM experiences WHERE slug = 'caccia-al-tartufo'
    RETURNING id`);
  return Number(row!.id);
}

let ip = 0;
/** A hunt for two (170 €) booked by the guest and paid by card. */
async function paidHunt(locale: 'it' | 'en'): Promise<{ id: number }> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/bookings',
    remoteAddress: `198.51.100.${++ip}`,
    payload: {
      slot_id: await slotIn(72 + 2),
      adults: 2,
      children: 0,
      language: 'IT',
      locale,
      customer: { first_name: 'Anna', last_name: 'Rossi', email: 'anna.rossi@example.it', phone: '+39 333 1234567' },
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const d = res.json().data;
  const token = d.manage_token as string;
  const intent = await h.inject('POST', `/api/payments-api/create-payment-intent?token=${token}`, {
    amount: d.payment.amount_cents,
    booking_id: d.booking.id,
    customer_email: 'anna.rossi@example.it',
  });
  const paid = await h.inject('POST', `/api/payments-api/confirm-payment?token=${token}`, { payment_intent_id: intent.json().payment_intent_id, card_number: '4242424242424242' });
  expect(paid.statusCode, paid.body).toBe(200);
  return { id: Number(d.booking.id) };
}

const cancellationMail = async (bookingId: number) => {
  const [row] = await h.rows<Json>(sql`SELECT * FROM notifications WHERE kind = 'booking_cancelled' AND payload->>'booking_id' = ${String(bookingId)}`);
  return row
    ? { payload: row.payload as Json, mail: await renderNotification(t.database.db, { ...row, id: Number(row.id) } as never, { publicUrl: 'http://localhost:3000' }) }
    : null;
};
const eventData = async (bookingId: number) => (await h.rows<Json>(sql`SELECT data FROM booking_events WHERE booking_id = ${bookingId} AND type = 'cancelled'`))[0]!.data as Json;
const auditAfter = async (bookingId: number) =>
  (await h.rows<Json>(sql`SELECT after FROM staff_audit_log WHERE target_type = 'booking' AND target_id = ${String(bookingId)} AND action = 'booking.cancel'`))[0]!.after as Json;

describe('who cancelled, and whether the guest is e-mailed', () => {
  it('at the guest’s request: the policy’s refund, an e-mail that confirms their cancellation (no apology)', async () => {
    const b = await paidHunt('it');
    const res = await as('manager', 'POST', `/bookings/${b.id}/cancel`, { reason: 'L’ospite ha chiamato per annullare', cancelled_by: 'guest' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ refund_percent: 70, refund_cents: 11900, email_queued: true, booking: { cancellation: { cancelled_by: 'guest' } } });
    const sent = (await cancellationMail(b.id))!;
    expect(sent.payload).toMatchObject({ cancelled_by: 'guest', refund_percent: 70, refund_cents: 11900 });
    expect(sent.mail.text).toContain('come richiesto, abbiamo annullato la prenotazione');
    expect(sent.mail.text).not.toContain('Ci scusiamo');
    expect(sent.mail.text).toContain('il 70% di quanto pagato');
    expect(await eventData(b.id)).toMatchObject({ cancelled_by: 'guest', notify_guest: true, refund_choice: 'policy' });
    expect(await auditAfter(b.id)).toMatchObject({ cancelled_by: 'guest', notify_guest: true, email_queued: true, refund_percent: 70 });
    const history = (await as('manager', 'GET', `/bookings/${b.id}`)).json().data.booking.history as Json[];
    expect(history.find((e) => e.type === 'cancelled')!.data).toMatchObject({ cancelled_by: 'guest' });
  });

  it('by the estate: the apology, in the guest’s language, with the refund decided (here all of it)', async () => {
    const b = await paidHunt('en');
    const res = await as('owner', 'POST', `/bookings/${b.id}/cancel`, { reason: 'Storm warning: the woods are closed', cancelled_by: 'estate', refund: 'full' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ refund_percent: 100, refund_cents: 17000, booking: { cancellation: { cancelled_by: 'estate' } } });
    const sent = (await cancellationMail(b.id))!;
    expect(sent.payload).toMatchObject({ cancelled_by: 'estate' });
    expect(sent.mail.text).toContain('we have had to cancel the booking below. We apologise');
    expect(sent.mail.text).not.toContain('as you asked');
    expect(await auditAfter(b.id)).toMatchObject({ cancelled_by: 'estate', refund_choice: 'full', override: true });
  });

  it('the guest told in person and not to be e-mailed: no e-mail, and the history and audit say so', async () => {
    const b = await paidHunt('it');
    const res = await as('manager', 'POST', `/bookings/${b.id}/cancel`, { reason: 'Annullata al banco', cancelled_by: 'guest', notify_guest: false });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ email_queued: false, refund_cents: 11900 });
    expect(await cancellationMail(b.id)).toBeNull();
    expect(await eventData(b.id)).toMatchObject({ cancelled_by: 'guest', notify_guest: false });
    expect(await auditAfter(b.id)).toMatchObject({ notify_guest: false, email_queued: false });
  });

  it('an unknown answer is refused', async () => {
    const b = await paidHunt('it');
    for (const body of [
      { reason: 'Valido', cancelled_by: 'partner' },
      { reason: 'Valido', notify_guest: 'no' },
    ]) {
      expect((await as('manager', 'POST', `/bookings/${b.id}/cancel`, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
  });
});
