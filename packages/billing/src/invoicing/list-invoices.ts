import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { invoiceBookings, invoices, partners, type Invoice, type InvoiceLine } from '@tenuta/db';
import type { CoreDeps } from '@tenuta/core';
import { romeDate } from '@tenuta/core';
import type { Executor } from '@tenuta/core';
import { buyerFromRecord } from './invoice-buyer.ts';
import type { InvoiceDocType } from './invoice-document.ts';
import { invoiceNumberLabel, issueDeadline } from './invoice-money.ts';
import { overdueSql } from './invoice-repository.ts';
import { lateDraftSql } from './prepare-deferred-invoices.ts';

/** An invoice in a list (staff see every field; partners get their issued ones through toPartnerInvoice). */
export interface InvoiceListItem {
  id: number;
  docType: InvoiceDocType;
  status: 'draft' | 'issued';
  number: string | null;
  year: number;
  issueDate: string | null;
  dueDate: string | null;
  period: string | null;
  partnerId: number | null;
  partnerName: string | null;
  buyerName: string;
  buyerVat: string | null;
  buyerEmail: string | null;
  creditOf: { id: number; number: string | null } | null;
  taxableCents: number;
  vatCents: number;
  totalCents: number;
  paidAt: Date | null;
  overdue: boolean;
  /** A deferred invoice's last day to be issued (the 15th of the next month); late: a draft past it. */
  issueBy: string | null;
  late: boolean;
  /** Issued credit notes of this invoice, in cents. */
  creditedCents: number;
  bookings: number;
  lines: InvoiceLine[];
  createdAt: Date;
}

export interface StaffInvoiceFilter {
  type?: InvoiceDocType | undefined;
  status?: 'draft' | 'issued' | 'unpaid' | 'paid' | 'overdue' | undefined;
  /** YYYY-MM: a deferred invoice's month, else the month it was issued (or drafted). */
  period?: string | undefined;
  partnerId?: number | undefined;
  limit?: number;
  offset?: number;
}

const monthOf = sql`coalesce(${invoices.period}, substr(coalesce(${invoices.issueDate}, to_char(${invoices.createdAt} AT TIME ZONE 'Europe/Rome', 'YYYY-MM-DD')), 1, 7))`;

function conditions(f: StaffInvoiceFilter, today: string): SQL[] {
  const where: SQL[] = [];
  if (f.type) where.push(eq(invoices.docType, f.type));
  if (f.partnerId !== undefined) where.push(eq(invoices.partnerId, f.partnerId));
  if (f.period) where.push(sql`${monthOf} = ${f.period}`);
  if (f.status === 'draft' || f.status === 'issued') where.push(eq(invoices.status, f.status));
  if (f.status === 'paid') where.push(sql`${invoices.status} = 'issued' AND ${invoices.paidAt} IS NOT NULL`);
  if (f.status === 'unpaid') where.push(sql`${invoices.status} = 'issued' AND ${invoices.paidAt} IS NULL`);
  if (f.status === 'overdue') where.push(overdueSql(today));
  return where;
}

const creditedSql = sql<number>`(SELECT coalesce(sum(c.total_cents), 0) FROM invoices c WHERE c.credit_of = ${invoices.id} AND c.doc_type = 'TD04' AND c.status = 'issued')::int`;
const bookingsSql = sql<number>`(SELECT count(*) FROM ${invoiceBookings} ib WHERE ib.invoice_id = ${invoices.id})::int`;
const originalSql = sql<string | null>`(SELECT o.year || '/' || lpad(o.number::text, 4, '0') FROM invoices o WHERE o.id = ${invoices.creditOf})`;

function toItem(r: { invoice: Invoice; partnerName: string | null; credited: number; bookings: number; original: string | null }, today: string): InvoiceListItem {
  const i = r.invoice;
  const buyer = buyerFromRecord(i.buyer);
  const issueBy = i.docType === 'TD24' && i.period ? issueDeadline(i.period) : null;
  return {
    id: i.id,
    docType: i.docType,
    status: i.status,
    number: i.number === null ? null : invoiceNumberLabel(i.year, i.number),
    year: i.year,
    issueDate: i.issueDate,
    dueDate: i.dueDate,
    period: i.period,
    partnerId: i.partnerId,
    partnerName: r.partnerName,
    buyerName: buyer.name,
    buyerVat: buyer.vat_number ? `${buyer.vat_country ?? ''}${buyer.vat_number}` : null,
    buyerEmail: buyer.email,
    creditOf: i.creditOf === null ? null : { id: i.creditOf, number: r.original },
    taxableCents: i.taxableCents,
    vatCents: i.vatCents,
    totalCents: i.totalCents,
    paidAt: i.paidAt,
    overdue: i.status === 'issued' && i.paidAt === null && i.docType !== 'TD04' && i.dueDate !== null && i.dueDate < today,
    issueBy,
    late: i.status === 'draft' && issueBy !== null && issueBy < today,
    creditedCents: Number(r.credited),
    bookings: Number(r.bookings),
    lines: i.lines,
    createdAt: i.createdAt,
  };
}

