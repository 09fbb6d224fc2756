import type { BookingDeps } from '../deps.ts';

/**
 * Cart use cases: the database, the clock, how long a hold lasts (HOLD_MINUTES
 * by default) and how many adds one process keeps waiting (ADD_QUEUE_LIMIT by default).
 */
export type CartDeps = Pick<BookingDeps, 'db' | 'clock'> & { holdMinutes?: number; addQueueLimit?: number };
