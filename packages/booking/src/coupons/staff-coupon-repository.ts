import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { bookings, couponRedemptions, coupons, slots, type Coupon } from '@tenuta/db';
import type { StaffCouponBookingView, StaffCouponView } from '@tenuta/contracts';
import { countCouponUses } from './coupon-repository.ts';
import { couponStatus } from './coupon-status.ts';
import { romeDate } from '@tenuta/core';
import type { Executor } from '@tenuta/core';
import { lastValidDay } from './coupon-draft.ts';

export const findAllCoupons = (db: Executor): Promise<Coupon[]> => db.select().from(coupons).orderBy(desc(coupons.createdAt), desc(coupons.id));

/** Bookings carrying each coupon's discount, by coupon id. */
async function bookingCounts(db: Executor, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ couponId: bookings.couponId, n: sql<number>`count(*)::int` }).from(bookings).where(inArray(bookings.couponId, ids)).groupBy(bookings.couponId);
  return new Map(rows.map((r) => [r.couponId!, Number(r.n)]));
}

/** Coupons whose code can no longer change: a use was reserved or spent, or a booking carries it. */
async function lockedCodes(db: Executor, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ couponId: couponRedemptions.couponId })
    .from(couponRedemptions)
    .where(and(inArray(couponRedemptions.couponId, ids), inArray(couponRedemptions.status, ['reserved', 'used'])));
  return new Set(rows.map((r) => r.couponId));
}

/**
 * Coupons as the back office lists them. Uses are counted by the booking
 * engine's own function (used plus unexpired reservations), the status by
 * couponStatus: the list says exactly what a guest's cart would be told.
 */
export async function staffCouponViews(db: Executor, list: readonly Coupon[], now: Date): Promise<StaffCouponView[]> {
  const ids = list.map((c) => c.id);
  const [counts, locked, uses] = await Promise.all([bookingCounts(db, ids), lockedCodes(db, ids), Promise.all(list.map((c) => countCouponUses(db, c.id, now)))]);
  return list.map((c, i) => {
    const used = uses[i]!;
    const status = couponStatus(c, used, now);
    const bookingsCount = counts.get(c.id) ?? 0;
    return {
      id: c.id,
      code: c.code,
      discount_type: c.discountType,
      discount_value: c.discountValue,
      valid_from: c.validFrom ? romeDate(c.validFrom) : null,
      valid_until: c.validUntil ? lastValidDay(c.validUntil) : null,
      valid_from_at: c.validFrom?.toISOString() ?? null,
      valid_until_at: c.validUntil?.toISOString() ?? null,
      max_uses: c.maxUses,
      uses: used,
      bookings_count: bookingsCount,
      partner_name: c.partnerName,
      is_active: c.isActive,
      status: status.usable ? 'usable' : status.reason,
      code_locked: locked.has(c.id) || bookingsCount > 0,
      created_at: c.createdAt.toISOString(),
    };
  });
}

/** Whether the coupon's code is frozen (see lockedCodes). */
export async function couponCodeLocked(db: Executor, id: number): Promise<boolean> {
  const [locked, counts] = await Promise.all([lockedCodes(db, [id]), bookingCounts(db, [id])]);
  return locked.has(id) || (counts.get(id) ?? 0) > 0;
}

/** The bookings that carry a coupon's discount, newest experience first. */
export async function findCouponBookings(db: Executor, couponId: number): Promise<StaffCouponBookingView[]> {
  const rows = await db
    .select({
      id: bookings.id,
      bookingNumber: bookings.bookingNumber,
      startsAt: slots.startsAt,
      createdAt: bookings.createdAt,
      customerName: bookings.customerName,
      customerEmail: bookings.customerEmail,
      discountCents: bookings.discountCents,
      totalCents: bookings.totalCents,
      status: bookings.status,
    })
    .from(bookings)
    .innerJoin(slots, eq(slots.id, bookings.slotId))
    .where(eq(bookings.couponId, couponId))
    .orderBy(desc(slots.startsAt), asc(bookings.id))
    .limit(500);
  return rows.map((r) => ({
    id: r.id,
    booking_number: r.bookingNumber,
    starts_at: r.startsAt.toISOString(),
    booked_at: r.createdAt.toISOString(),
    customer_name: r.customerName,
    customer_email: r.customerEmail,
    discount_cents: r.discountCents,
    total_cents: r.totalCents,
    status: r.status,
  }));
}
