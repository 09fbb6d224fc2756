import { eq, sql } from 'drizzle-orm';
import { partners, type Database } from '@tenuta/db';
import { addDays, romeDayStart } from '@tenuta/core';
import { periodDays } from '@tenuta/billing';
import type { MovableClock } from '../../checkout-fixtures.ts';

/**
 * Dates and data for the invoice inject tests: the month after the current one is the invoiced
 * month (its slots are seeded and still ahead, so orders go through the real engine), and the
 * clock then moves to the 2nd of the month after it, when that month is over.
 */
export function invoiceCalendar(clock: MovableClock, db: () => Database) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(clock.now());
  const current = today.slice(0, 7);
  const period = periodDays(current).next.slice(0, 7);
  const { first, next } = periodDays(period);
  const daysTo = (date: string) => Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
  /** Moves the test clock to an instant (forward or back); the signed-in sessions stay alive at the new time. */
  const setClock = async (at: Date) => {
    clock.advanceMinutes((at.getTime() - clock.now().getTime()) / 60_000);
    const until = new Date(at.getTime() + 12 * 3_600_000).toISOString();
    await db().execute(sql`UPDATE staff_sessions SET last_seen_at = ${at.toISOString()}::timestamptz, expires_at = ${until}::timestamptz WHERE ended_at IS NULL`);
    await db().execute(sql`UPDATE partner_sessions SET last_seen_at = ${at.toISOString()}::timestamptz, expires_at = ${until}::timestamptz WHERE ended_at IS NULL`);
  };
  /** 10:00 Rome on a Rome day. */
  const romeMorning = (day: string) => new Date(romeDayStart(day).getTime() + 10 * 3_600_000);
  return {
    today,
    current,
    /** The invoiced month (YYYY-MM) and its first day. */
    period,
    first,
    /** The first day of the month after the invoiced one. */
    next,
    /** Seed-day offsets (from today) of days in the invoiced month and in the next one. */
    inPeriod: (day: number) => daysTo(addDays(first, day - 1)),
    inNextMonth: (day: number) => daysTo(addDays(next, day - 1)),
    setClock,
    romeMorning,
    /** The 2nd of the month after the invoiced one, 10:00 Rome: the job's morning after the 1st. */
    afterPeriod: () => setClock(romeMorning(addDays(next, 1))),
  };
}

/** A reseller's company data, complete enough for an e-invoice. */
export async function completeCompanyData(db: Database, partnerId: number, over: Partial<typeof partners.$inferInsert> = {}): Promise<void> {
  await db
    .update(partners)
    .set({
      vatNumber: '09876543217',
      fiscalCode: '09876543217',
      sdiCode: 'M5UXCR1',
      address: 'Via Vittorio Emanuele 12',
      city: 'Alba',
      postalCode: '12051',
      province: 'CN',
      country: 'IT',
      ...over,
    })
    .where(eq(partners.id, partnerId));
}

/** A slot's start. */
export async function slotStart(db: Database, slotId: number): Promise<Date> {
  const r = await db.execute<{ starts_at: string }>(sql`SELECT starts_at::text FROM slots WHERE id = ${slotId}`);
  return new Date(
    String(r.rows[0]!.starts_at)
      .replace(' ', 'T')
      .replace(/([+-]\d\d)$/, '$1:00'),
  );
}
