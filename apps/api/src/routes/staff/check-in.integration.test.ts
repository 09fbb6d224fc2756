import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { bookingEvents, bookings, checkIns, staffAuditLog } from '@tenuta/db';
import { issueCheckInToken } from '@tenuta/booking';
import { renderNotification } from '@tenuta/mail';
import { confirmationPayload, insertNotification } from '../../jobs/outbox-test-fixtures.ts';
import { checkInWorld, insertBooking, NOW, staffCalls, type CheckInWorld } from './check-in-test-fixtures.ts';

/** Checking guests in on real PostgreSQL: by number, by id, by QR token; races, refusals, roles. */
let w: CheckInWorld;
beforeAll(async () => {
  w = await checkInWorld();
});
afterAll(async () => {
  await w.t.close();
});
const { post } = staffCalls(() => w.t);
const booking = (o: Parameters<typeof insertBooking>[1]) => insertBooking(w.t, o);
const countRows = async (table: typeof checkIns | typeof bookingEvents | typeof staffAuditLog, where: ReturnType<typeof eq>) =>
  (await w.t.database.db.select({ n: sql<number>`count(*)::int` }).from(table).where(where))[0]!.n;

describe('checking a guest in', () => {
  it('by booking number: the booking is checked in, with its booking event and audit row', async () => {
    const b = await booking({ slotId: w.slot.wineToday, adults: 2, children: 1, name: 'Giulia Rossi' });
    const res = await post(w.sara, `/bookings/${b.number.toLowerCase().replace('-', ' ')}/check-in`, { method: 'number' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data.booking;
    expect(data).toMatchObject({ id: b.id, booking_number: b.number, status: 'checked_in', customer_name: 'Giulia Rossi', people_count: 3, due_on_site_cents: 8000 });
    expect(data.check_in).toEqual({ at: NOW.toISOString(), by: 'Sara Conti', method: 'number' });

    const [row] = await w.t.database.db.select().from(bookings).where(eq(bookings.id, b.id));
    expect(row!.status).toBe('checked_in');
    const events = await w.t.database.db
      .select()
      .from(bookingEvents)
      .where(and(eq(bookingEvents.bookingId, b.id), eq(bookingEvents.type, 'checked_in')));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ fromStatus: 'confirmed', toStatus: 'checked_in', actor: `staff:${w.sara.id}` });
    const audit = await w.t.database.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.action, 'booking.check_in'), eq(staffAuditLog.targetId, String(b.id))));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      staffId: w.sara.id,
      targetType: 'booking',
      before: { status: 'confirmed' },
      after: { status: 'checked_in', method: 'number', booking_number: b.number },
    });
  });

  it('by id (a tap on the manifest), also early for a later slot of today', async () => {
    const b = await booking({ slotId: w.slot.truffleToday, category: 'TRUFFLE' });
    const res = await post(w.as.front_desk, `/bookings/${b.id}/check-in`, {});
    expect(res.statusCode).toBe(200);
    expect(res.json().data.booking.check_in.method).toBe('tap');
    expect(res.json().data.booking.due_on_site_cents).toBe(0); // paid by card
  });

  it('twice at once is ONE check-in: the other desk hears who and when', async () => {
    const b = await booking({ slotId: w.slot.wineToday });
    const [first, second] = await Promise.all([
      post(w.sara, `/bookings/${b.id}/check-in`, { method: 'tap' }),
      post(w.luca, `/bookings/${b.number}/check-in`, { method: 'number' }),
    ]);
    const codes = [first.statusCode, second.statusCode].sort();
    expect(codes).toEqual([200, 409]);
    const winner = first.statusCode === 200 ? first : second;
    const loser = first.statusCode === 200 ? second : first;
    const who = winner.json().data.booking.check_in.by as string;
    expect(['Sara Conti', 'Luca Ferrero']).toContain(who);
    expect(loser.json()).toMatchObject({
      success: false,
      code: 'conflict',
      detail: 'already_checked_in',
      checked_in_by: who,
      checked_in_at: NOW.toISOString(),
      status: 'checked_in',
    });
    expect(loser.json().booking.booking_number).toBe(b.number);
    expect(await countRows(checkIns, eq(checkIns.bookingId, b.id))).toBe(1);
    expect(await countRows(bookingEvents, and(eq(bookingEvents.bookingId, b.id), eq(bookingEvents.type, 'checked_in'))!)).toBe(1);
    expect(await countRows(staffAuditLog, and(eq(staffAuditLog.action, 'booking.check_in'), eq(staffAuditLog.targetId, String(b.id)))!)).toBe(1);

    // A third try, later, says the same.
    const again = await post(w.as.manager, `/bookings/${b.id}/check-in`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ detail: 'already_checked_in', checked_in_by: who });
  });

  it('refuses what cannot arrive today: cancelled, unpaid, no-show (not_checkable), another day (outside_window)', async () => {
    for (const status of ['cancelled', 'pending', 'no_show'] as const) {
      const b = await booking({ slotId: w.slot.wineToday, category: status === 'pending' ? 'TRUFFLE' : 'WINE', status });
      const res = await post(w.sara, `/bookings/${b.id}/check-in`, {});
      expect(res.statusCode, status).toBe(409);
      expect(res.json()).toMatchObject({ code: 'conflict', detail: 'not_checkable', status });
    }
    for (const slotId of [w.slot.wineTomorrow, w.slot.truffleYesterday, w.slot.wineNextWeek]) {
      const b = await booking({ slotId });
      const res = await post(w.sara, `/bookings/${b.id}/check-in`, {});
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ detail: 'outside_window', status: 'confirmed' });
      expect(await countRows(checkIns, eq(checkIns.bookingId, b.id))).toBe(0);
    }
  });

  it('an unknown booking is a 404', async () => {
    for (const ref of ['999999999', 'BK-ZZZZZZZZ', 'nonsense']) {
      const res = await post(w.sara, `/bookings/${encodeURIComponent(ref)}/check-in`, {});
      expect(res.statusCode, ref).toBe(404);
    }
  });

  it('the accountant cannot check in; nobody without a session can', async () => {
    const b = await booking({ slotId: w.slot.wineToday });
    const refused = await post(w.as.accountant, `/bookings/${b.id}/check-in`, {});
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe('role_forbidden');
    const token = await issueCheckInToken(w.t.database.db, b.number);
    expect((await post(w.as.accountant, '/check-in/scan', { token })).statusCode).toBe(403);
    expect((await w.t.app.inject({ method: 'POST', url: `/api/staff/bookings/${b.id}/check-in`, payload: {} })).statusCode).toBe(401);
    expect(await countRows(checkIns, eq(checkIns.bookingId, b.id))).toBe(0);
  });
});

