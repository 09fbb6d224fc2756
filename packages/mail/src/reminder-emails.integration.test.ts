import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, createTestDatabase, notifications, reviews, type TestDatabase } from '@tenuta/db';
import { findBookingByAccessToken, queueDueReminders, queueDueReviewRequests } from '@tenuta/booking';
import { testClock } from '@tenuta/booking/test-fixtures';
import { NotificationDataError, renderNotification } from './render-notification.ts';

let t: TestDatabase;
let truffleId = 0;
let wineId = 0;

beforeAll(async () => {
  t = await createTestDatabase();
  const r = await t.db.execute<{ id: number; slug: string }>(sql`SELECT id, slug FROM experiences WHERE slug IN ('caccia-al-tartufo', 'degustazione-premium')`);
  truffleId = Number(r.rows.find((e) => e.slug === 'caccia-al-tartufo')!.id);
  wineId = Number(r.rows.find((e) => e.slug === 'degustazione-premium')!.id);
});
afterAll(async () => {
  await t.drop();
});

/** A slot at a Rome wall-clock time (PostgreSQL applies the DST rules). */
async function slotAt(romeStart: string, category: 'TRUFFLE' | 'WINE' = 'TRUFFLE', durationMinutes = 180): Promise<number> {
  const r = await t.db.execute<{ id: number }>(sql`
    INSERT INTO slots (experience_id, category, starts_at, duration_minutes, capacity_total, languages, truffle_price_cents, wine_price_cents)
    VALUES (${category === 'TRUFFLE' ? truffleId : wineId}, ${category}, ${romeStart}::timestamp AT TIME ZONE 'Europe/Rome', ${durationMinutes}, 8,
            ARRAY['IT','EN'], 8500, 4000)
    RETURNING id`);
  return Number(r.rows[0]!.id);
}

let seq = 0;
async function bookingOn(
  slotId: number,
  o: { status?: 'pending' | 'confirmed' | 'paid' | 'checked_in' | 'no_show' | 'cancelled' | 'refunded'; locale?: 'it' | 'en'; email?: string | null } = {},
) {
  seq += 1;
  const [b] = await t.db
    .insert(bookings)
    .values({
      bookingNumber: `BK-REM${process.pid}X${seq}`,
      slotId,
      category: 'TRUFFLE',
      adults: 2,
      language: 'IT',
      status: o.status ?? 'paid',
      paymentStatus: o.status === 'confirmed' ? 'pay_on_site' : 'paid',
      unitPriceCents: 8500,
      subtotalCents: 17000,
      totalCents: 17000,
      customerEmail: o.email === undefined ? `guest${seq}@example.com` : o.email,
      customerName: 'Giulia Rossi',
      locale: o.locale ?? 'it',
    })
    .returning();
  return b!;
}

async function rowsFor(kind: 'booking_reminder' | 'review_request', bookingId: number) {
  const all = await t.db
    .select()
    .from(notifications)
    .where(sql`${notifications.kind} = ${kind} AND ${notifications.payload} -> 'booking_ids' @> ${JSON.stringify([bookingId])}::jsonb`);
  return all;
}

const render = { publicUrl: 'https://tenuta.example' };

