import type { Database } from '@tenuta/db';
import type { PaymentProvider } from './payments/payment-provider.ts';

export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };

/** Sends pending notifications rows soon after a commit (the e-mail worker provides it). */
export interface Outbox {
  kick(): void;
}

/** What every use case may depend on; each takes only the parts it needs. */
export interface BookingDeps {
  db: Database;
  clock: Clock;
  /** The payment provider (simulator or Stripe); checkout and payment use cases need it. */
  payments?: PaymentProvider;
  /** Optional: wakes the e-mail worker after a commit that wrote notifications. */
  outbox?: Outbox;
}