describe('scanning the QR code', () => {
  it('a genuine token checks the guest in (method qr)', async () => {
    const b = await booking({ slotId: w.slot.wineToday, name: 'John Smith' });
    const token = await issueCheckInToken(w.t.database.db, b.number);
    const res = await post(w.sara, '/check-in/scan', { token });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.booking).toMatchObject({ booking_number: b.number, customer_name: 'John Smith', check_in: { by: 'Sara Conti', method: 'qr' } });
  });

  it('a forged or altered token is a 404 that reveals nothing, like an unknown booking', async () => {
    const b = await booking({ slotId: w.slot.wineToday });
    const token = await issueCheckInToken(w.t.database.db, b.number);
    const [number, mac] = token.split('.') as [string, string];
    const forged = [`${number}.${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`, `${number}.${'A'.repeat(24)}`, number, `BK-ZZZZZZZZ.${mac}`, `${number}.${mac}x`];
    const unknown = await post(w.sara, '/bookings/BK-ZZZZZZZZ/check-in', {});
    for (const f of forged) {
      const res = await post(w.sara, '/check-in/scan', { token: f });
      expect(res.statusCode, f).toBe(404);
      expect(res.json(), f).toEqual(unknown.json());
      expect(res.body).not.toContain(b.number);
    }
    expect(await countRows(checkIns, eq(checkIns.bookingId, b.id))).toBe(0);
  });

  it('the confirmation e-mail carries the QR code of that token, inline, with the number in words', async () => {
    const b = await booking({ slotId: w.slot.wineNextWeek, name: 'Anna Verdi' });
    const id = await insertNotification(w.t.database.db, {
      kind: 'booking_confirmation',
      recipient: 'anna@example.com',
      locale: 'en',
      payload: confirmationPayload([{ id: b.id, bookingNumber: b.number }]),
    });
    const mail = await renderNotification(
      w.t.database.db,
      { id, kind: 'booking_confirmation', recipient: 'anna@example.com', locale: 'en', payload: confirmationPayload([{ id: b.id, bookingNumber: b.number }]) },
      { publicUrl: 'https://tenuta.example' },
    );
    const png = mail.attachments.find((a) => a.contentType === 'image/png');
    expect(png).toMatchObject({ cid: `check-in-${b.number}@tenuta`, encoding: 'base64', filename: `check-in-${b.number}.png` });
    expect(Buffer.from(png!.content, 'base64').subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(mail.html).toContain(`src="cid:check-in-${b.number}@tenuta"`);
    expect(mail.text).toContain(`give your booking number ${b.number}`);
  });
});
