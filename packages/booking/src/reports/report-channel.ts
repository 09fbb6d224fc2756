import { sql } from 'drizzle-orm';
import { channelKindSql } from '../sales-channel.ts';

/** The channel a booking (alias `b`) was sold through: the one rule staff read everywhere (sales-channel.ts). */
export const bookingChannelSql = channelKindSql(sql`b`);

/** Bookings that hold their seats and count as sold: not waiting for a first payment, not cancelled. */
export const LIVE_BOOKING = sql`b.status IN ('confirmed', 'paid', 'checked_in', 'no_show')`;
/** Bookings sold and cancelled since (a booking that never got past `pending` was never a sale). */
export const CANCELLED_SALE = sql`(b.status IN ('cancelled', 'refunded') AND b.payment_status <> 'unpaid')`;