describe('queueDueReminders', () => {
  // Saturday 30 October 2027, 12:00 in Rome (CEST); the clocks go back in the night to Sunday 31.
  const clock = testClock(new Date('2027-10-30T10:00:00Z'));

  it('queues one reminder for every live booking of tomorrow (Rome), across the October clock change', async () => {
    const today = await bookingOn(await slotAt('2027-10-30 23:30'));
    const firstHour = await bookingOn(await slotAt('2027-10-31 00:30')); // 22:30 UTC on the 30th
    const duringChange = await bookingOn(await slotAt('2027-10-31 02:30'), { locale: 'en' }); // after the repeated hour
    const morning = await slotAt('2027-10-31 10:00');
    const paid = await bookingOn(morning);
    const wine = await bookingOn(await slotAt('2027-10-31 16:30', 'WINE', 90), { status: 'confirmed', locale: 'en' });
    const lastHour = await bookingOn(await slotAt('2027-10-31 23:30')); // 22:30 UTC on the 31st
    const dayAfter = await bookingOn(await slotAt('2027-11-01 00:30')); // 23:30 UTC on the 31st: 24 h after a naive midnight
    const cancelled = await bookingOn(morning, { status: 'cancelled' });
    const pending = await bookingOn(morning, { status: 'pending' });
    const noEmail = await bookingOn(morning, { email: null });

    expect(await queueDueReminders({ db: t.db, clock })).toEqual({ queued: 5 });

    for (const b of [firstHour, duringChange, paid, wine, lastHour]) expect(await rowsFor('booking_reminder', b.id), b.bookingNumber).toHaveLength(1);
    for (const b of [today, dayAfter, cancelled, pending, noEmail]) expect(await rowsFor('booking_reminder', b.id), b.bookingNumber).toHaveLength(0);

    const [row] = await rowsFor('booking_reminder', duringChange.id);
    expect(row).toMatchObject({ recipient: duringChange.customerEmail, locale: 'en', status: 'pending' });
    const token = (row!.payload.manage_tokens as Record<string, string>)[String(duringChange.id)]!;
    expect((await findBookingByAccessToken(t.db, duringChange.id, token, clock.now()))?.id).toBe(duringChange.id);
    const [marked] = await t.db.select().from(bookings).where(sql`${bookings.id} = ${duringChange.id}`);
    expect(marked!.reminderQueuedAt?.toISOString()).toBe('2027-10-30T10:00:00.000Z');
    const stored = await t.db.execute(sql`SELECT purpose, expires_at FROM booking_access_tokens WHERE booking_id = ${duringChange.id}`);
    expect(stored.rows).toEqual([{ purpose: 'reminder', expires_at: expect.anything() }]);

    const mail = await renderNotification(t.db, row!, render);
    expect(mail.subject).toBe('Reminder: Truffle Hunt tomorrow at 02:30');
    expect(mail.text).toContain('Sunday, 31 October 2027 at 02:30 (Italian time)');
    expect(mail.text).toContain(`https://tenuta.example/manage/${duringChange.id}?token=${token}&lang=en\n`);
  });

  it('queues nothing more when the job runs again', async () => {
    expect(await queueDueReminders({ db: t.db, clock })).toEqual({ queued: 0 });
  });

  it('a booking cancelled after its reminder was queued is not reminded (the row fails instead of sending)', async () => {
    const b = await bookingOn(await slotAt('2027-10-31 09:00'));
    await queueDueReminders({ db: t.db, clock });
    await t.db.update(bookings).set({ status: 'cancelled' }).where(sql`${bookings.id} = ${b.id}`);
    const [row] = await rowsFor('booking_reminder', b.id);
    await expect(renderNotification(t.db, row!, render)).rejects.toBeInstanceOf(NotificationDataError);
  });

  it('a booking moved to another day after its reminder gets a new one for the new day', async () => {
    const b = await bookingOn(await slotAt('2027-10-31 11:00'));
    await queueDueReminders({ db: t.db, clock });
    // What a date change does (h1's change-date use case): new slot, reminder_queued_at cleared.
    await t.db
      .update(bookings)
      .set({ slotId: await slotAt('2027-11-05 11:00'), reminderQueuedAt: null })
      .where(sql`${bookings.id} = ${b.id}`);
    expect((await queueDueReminders({ db: t.db, clock })).queued).toBe(0); // not tomorrow any more
    expect((await queueDueReminders({ db: t.db, clock: testClock(new Date('2027-11-04T10:00:00Z')) })).queued).toBe(1);
    expect(await rowsFor('booking_reminder', b.id)).toHaveLength(2);
  });

  it('workers running at the same time queue each booking exactly once', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 12; i++) {
      const slot = await slotAt(`2027-11-11 ${String(9 + (i % 8)).padStart(2, '0')}:${i < 8 ? '00' : '15'}`);
      ids.push((await bookingOn(slot)).id);
    }
    const at = testClock(new Date('2027-11-10T08:00:00Z'));
    const results = await Promise.all(Array.from({ length: 6 }, (_, i) => queueDueReminders({ db: t.db, clock: at }, { batchSize: 1 + (i % 3) })));
    expect(results.reduce((sum, r) => sum + r.queued, 0)).toBe(12);
    for (const id of ids) expect(await rowsFor('booking_reminder', id)).toHaveLength(1);
  });

  it('wakes the e-mail worker only when it queued something', async () => {
    let kicks = 0;
    const outbox = {
      kick: () => {
        kicks += 1;
      },
    };
    await bookingOn(await slotAt('2027-11-21 10:00'));
    const at = testClock(new Date('2027-11-20T08:00:00Z'));
    expect(await queueDueReminders({ db: t.db, clock: at, outbox })).toEqual({ queued: 1 });
    expect(await queueDueReminders({ db: t.db, clock: at, outbox })).toEqual({ queued: 0 });
    expect(kicks).toBe(1);
  });
});

