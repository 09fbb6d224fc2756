import type { BookingDeps } from '../deps.ts';

/** Cart use cases: the database, the clock, and how long a hold lasts (HOLD_MINUTES by default). */
export type CartDeps = Pick<BookingDeps, 'db' | 'clock'> & { holdMinutes?: number };
