import { DomainError } from '@tenuta/core';
import { daysBetween } from '@tenuta/core';
import { recordStaffAction, type StaffActor } from '@tenuta/core';
import { lockingTransaction } from '@tenuta/core';
import { bookingsCsv } from './bookings-csv.ts';
import { lastPaymentTimes } from './payments-ledger-repository.ts';
import type { StaffBookingDeps } from './staff-booking-deps.ts';
import { bookingsByPaymentDate, bookingsBySlotDate } from './staff-bookings-repository.ts';

/** At most a year per file. */
export const MAX_EXPORT_DAYS = 366;

/** Which date picks the bookings: the experience's (the slot's Rome day) or a payment's. */
export type BookingsExportDate = 'experience' | 'payment';

/**
 * GET /api/staff/bookings.csv?from&to&by: the bookings of the Rome days from..to, one row each.
 * By experience date (the default): every booking whose slot is on those days, by slot time. By
 * payment date: every booking with a payment taken on those days, by its first such payment. The
 * read and its audit row (export.bookings: who, which days, which date, how many rows) are one
 * transaction.
 */
export async function exportBookingsCsv(
  deps: Pick<StaffBookingDeps, 'db'>,
  range: { from: string; to: string; by?: BookingsExportDate | undefined },
  actor: StaffActor,
): Promise<{ filename: string; content: string; rows: number }> {
  if (range.from > range.to) throw new DomainError('validation_error', 'The start date is after the end date', 'from must be on or before to');
  if (daysBetween(range.from, range.to) + 1 > MAX_EXPORT_DAYS) throw new DomainError('validation_error', `Export at most ${MAX_EXPORT_DAYS} days at a time`);
  const by = range.by ?? 'experience';
  return lockingTransaction(deps.db, async (tx) => {
    const rows = by === 'payment' ? await bookingsByPaymentDate(tx, range.from, range.to) : await bookingsBySlotDate(tx, range.from, range.to);
    const paidAt = await lastPaymentTimes(
      tx,
      rows.map((r) => r.id),
    );
    await recordStaffAction(tx, actor, {
      action: 'export.bookings',
      targetType: 'export',
      targetId: `bookings:${range.from}..${range.to}`,
      after: { from: range.from, to: range.to, by, rows: rows.length },
    });
    const name = by === 'payment' ? 'tenuta-bookings-paid' : 'tenuta-bookings';
    return { filename: `${name}-${range.from}-${range.to}.csv`, content: bookingsCsv(rows, paidAt), rows: rows.length };
  });
}
