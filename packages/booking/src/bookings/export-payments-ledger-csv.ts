import { daysBetween, DomainError, lockingTransaction, recordStaffAction, type StaffActor } from '@tenuta/core';
import { MAX_EXPORT_DAYS } from './export-bookings-csv.ts';
import { paymentsLedgerCsv } from './payments-ledger-csv.ts';
import { findLedgerEntries } from './payments-ledger-repository.ts';
import type { StaffBookingDeps } from './staff-booking-deps.ts';

/**
 * GET /api/staff/payments.csv?from&to: every payment, refund and void whose instant is on the Rome
 * days from..to (at most a year), oldest first. The read and its audit row (export.payments: who,
 * which days, how many rows) are one transaction.
 */
export async function exportPaymentsLedgerCsv(
  deps: Pick<StaffBookingDeps, 'db'>,
  range: { from: string; to: string },
  actor: StaffActor,
): Promise<{ filename: string; content: string; rows: number }> {
  if (range.from > range.to) throw new DomainError('validation_error', 'The start date is after the end date', 'from must be on or before to');
  if (daysBetween(range.from, range.to) + 1 > MAX_EXPORT_DAYS) throw new DomainError('validation_error', `Export at most ${MAX_EXPORT_DAYS} days at a time`);
  return lockingTransaction(deps.db, async (tx) => {
    const entries = await findLedgerEntries(tx, range.from, range.to);
    await recordStaffAction(tx, actor, {
      action: 'export.payments',
      targetType: 'export',
      targetId: `payments:${range.from}..${range.to}`,
      after: { from: range.from, to: range.to, rows: entries.length },
    });
    return { filename: `tenuta-payments-${range.from}-${range.to}.csv`, content: paymentsLedgerCsv(entries), rows: entries.length };
  });
}
