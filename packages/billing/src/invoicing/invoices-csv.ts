import { csvDocument, csvEuros } from '@tenuta/core';
import type { CoreDeps } from '@tenuta/core';
import { romeDate } from '@tenuta/core';
import { recordStaffAction, type StaffActor } from '@tenuta/core';
import { findInvoicesForExport, type InvoiceListItem, type StaffInvoiceFilter } from './list-invoices.ts';

/** The columns of the invoices export: one line per invoice or credit note, amounts in euros. */
export const INVOICE_CSV_COLUMNS = [
  'number',
  'doc_type',
  'status',
  'issue_date',
  'due_date',
  'period',
  'credits_number',
  'partner',
  'buyer',
  'buyer_vat',
  'taxable_eur',
  'vat_eur',
  'total_eur',
  'paid_at',
  'overdue',
  'bookings',
] as const;

/**
 * The invoices as CSV in the exports' one dialect (`csvDocument`: semicolons, euros with a decimal
 * comma, CRLF, UTF-8 with a byte-order mark, dates YYYY-MM-DD in Rome time). Credit notes keep
 * positive amounts, as their type says what they are. Pure.
 */
export function invoicesCsv(rows: readonly InvoiceListItem[]): string {
  return csvDocument(
    INVOICE_CSV_COLUMNS,
    rows.map((r) => [
      r.number,
      r.docType,
      r.status,
      r.issueDate,
      r.dueDate,
      r.period,
      r.creditOf?.number ?? null,
      r.partnerName,
      r.buyerName,
      r.buyerVat,
      csvEuros(r.taxableCents),
      csvEuros(r.vatCents),
      csvEuros(r.totalCents),
      r.paidAt ? romeDate(r.paidAt) : null,
      r.overdue ? 'yes' : 'no',
      r.bookings,
    ]),
  );
}

/** GET /api/staff/invoices.csv: the list's filters, every match (no paging); recorded in the audit log. */
export async function exportInvoicesCsv(
  deps: Pick<CoreDeps, 'db' | 'clock'>,
  actor: StaffActor,
  f: StaffInvoiceFilter,
): Promise<{ filename: string; content: string; rows: number }> {
  const rows = await findInvoicesForExport(deps, f);
  const label = f.period ?? romeDate(deps.clock.now());
  await recordStaffAction(deps.db, actor, { action: 'export.invoices', targetType: 'export', targetId: `invoices:${label}`, after: { ...f, rows: rows.length } }, deps.clock.now());
  return { filename: `tenuta-invoices-${label}.csv`, content: invoicesCsv(rows), rows: rows.length };
}
