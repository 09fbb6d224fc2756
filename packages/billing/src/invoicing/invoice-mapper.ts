import type { PartnerInvoice, StaffInvoice } from '@tenuta/contracts';
import type { InvoiceListItem } from './list-invoices.ts';

/** An invoice of the list as the staff page reads it. */
export function toStaffInvoice(i: InvoiceListItem): StaffInvoice {
  return {
    id: i.id,
    doc_type: i.docType,
    status: i.status,
    number: i.number,
    issue_date: i.issueDate,
    due_date: i.dueDate,
    period: i.period,
    partner_id: i.partnerId,
    partner_name: i.partnerName,
    buyer_name: i.buyerName,
    buyer_vat: i.buyerVat,
    buyer_email: i.buyerEmail,
    credit_of: i.creditOf,
    taxable_cents: i.taxableCents,
    vat_cents: i.vatCents,
    total_cents: i.totalCents,
    credited_cents: i.creditedCents,
    paid_at: i.paidAt?.toISOString() ?? null,
    overdue: i.overdue,
    issue_by: i.issueBy,
    late: i.late,
    bookings: i.bookings,
    lines: i.lines.map((l) => ({
      description: l.description,
      quantity: l.quantity,
      unit_price_cents: l.unitPriceCents,
      taxable_cents: l.taxableCents,
      vat_bps: l.vatBps,
      vat_cents: l.vatCents,
      nature: l.nature ?? null,
      booking_id: l.bookingId ?? null,
    })),
    created_at: i.createdAt.toISOString(),
  };
}

/** An issued invoice as its reseller sees it (no drafts, no buyer data: it is the buyer). */
export function toPartnerInvoice(i: InvoiceListItem): PartnerInvoice {
  return {
    id: i.id,
    doc_type: i.docType,
    number: i.number ?? '',
    issue_date: i.issueDate ?? '',
    due_date: i.docType === 'TD04' ? null : i.dueDate,
    period: i.period,
    credits_number: i.creditOf?.number ?? null,
    taxable_cents: i.taxableCents,
    vat_cents: i.vatCents,
    total_cents: i.totalCents,
    credited_cents: i.creditedCents,
    paid: i.paidAt !== null,
    paid_at: i.paidAt?.toISOString() ?? null,
    overdue: i.overdue,
    bookings: i.bookings,
  };
}
