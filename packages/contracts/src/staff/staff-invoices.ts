import { z } from 'zod';
import { isoDate } from '../common.ts';
import { invoiceDocType, invoicePeriod } from '../partners/partner-invoices.ts';

/**
 * The staff invoices page (/api/staff/invoices…, permission invoices.manage): deferred invoices
 * prepared for a month, issued, credited and marked paid; guests' invoices; the CSV export.
 * Money in integer euro cents.
 */

export const staffInvoiceStatusFilter = z.enum(['draft', 'issued', 'unpaid', 'paid', 'overdue']);

export const staffInvoiceLine = z.object({
  description: z.string(),
  quantity: z.number().int(),
  unit_price_cents: z.number().int(),
  taxable_cents: z.number().int(),
  vat_bps: z.number().int(),
  vat_cents: z.number().int(),
  nature: z.string().nullable(),
  booking_id: z.number().int().nullable(),
});

export const staffInvoice = z.object({
  id: z.number().int(),
  doc_type: invoiceDocType,
  status: z.enum(['draft', 'issued']),
  /** 2026/0007; null while a draft. */
  number: z.string().nullable(),
  issue_date: isoDate.nullable(),
  due_date: isoDate.nullable(),
  period: invoicePeriod.nullable(),
  partner_id: z.number().int().nullable(),
  partner_name: z.string().nullable(),
  buyer_name: z.string(),
  buyer_vat: z.string().nullable(),
  buyer_email: z.string().nullable(),
  credit_of: z.object({ id: z.number().int(), number: z.string().nullable() }).nullable(),
  taxable_cents: z.number().int(),
  vat_cents: z.number().int(),
  total_cents: z.number().int(),
  credited_cents: z.number().int(),
  paid_at: z.string().nullable(),
  overdue: z.boolean(),
  /** A deferred invoice's last day to be issued (the 15th of the next month). */
  issue_by: isoDate.nullable(),
  /** A draft still unissued past that day. */
  late: z.boolean(),
  bookings: z.number().int(),
  lines: z.array(staffInvoiceLine),
  created_at: z.string(),
});
export type StaffInvoice = z.infer<typeof staffInvoice>;

export const staffInvoicesCsvQuery = z.object({
  type: invoiceDocType.optional(),
  status: staffInvoiceStatusFilter.optional(),
  period: invoicePeriod.optional(),
  partner_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
export const staffInvoicesQuery = staffInvoicesCsvQuery.extend({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type StaffInvoicesQuery = z.input<typeof staffInvoicesQuery>;

export const staffInvoicesResponse = z.object({
  success: z.literal(true),
  data: z.object({
    invoices: z.array(staffInvoice),
    total: z.number().int(),
    /** Deferred drafts of past months still unissued after their 15th: the page warns. */
    late_drafts: z.number().int(),
  }),
});

export const staffInvoicePrepareRequest = z.object({ period: invoicePeriod });
export const staffInvoicePrepareResponse = z.object({
  success: z.literal(true),
  data: z.object({
    period: invoicePeriod,
    invoices: z.array(
      z.object({
        partner_id: z.number().int(),
        invoice_id: z.number().int().nullable(),
        outcome: z.enum(['created', 'refreshed', 'issued', 'nothing']),
        bookings: z.number().int(),
        total_cents: z.number().int(),
        /** Bookings of the month left off because its invoice was already issued. */
        left_over: z.number().int(),
      }),
    ),
    /** Credit notes drafted for cancellations after invoicing. */
    credit_notes: z.array(z.number().int()),
  }),
});

export const staffInvoiceCreditRequest = z.object({
  reason: z.string().trim().min(3, 'Give a reason of at least 3 characters').max(300),
  /** Only these bookings of the invoice; all of them when absent. */
  booking_ids: z.array(z.number().int().positive()).max(500).optional(),
});

export const staffInvoiceResponse = z.object({ success: z.literal(true), data: z.object({ invoice: staffInvoice }) });
