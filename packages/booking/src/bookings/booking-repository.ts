import { eq } from 'drizzle-orm';
import { bookings, type Booking } from '@tenuta/db';
import type { Executor } from '@tenuta/core';
import { isBookingNumber } from './booking-number.ts';

/** A booking by its numeric id or its booking number (BK-…). */
export async function findBookingByRef(db: Executor, ref: string | number): Promise<Booking | undefined> {
  const s = String(ref).trim();
  if (/^\d{1,15}$/.test(s)) {
    const id = Number(s);
    if (!Number.isSafeInteger(id) || id <= 0 || id > 9_007_199_254_740_991) return undefined;
    const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
    return row;
  }
  if (!isBookingNumber(s)) return undefined;
  const [row] = await db.select().from(bookings).where(eq(bookings.bookingNumber, s.toUpperCase()));
  return row;
}
