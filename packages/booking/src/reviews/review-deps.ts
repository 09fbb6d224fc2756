import type { BookingDeps } from '../deps.ts';

/** Review use cases: database, clock, the e-mail worker's kick, and where staff are told. */
export type ReviewDeps = Pick<BookingDeps, 'db' | 'clock' | 'outbox'> & {
  /** Recipient of the moderation e-mail (STAFF_EMAIL). */
  staffEmail: string;
};

/** Wakes the e-mail worker after a commit; a failure there never fails the use case. */
export function kickReviewOutbox(deps: Pick<BookingDeps, 'outbox'>): void {
  try {
    deps.outbox?.kick();
  } catch {
    /* the worker's own schedule sends the row anyway */
  }
}
