import { csvDocument, csvEuros, csvRomeMinute, lockingTransaction, recordStaffAction, romeDate, type StaffActor } from '@tenuta/core';
import type { StaffVoucherDeps } from './staff-voucher-deps.ts';
import { findStaffVouchers, type StaffVoucherFilter, toStaffVoucherRow, type VoucherListItem } from './staff-voucher-queries.ts';

/** The columns of the vouchers export: one line per voucher, money in euros. */
export const VOUCHER_CSV_COLUMNS = [
  'id',
  'code_last4',
  'status',
  'origin',
  'amount_eur',
  'balance_eur',
  'issued_at',
  'expires_on',
  'buyer_name',
  'buyer_email',
  'recipient_name',
  'recipient_email',
  'delivered_at',
  'reason',
] as const;

/** The vouchers as CSV in the exports' one dialect (`csvDocument`): statuses as read now, Rome times. Pure. */
export function vouchersCsv(items: readonly VoucherListItem[], now: Date): string {
  return csvDocument(
    VOUCHER_CSV_COLUMNS,
    items.map((item) => {
      const r = toStaffVoucherRow(item, now);
      const v = item.voucher;
      return [
        r.id,
        r.code_last4,
        r.status,
        r.origin,
        csvEuros(r.amount_cents),
        csvEuros(r.balance_cents),
        item.issuedAt ? csvRomeMinute(item.issuedAt) : null,
        r.expires_on,
        r.buyer_name,
        r.buyer_email,
        r.recipient_name,
        r.recipient_email,
        v.deliveredAt ? csvRomeMinute(v.deliveredAt) : null,
        v.reason,
      ];
    }),
  );
}

/** GET /api/staff/vouchers.csv: every voucher of the list's filters (no paging); the read and its audit row (export.vouchers) in one transaction. */
export async function exportVouchersCsv(
  deps: Pick<StaffVoucherDeps, 'db' | 'clock'>,
  actor: StaffActor,
  f: StaffVoucherFilter,
): Promise<{ filename: string; content: string; rows: number }> {
  const now = deps.clock.now();
  return lockingTransaction(deps.db, async (tx) => {
    const items = await findStaffVouchers(tx, f, now);
    await recordStaffAction(
      tx,
      actor,
      { action: 'export.vouchers', targetType: 'export', targetId: 'vouchers', after: { q: f.q ?? null, status: f.status ?? null, rows: items.length } },
      now,
    );
    return { filename: `tenuta-vouchers-${romeDate(now)}.csv`, content: vouchersCsv(items, now), rows: items.length };
  });
}
