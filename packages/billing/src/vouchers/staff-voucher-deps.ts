import type { CoreDeps } from '@tenuta/core';

/**
 * What the staff voucher use cases take: the database, the clock, the outbox to wake after a
 * voucher e-mail is queued, and the validity setting (GIFT_VOUCHER_VALID_MONTHS) for the
 * complimentary vouchers staff give.
 */
export type StaffVoucherDeps = Pick<CoreDeps, 'db' | 'clock' | 'outbox'> & { voucherValidMonths?: number };
