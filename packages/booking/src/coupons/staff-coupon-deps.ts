import type { BookingDeps } from '../deps.ts';

/** The coupon use cases need the database and the clock (uses are counted at `now`). */
export type StaffCouponDeps = Pick<BookingDeps, 'db' | 'clock'>;
