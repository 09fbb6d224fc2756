import { and, eq, sql, type SQL } from 'drizzle-orm';
import { octoBookings, type Booking, type NewOctoBooking, type OctoBooking } from '@tenuta/db';
import { isUuid, pgTimestamp, type Executor, type Transaction } from '@tenuta/core';
import { invalidBookingUuid } from './octo-errors.ts';

/** An OCTO booking with what its answer shows: the product, the slot it is on, its hold, the booking it became. */
export interface OctoBookingRecord {
  row: OctoBooking;
  productId: string;
  category: 'TRUFFLE' | 'WINE';
  slotId: number;
  startsAt: Date;
  durationMinutes: number;
  holdExpiresAt: Date | null;
  booking: {
    id: number;
    bookingNumber: string;
    status: Booking['status'];
    unitPriceCents: number;
    vipSupplementCents: number;
    totalCents: number;
    netCents: number | null;
    retainedCents: number | null;
    payment: Booking['partnerPayment'];
    cancelledAt: Date | null;
    cancelReason: string | null;
    updatedAt: Date;
    redeemedAt: Date | null;
  } | null;
}

export async function insertOctoBooking(tx: Transaction, values: NewOctoBooking): Promise<OctoBooking> {
  const [row] = await tx.insert(octoBookings).values(values).returning();
  return row!;
}

export async function saveOctoBooking(tx: Executor, id: number, set: Partial<NewOctoBooking>): Promise<void> {
  await tx
    .update(octoBookings)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(octoBookings.id, id));
}

/** The caller's OCTO booking by its uuid; another partner's (or an unknown, or a malformed) uuid is INVALID_BOOKING_UUID. */
export async function findOwnOctoBooking(db: Executor, partnerId: number, uuid: string): Promise<OctoBooking> {
  if (!isUuid(uuid)) throw invalidBookingUuid(uuid);
  const [row] = await db
    .select()
    .from(octoBookings)
    .where(and(eq(octoBookings.uuid, uuid.toLowerCase()), eq(octoBookings.partnerId, partnerId)));
  if (!row) throw invalidBookingUuid(uuid);
  return row;
}

/** The same row locked (FOR UPDATE) inside a transaction, as it is now. */
export async function lockOctoBooking(tx: Transaction, id: number): Promise<OctoBooking> {
  const [row] = await tx.select().from(octoBookings).where(eq(octoBookings.id, id)).for('update');
  return row!;
}

/** Whether a uuid is some OCTO booking's (of any partner). */
export async function uuidTaken(db: Executor, uuid: string): Promise<OctoBooking | undefined> {
  const [row] = await db.select().from(octoBookings).where(eq(octoBookings.uuid, uuid));
  return row;
}

const RECORDS = sql`
  SELECT o.id, e.slug, s.id AS slot_id, s.starts_at,
         (CASE WHEN s.category = 'CHOICE' THEN e.duration_minutes ELSE s.duration_minutes END) AS duration_minutes,
         h.hold_expires_at,
         b.id AS b_id, b.booking_number, b.status AS b_status, b.unit_price_cents AS b_unit, b.vip_supplement_cents AS b_vip,
         b.total_cents, b.partner_net_cents, b.partner_retained_cents, b.partner_payment, b.cancelled_at AS b_cancelled_at,
         b.cancel_reason AS b_cancel_reason, b.updated_at AS b_updated_at,
         (SELECT max(ev.created_at) FROM booking_events ev WHERE ev.booking_id = b.id AND ev.to_status = 'checked_in') AS redeemed_at
    FROM octo_bookings o
    JOIN experiences e ON e.id = o.experience_id
    LEFT JOIN bookings b ON b.id = o.booking_id
    JOIN slots s ON s.id = coalesce(b.slot_id, o.slot_id)
    LEFT JOIN cart_items h ON h.id = o.hold_id`;

const date = (v: unknown): Date | null => (v === null || v === undefined ? null : pgTimestamp(v));
const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

/** The records of OCTO bookings matching `where` (on alias `o`), newest first, at most `limit`. */
export async function findOctoBookingRecords(db: Executor, where: SQL, limit = 100): Promise<OctoBookingRecord[]> {
  const r = await db.execute<Record<string, unknown>>(sql`${RECORDS} WHERE ${where} ORDER BY o.created_at DESC, o.id DESC LIMIT ${limit}`);
  if (r.rows.length === 0) return [];
  const ids = r.rows.map((x) => Number(x.id));
  const rows = await db
    .select()
    .from(octoBookings)
    .where(sql`${octoBookings.id} = ANY(${`{${ids.join(',')}}`}::bigint[])`);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return r.rows.map((x): OctoBookingRecord => {
    const row = byId.get(Number(x.id))!;
    return {
      row,
      productId: String(x.slug),
      category: row.category,
      slotId: Number(x.slot_id),
      startsAt: pgTimestamp(x.starts_at),
      durationMinutes: Number(x.duration_minutes),
      holdExpiresAt: date(x.hold_expires_at),
      booking:
        x.b_id === null || x.b_id === undefined
          ? null
          : {
              id: Number(x.b_id),
              bookingNumber: String(x.booking_number),
              status: x.b_status as Booking['status'],
              unitPriceCents: Number(x.b_unit),
              vipSupplementCents: Number(x.b_vip),
              totalCents: Number(x.total_cents),
              netCents: num(x.partner_net_cents),
              retainedCents: num(x.partner_retained_cents),
              payment: (x.partner_payment as Booking['partnerPayment']) ?? null,
              cancelledAt: date(x.b_cancelled_at),
              cancelReason: (x.b_cancel_reason as string | null) ?? null,
              updatedAt: pgTimestamp(x.b_updated_at),
              redeemedAt: date(x.redeemed_at),
            },
    };
  });
}

export async function findOctoBookingRecord(db: Executor, id: number): Promise<OctoBookingRecord> {
  const [rec] = await findOctoBookingRecords(db, sql`o.id = ${id}`, 1);
  return rec!;
}
