import { DomainError } from '@tenuta/core';
import { daysBetween } from '@tenuta/core';
import { recordStaffAction, type StaffActor } from '@tenuta/core';
import { lockingTransaction } from '@tenuta/core';
import { bookingsCsv } from './bookings-csv.ts';
import type { StaffBookingDeps } from './staff-booking-deps.ts';
import { bookingsBySlotDate } from './staff-bookings-repository.ts';

/** At most a year per file. */
export const MAX_EXPORT_DAYS = 366;

/**
 * GET /api/staff/bookings.csv?from&to: every booking whose slot is on the
 * Rome days from..to, one row each, by slot time. The read and its audit
 * row (export.bookings: who, which days, how many rows) are one transaction.
 */
export async function exportBookingsCsv(
  deps: Pick<StaffBookingDeps, 'db'>,
  range: { from: string; to: string },
  actor: StaffActor,
): Promise<{ filename: string; content: string; rows: number }> {
  if (range.from > range.to) throw new DomainError('validation_error', 'The start date is after the end date', 'from must be on or before to');
  if (daysBetween(range.from, range.to) + 1 > MAX_EXPORT_DAYS) throw new DomainError('validation_error', `Export at most ${MAX_EXPORT_DAYS} days at a time`);
  return lockingTransaction(deps.db, async (tx) => {
    const rows = await bookingsBySlotDate(tx, range.from, range.to);
    await recordStaffAction(tx, actor, {
      action: 'export.bookings',
      targetType: 'export',
      targetId: `bookings:${range.from}..${range.to}`,
      after: { from: range.from, to: range.to, rows: rows.length },
    });
    return { filename: `tenuta-bookings-${range.from}-${range.to}.csv`, content: bookingsCsv(rows), rows: rows.length };
  });
}
