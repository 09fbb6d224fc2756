import type { GuestBookingDeps } from './guest-booking-deps.ts';

/**
 * The back office's booking use cases: the guest's dependencies (database,
 * clock, outbox, payment provider for refunds, the estate's address, the
 * active refund policy): staff act through the same machinery.
 */
export type StaffBookingDeps = GuestBookingDeps;
