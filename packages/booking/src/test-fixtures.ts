import type { BillingPort } from './billing-port.ts';
import { sql } from 'drizzle-orm';
import type { Database, PgClient } from '@tenuta/db';
import type { Clock } from '@tenuta/core';

/** A clock tests can move. */
export interface TestClock extends Clock {
  set(at: Date): void;
  advanceMinutes(minutes: number): void;
}

export function testClock(start: Date = new Date()): TestClock {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    set: (at) => (current = new Date(at)),
    advanceMinutes: (m) => (current = new Date(current.getTime() + m * 60_000)),
  };
}

/** A seeded slot `daysAhead` Rome days from now at a Rome time of the seed's timetable. */
export async function slotAt(db: Database, daysAhead: number, romeTime: string): Promise<{ id: number; category: string; capacity: number }> {
  const r = await db.execute<{ id: number; category: string; capacity_total: number }>(sql`
    SELECT id, category, capacity_total FROM slots
     WHERE starts_at = ((now() AT TIME ZONE 'Europe/Rome')::date + ${daysAhead}::int + ${romeTime}::time) AT TIME ZONE 'Europe/Rome'`);
  const row = r.rows[0];
  if (!row) throw new Error(`no slot ${daysAhead} days ahead at ${romeTime}`);
  return { id: Number(row.id), category: row.category, capacity: row.capacity_total };
}

/** People held (unexpired holds) plus booked (live bookings) on a slot, summed from rows. */
export async function seatsTaken(db: Database, slotId: number, now: Date): Promise<number> {
  const r = await db.execute<{ n: number }>(sql`
    SELECT (coalesce((SELECT sum(adults + children) FROM cart_items WHERE slot_id = ${slotId} AND hold_expires_at > ${now.toISOString()}::timestamptz), 0)
          + coalesce((SELECT sum(adults + children) FROM bookings WHERE slot_id = ${slotId} AND status NOT IN ('cancelled', 'refunded')), 0))::int AS n`);
  return Number(r.rows[0]?.n ?? 0);
}

let bookingSeq = 0;
/** Inserts a live booking directly (the checkout work will create them for real). */
export async function insertBooking(
  db: Database,
  b: { slotId: number; category: 'TRUFFLE' | 'WINE'; adults: number; children?: number; vip?: boolean; status?: string },
): Promise<void> {
  bookingSeq += 1;
  await db.execute(sql`
    INSERT INTO bookings (booking_number, slot_id, category, adults, children, vip, language, status, unit_price_cents, subtotal_cents, total_cents)
    VALUES (${`BK-TEST-${process.pid}-${bookingSeq}`}, ${b.slotId}, ${b.category}, ${b.adults}, ${b.children ?? 0}, ${b.vip ?? false}, 'IT',
            ${b.status ?? 'confirmed'}, 1000, ${b.adults * 1000}, ${b.adults * 1000})`);
}

/** An add-to-cart request for one wine tasting (the integration tests of the grouped add). */
export const wineAdd = (cart_id: string, slot_id: number, adults_count = 1) => ({
  cart_id,
  slot_id,
  adults_count,
  children_count: 0,
  chosen_category: 'WINE' as const,
  vip_upgrade: false,
});

/** 'ok', or the domain error's code: how a call ended. */
export const outcome = (p: Promise<unknown>): Promise<string> =>
  p.then(
    () => 'ok',
    (e: { code?: string }) => e.code ?? String(e),
  );

/** A transaction of the test's own on `db`, holding the locks `lockSql` takes until release(). */
export async function holdLocks(db: Database, lockSql: string, params: unknown[]): Promise<{ client: PgClient; release(): Promise<void> }> {
  const client = await db.$client.connect();
  await client.query('BEGIN');
  await client.query(lockSql, params);
  return {
    client,
    async release() {
      await client.query('ROLLBACK');
      client.release();
    },
  };
}

/** A billing port that records what booking told it (booking's own tests; billing's behaviour is tested with billing). */
export function recordingBilling(): BillingPort & { calls: { method: keyof BillingPort; args: unknown[] }[] } {
  const calls: { method: keyof BillingPort; args: unknown[] }[] = [];
  const record =
    (method: keyof BillingPort) =>
    async (_tx: unknown, ...args: unknown[]) => {
      calls.push({ method, args });
    };
  return {
    calls,
    bookingCreated: record('bookingCreated'),
    checkoutPaid: record('checkoutPaid'),
    bookingVoided: record('bookingVoided'),
    bookingRestored: record('bookingRestored'),
    refundSettled: record('refundSettled'),
    // Booking's own tests use no vouchers: none is known, nothing is given back.
    async checkoutVouchersEntered(_tx, ...args) {
      calls.push({ method: 'checkoutVouchersEntered', args });
      return [];
    },
    async checkoutVouchersRequested(_tx, ...args) {
      calls.push({ method: 'checkoutVouchersRequested', args });
      return { parts: [], totalCents: 0 };
    },
    checkoutVouchersSpent: record('checkoutVouchersSpent'),
    async checkoutAbandoned(_tx, ...args) {
      calls.push({ method: 'checkoutAbandoned', args });
      return 0;
    },
    async bookingRefundRequested(_tx, request) {
      calls.push({ method: 'bookingRefundRequested', args: [request] });
      return request.refunds.map((r) => ({ bookingId: r.bookingId, toVouchers: [], restCents: r.amountCents }));
    },
  };
}
