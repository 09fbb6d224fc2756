import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { recordStaffAction, staffAuditTargets } from '@tenuta/core';
import { auditSubjectKey, describeAuditEntries } from '@tenuta/identity';
import { checkInWorld, insertBooking, staffCalls, type CheckInWorld } from './check-in-test-fixtures.ts';

/**
 * GET /api/staff/audit names what each row changed (booking number and guest, slot time and
 * experience, partner, voucher…) and who acted, so the page can write sentences and links.
 */
let w: CheckInWorld;
beforeAll(async () => {
  w = await checkInWorld();
});
afterAll(async () => {
  await w.t.close();
});
const { post, get } = staffCalls(() => w.t);
// biome-ignore lint/suspicious/noExplicitAny: JSON answers read field by field
type Json = Record<string, any>;
const audit = async (query: string) => {
  const res = await get(w.as.owner, `/audit?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.entries as Json[];
};

describe('GET /api/staff/audit: the records rows point at', () => {
  it('a check-in names the booking, its guest, its slot’s start and experience, and the desk member by name', async () => {
    const b = await insertBooking(w.t, { slotId: w.slot.wineToday, name: 'Nicolò Bianchi', adults: 2 });
    expect((await post(w.sara, `/bookings/${b.id}/check-in`)).statusCode).toBe(200);
    const [row] = await audit(`target_type=booking&target_id=${b.id}`);
    expect(row).toMatchObject({
      action: 'booking.check_in',
      staff_id: w.sara.id,
      actor_name: 'Sara Conti',
      subject: {
        type: 'booking',
        id: String(b.id),
        label: b.number,
        detail: 'Nicolò Bianchi',
        starts_at: '2031-06-10T13:00:00.000Z',
        title: { it: 'Degustazione Premium', en: expect.any(String) },
        booking_id: b.id,
      },
      related: [],
    });
  });

  it('a slot, a partner and a commission (its booking and partner), an export (none), a record gone (null), by action group', async () => {
    const db = w.t.database.db;
    const partner = Number(
      (
        await db.execute<{ id: number }>(
          sql`INSERT INTO partners (partner_type, status, source, company_name, email) VALUES ('reseller', 'active', 'invite', 'Langhe Tours', 'langhe@example.com') RETURNING id`,
        )
      ).rows[0]!.id,
    );
    const b = await insertBooking(w.t, { slotId: w.slot.wineTomorrow, name: 'Jürgen Müller' });
    const entry = Number(
      (
        await db.execute<{ id: number }>(sql`
        INSERT INTO commission_entries (partner_id, booking_id, kind, base_cents, rate_bps, amount_cents, earned_at)
        VALUES (${partner}, ${b.id}, 'commission', 10000, 1000, 1000, now()) RETURNING id`)
      ).rows[0]!.id,
    );
    const actor = { id: w.as.manager.id, email: w.as.manager.email };
    await recordStaffAction(db, actor, { action: 'slot.cancel', targetType: 'slot', targetId: w.slot.wineNextWeek, after: { refund_cents: 42500, bookings_cancelled: [1] } });
    await recordStaffAction(db, actor, { action: 'partner.suspend', targetType: 'partner', targetId: partner, after: { status: 'suspended', reason: 'Fatture non pagate' } });
    await recordStaffAction(db, actor, {
      action: 'commission.clear',
      targetType: 'commission',
      targetId: entry,
      after: { partner_id: partner, booking_id: b.id, amount_cents: 1000 },
    });
    await recordStaffAction(db, actor, { action: 'export.bookings', targetType: 'export', targetId: 'bookings:2031-06-01..2031-06-30', after: { rows: 3 } });
    await recordStaffAction(db, actor, { action: 'booking.note', targetType: 'booking', targetId: 987654321, after: { body: 'x' } });

    const rows = await audit(`staff_id=${w.as.manager.id}`);
    const of = (action: string) => rows.find((r) => r.action === action)!;
    expect(of('slot.cancel').subject).toMatchObject({ type: 'slot', starts_at: '2031-06-17T08:00:00.000Z', title: { it: 'Degustazione Premium' } });
    expect(of('partner.suspend').subject).toMatchObject({ type: 'partner', label: 'Langhe Tours', partner_id: partner });
    expect(of('commission.clear').subject).toMatchObject({ type: 'commission', label: b.number, detail: 'Langhe Tours', booking_id: b.id, partner_id: partner });
    expect(of('commission.clear').related.map((r: Json) => [r.type, r.label])).toEqual([
      ['partner', 'Langhe Tours'],
      ['booking', b.number],
    ]);
    expect(of('export.bookings').subject).toBeNull();
    expect(of('booking.note')).toMatchObject({ target_id: '987654321', subject: null });
    expect(of('slot.cancel').actor_name).toBe('Test manager');

    // The page's filter asks for a group of actions ("partner." is not "partner_code.").
    const partners = await audit(`action=partner.&staff_id=${w.as.manager.id}`);
    expect(partners.map((r) => r.action)).toEqual(['partner.suspend']);
  });

  it('names every kind of record the log points at (one query each, none failing)', async () => {
    const entries = staffAuditTargets.map((type, i) => ({
      id: i + 1,
      staffId: null,
      actorEmail: 'system',
      action: 'booking.note',
      targetType: type,
      targetId: '1',
      before: null,
      after: { partner_id: 1, booking_id: 1 },
      createdAt: new Date(),
    }));
    const { subjects } = await describeAuditEntries(w.t.database.db, entries);
    expect(subjects.get(auditSubjectKey('experience', '1'))?.title).toMatchObject({ it: expect.any(String), en: expect.any(String) });
  });

  it('is for the roles that read the log', async () => {
    expect((await get(w.as.accountant, '/audit')).statusCode).toBe(200);
    expect((await get(w.as.front_desk, '/audit')).statusCode).toBe(403);
  });
});