describe('queueDueReviewRequests', () => {
  // Thursday 10 June 2027, 09:00 in Rome.
  const clock = testClock(new Date('2027-06-10T07:00:00Z'));

  it('asks for a review the day after, up to 7 days later, only for experiences that took place and have no review', async () => {
    const yesterday = await bookingOn(await slotAt('2027-06-09 14:00'));
    const lateEvening = await bookingOn(await slotAt('2027-06-09 20:30', 'WINE', 90), { status: 'confirmed', locale: 'en' }); // ends 22:00 on the 9th
    const checkedIn = await bookingOn(await slotAt('2027-06-05 09:00'), { status: 'checked_in' });
    const sevenDays = await bookingOn(await slotAt('2027-06-03 09:00'));
    const eightDays = await bookingOn(await slotAt('2027-06-02 09:00'));
    const endsToday = await bookingOn(await slotAt('2027-06-09 22:30', 'WINE', 120)); // ends 00:30 on the 10th
    const earlierToday = await bookingOn(await slotAt('2027-06-10 06:00', 'WINE', 60));
    const past = await slotAt('2027-06-08 09:00');
    const cancelled = await bookingOn(past, { status: 'cancelled' });
    const noShow = await bookingOn(past, { status: 'no_show' });
    const refunded = await bookingOn(past, { status: 'refunded' });
    const noEmail = await bookingOn(past, { email: null });
    const reviewed = await bookingOn(past);
    await t.db.insert(reviews).values({ bookingId: reviewed.id, experienceId: truffleId, authorName: 'Giulia', rating: 5, body: 'Bellissimo' });

    expect(await queueDueReviewRequests({ db: t.db, clock })).toEqual({ queued: 4 });
    for (const b of [yesterday, lateEvening, checkedIn, sevenDays]) expect(await rowsFor('review_request', b.id), b.bookingNumber).toHaveLength(1);
    for (const b of [eightDays, endsToday, earlierToday, cancelled, noShow, refunded, noEmail, reviewed])
      expect(await rowsFor('review_request', b.id), b.bookingNumber).toHaveLength(0);
    expect(await queueDueReviewRequests({ db: t.db, clock })).toEqual({ queued: 0 });

    const [row] = await rowsFor('review_request', lateEvening.id);
    expect(row).toMatchObject({ recipient: lateEvening.customerEmail, locale: 'en' });
    const token = (row!.payload.manage_tokens as Record<string, string>)[String(lateEvening.id)]!;
    const stored = await t.db.execute<{ purpose: string; expires_at: string }>(sql`SELECT purpose, expires_at FROM booking_access_tokens WHERE booking_id = ${lateEvening.id}`);
    expect(stored.rows[0]?.purpose).toBe('review_request');
    expect(await findBookingByAccessToken(t.db, lateEvening.id, token, new Date('2027-08-08T00:00:00Z'))).toBeDefined(); // 59 days on
    expect(await findBookingByAccessToken(t.db, lateEvening.id, token, new Date('2027-08-10T00:00:00Z'))).toBeUndefined(); // 61 days on

    const mail = await renderNotification(t.db, row!, render);
    expect(mail.subject).toBe('Thank you for visiting Tenuta: how was it?');
    expect(mail.text).toContain(`Leave a review: https://tenuta.example/reviews/new?booking=${lateEvening.id}&token=${token}&lang=en\n`);
  });

  it('the endsToday booking is asked tomorrow', async () => {
    const r = await queueDueReviewRequests({ db: t.db, clock: testClock(new Date('2027-06-11T07:00:00Z')) });
    expect(r.queued).toBe(2); // ended on the 10th (Rome): the 00:30 end and the 07:00 end
  });
});
