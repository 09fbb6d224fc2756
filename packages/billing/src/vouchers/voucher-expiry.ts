import { addDays, romeDate, romeDayStart } from '@tenuta/core';

/** How long a voucher stays valid when the setting (GIFT_VOUCHER_VALID_MONTHS) is not given. */
export const DEFAULT_VOUCHER_VALID_MONTHS = 12;
/** The holder is reminded this many days before the voucher expires. */
export const VOUCHER_EXPIRY_REMINDER_DAYS = 30;

/** A Rome calendar day plus whole months, the day clamped to the month's end (29 Feb → 28 Feb). */
export function addMonthsToDay(day: string, months: number): string {
  const [y = 1970, m = 1, d = 1] = day.split('-').map(Number);
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  const dd = Math.min(d, last);
  return `${first.getUTCFullYear()}-${String(first.getUTCMonth() + 1).padStart(2, '0')}-${String(dd).padStart(2, '0')}`;
}

/**
 * The last instant a voucher issued at `issuedAt` can be spent: the end of the Rome day `months`
 * later (issued 10 Dec 2025 at any hour: spendable to 10 Dec 2026 23:59:59.999 Rome time), so the
 * date printed on the voucher holds for the whole of that day.
 */
export function voucherExpiresAt(issuedAt: Date, months = DEFAULT_VOUCHER_VALID_MONTHS): Date {
  const lastDay = addMonthsToDay(romeDate(issuedAt), months);
  return new Date(romeDayStart(addDays(lastDay, 1)).getTime() - 1);
}