async function selectInvoices(db: Executor, where: SQL[], today: string, page?: { limit: number; offset: number }): Promise<InvoiceListItem[]> {
  const q = db
    .select({ invoice: invoices, partnerName: partners.companyName, credited: creditedSql, bookings: bookingsSql, original: originalSql })
    .from(invoices)
    .leftJoin(partners, eq(partners.id, invoices.partnerId))
    .where(and(...where))
    .orderBy(desc(sql`coalesce(${invoices.issueDate}, '9999')`), desc(invoices.year), desc(invoices.number), desc(invoices.id));
  const rows = page ? await q.limit(page.limit).offset(page.offset) : await q.limit(10_000);
  return rows.map((r) => toItem(r, today));
}

/**
 * GET /api/staff/invoices: drafts first, then by number, newest first; filters by type, status
 * (draft, issued, unpaid, paid, overdue), month and partner; with the count of deferred drafts
 * still unissued after their 15th (the page warns).
 */
export async function listStaffInvoices(deps: Pick<CoreDeps, 'db' | 'clock'>, f: StaffInvoiceFilter): Promise<{ invoices: InvoiceListItem[]; total: number; lateDrafts: number }> {
  const today = romeDate(deps.clock.now());
  const where = conditions(f, today);
  const [{ n } = { n: 0 }] = await deps.db
    .select({ n: count() })
    .from(invoices)
    .where(and(...where));
  const [{ late } = { late: 0 }] = await deps.db.select({ late: count() }).from(invoices).where(lateDraftSql(today));
  const list = await selectInvoices(deps.db, where, today, { limit: f.limit ?? 50, offset: f.offset ?? 0 });
  return { invoices: list, total: Number(n), lateDrafts: Number(late) };
}

/** One invoice as the staff list shows it (after issue, credit or payment). */
export async function getStaffInvoice(deps: Pick<CoreDeps, 'db' | 'clock'>, id: number): Promise<InvoiceListItem | undefined> {
  const today = romeDate(deps.clock.now());
  return (await selectInvoices(deps.db, [eq(invoices.id, id)], today))[0];
}

/** Every invoice matching the filter (at most 10 000), for the CSV export. */
export async function findInvoicesForExport(deps: Pick<CoreDeps, 'db' | 'clock'>, f: StaffInvoiceFilter): Promise<InvoiceListItem[]> {
  const today = romeDate(deps.clock.now());
  return selectInvoices(deps.db, conditions(f, today), today);
}

/** A reseller's issued invoices and credit notes (drafts are the estate's), and what it owes. */
export async function listPartnerInvoices(
  deps: Pick<CoreDeps, 'db' | 'clock'>,
  partnerId: number,
  page: { limit?: number; offset?: number } = {},
): Promise<{ invoices: InvoiceListItem[]; total: number; balance: { unpaidCents: number; overdueCents: number; overdueCount: number } }> {
  const today = romeDate(deps.clock.now());
  const where = [eq(invoices.partnerId, partnerId), eq(invoices.status, 'issued')];
  const [{ n } = { n: 0 }] = await deps.db
    .select({ n: count() })
    .from(invoices)
    .where(and(...where));
  const list = await selectInvoices(deps.db, where, today, { limit: page.limit ?? 50, offset: page.offset ?? 0 });
  const [b] = await deps.db
    .select({
      unpaid: sql<string>`coalesce(sum(CASE WHEN ${invoices.docType} = 'TD04' THEN -${invoices.totalCents} ELSE ${invoices.totalCents} END) FILTER (WHERE ${invoices.paidAt} IS NULL), 0)`,
      overdue: sql<string>`coalesce(sum(${invoices.totalCents}) FILTER (WHERE ${overdueSql(today)}), 0)`,
      overdueCount: sql<string>`count(*) FILTER (WHERE ${overdueSql(today)})`,
    })
    .from(invoices)
    .where(and(...where));
  return { invoices: list, total: Number(n), balance: { unpaidCents: Number(b?.unpaid ?? 0), overdueCents: Number(b?.overdue ?? 0), overdueCount: Number(b?.overdueCount ?? 0) } };
}
