import { and, eq, type SQL } from 'drizzle-orm';
import { invoices, type Invoice, type InvoiceLine } from '@tenuta/db';
import type { Executor } from '@tenuta/core';
import { buyerFromRecord, type InvoiceBuyer } from './invoice-buyer.ts';
import { invoiceNumberLabel } from './invoice-money.ts';

export type InvoiceDocType = 'TD01' | 'TD24' | 'TD04';

/** One invoice or credit note as its PDF and its XML show it. */
export interface InvoiceDocument {
  id: number;
  docType: InvoiceDocType;
  status: 'draft' | 'issued';
  year: number;
  number: number | null;
  /** 2026/0007; null while a draft. */
  numberLabel: string | null;
  issueDate: string | null;
  dueDate: string | null;
  /** YYYY-MM of a deferred invoice. */
  period: string | null;
  partnerId: number | null;
  buyer: InvoiceBuyer;
  lines: InvoiceLine[];
  taxableCents: number;
  vatCents: number;
  totalCents: number;
  paidAt: Date | null;
  /** How it is paid: by bank transfer (deferred invoices), already by card at checkout (immediate ones), nothing (credit notes). */
  payment: 'transfer' | 'card' | 'none';
  /** The invoice a credit note corrects. */
  creditOf: { id: number; numberLabel: string; issueDate: string } | null;
}

export function toInvoiceDocument(row: Invoice, original: Pick<Invoice, 'id' | 'year' | 'number' | 'issueDate'> | null): InvoiceDocument {
  const docType = row.docType;
  return {
    id: row.id,
    docType,
    status: row.status,
    year: row.year,
    number: row.number,
    numberLabel: row.number === null ? null : invoiceNumberLabel(row.year, row.number),
    issueDate: row.issueDate,
    dueDate: row.dueDate,
    period: row.period,
    partnerId: row.partnerId,
    buyer: buyerFromRecord(row.buyer),
    lines: row.lines,
    taxableCents: row.taxableCents,
    vatCents: row.vatCents,
    totalCents: row.totalCents,
    paidAt: row.paidAt,
    payment: docType === 'TD04' ? 'none' : docType === 'TD01' ? 'card' : 'transfer',
    creditOf:
      original && original.number !== null && original.issueDate
        ? { id: original.id, numberLabel: invoiceNumberLabel(original.year, original.number), issueDate: original.issueDate }
        : null,
  };
}

/** An invoice with the one it credits; `partnerId` scopes it to a partner (another's id: undefined). */
export async function loadInvoiceDocument(db: Executor, id: number, scope: { partnerId?: number; issuedOnly?: boolean } = {}): Promise<InvoiceDocument | undefined> {
  const where: SQL[] = [eq(invoices.id, id)];
  if (scope.partnerId !== undefined) where.push(eq(invoices.partnerId, scope.partnerId));
  if (scope.issuedOnly) where.push(eq(invoices.status, 'issued'));
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(...where));
  if (!row) return undefined;
  const [original] = row.creditOf === null ? [] : await db.select().from(invoices).where(eq(invoices.id, row.creditOf));
  return toInvoiceDocument(row, original ?? null);
}

/** The file name of its PDF or XML: IT<VAT>_<progressive>.xml as the exchange system names them, the number for the PDF. */
export function invoiceFileName(doc: Pick<InvoiceDocument, 'id' | 'docType' | 'year' | 'number'>, kind: 'pdf' | 'xml', sellerVat: string): string {
  const progressive = transmissionProgressive(doc);
  if (kind === 'xml') return `IT${sellerVat}_${progressive}.xml`;
  const label = doc.number === null ? `draft-${doc.id}` : `${doc.year}-${String(doc.number).padStart(4, '0')}`;
  return `${doc.docType === 'TD04' ? 'nota-credito' : 'fattura'}-${label}.pdf`;
}

/**
 * ProgressivoInvio, also the progressive of the file name: unique per file the estate sends, at
 * most 5 letters or digits (the exchange system's file-name rule). (year − 2000) × 100 000 + number,
 * in base 36: 2026/0007 → "1JQ6F". Drafts have no file; a preview gets a D-prefixed placeholder.
 */
export function transmissionProgressive(doc: Pick<InvoiceDocument, 'id' | 'year' | 'number'>): string {
  if (doc.number === null) return `D${doc.id.toString(36).toUpperCase()}`.slice(0, 5);
  return ((doc.year - 2000) * 100_000 + doc.number).toString(36).toUpperCase().padStart(5, '0');
}
