import type { Database } from '@tenuta/db';

export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };

/** Sends pending notifications rows soon after a commit (the e-mail worker provides it). */
export interface Outbox {
  kick(): void;
}

/** What every use case may depend on; each takes only the parts it needs. */
export interface CoreDeps {
  db: Database;
  clock: Clock;
  /** Optional: wakes the e-mail worker after a commit that wrote notifications. */
  outbox?: Outbox;
}
