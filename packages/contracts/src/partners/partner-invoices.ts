import { z } from 'zod';
import { isoDate } from '../common.ts';

/**
 * Invoices and e-invoices (one module for resellers and guests): a reseller's invoices in the
 * partner area (GET /api/partners/invoices, the PDF and the FatturaPA XML of each) and the types
 * the staff invoices page shares. Money in integer euro cents; numbers as people read them
 * (2026/0007); dates as Rome calendar days.
 */

/** TD01 immediate invoice (paid at checkout), TD24 deferred (a reseller's month on account), TD04 credit note. */
export const invoiceDocType = z.enum(['TD01', 'TD24', 'TD04']);
export type InvoiceDocTypeCode = z.infer<typeof invoiceDocType>;

/** YYYY-MM: a month. */
export const invoicePeriod = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Use the format YYYY-MM');

export const partnerInvoice = z.object({
  id: z.number().int(),
  doc_type: invoiceDocType,
  number: z.string(),
  issue_date: isoDate,
  /** When it must be paid (deferred invoices); null for a credit note. */
  due_date: isoDate.nullable(),
  /** The month of a deferred invoice's experiences. */
  period: invoicePeriod.nullable(),
  /** A credit note: the invoice it corrects. */
  credits_number: z.string().nullable(),
  taxable_cents: z.number().int(),
  vat_cents: z.number().int(),
  total_cents: z.number().int(),
  /** Issued credit notes of this invoice. */
  credited_cents: z.number().int(),
  paid: z.boolean(),
  paid_at: z.string().nullable(),
  overdue: z.boolean(),
  bookings: z.number().int(),
});
export type PartnerInvoice = z.infer<typeof partnerInvoice>;

export const partnerInvoicesQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});

/** What the reseller owes: issued invoices not yet paid less their open credit notes, and what is past due. */
export const partnerInvoiceBalance = z.object({
  unpaid_cents: z.number().int(),
  overdue_cents: z.number().int(),
  overdue_count: z.number().int(),
});
export type PartnerInvoiceBalance = z.infer<typeof partnerInvoiceBalance>;

export const partnerInvoicesResponse = z.object({
  success: z.literal(true),
  data: z.object({ invoices: z.array(partnerInvoice), total: z.number().int(), balance: partnerInvoiceBalance }),
});
export type PartnerInvoicesResponse = z.infer<typeof partnerInvoicesResponse>;

/** GET …/{id}.pdf?lang=: the courtesy copy in a language (default: the buyer's). */
export const invoiceFileQuery = z.object({ lang: z.enum(['it', 'en']).optional() });
