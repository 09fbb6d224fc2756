import type { Database } from '@tenuta/db';

export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };

/** What every use case may depend on; each takes only the parts it needs. */
export interface BookingDeps {
  db: Database;
  clock: Clock;
}
