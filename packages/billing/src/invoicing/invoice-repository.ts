import { eq, sql, type SQL } from 'drizzle-orm';
import { invoiceBookings, invoiceCounters, invoices, type Invoice, type InvoiceLine } from '@tenuta/db';
import { pgIntArray } from '@tenuta/booking';
import { romeDayStart } from '@tenuta/core';
import { pgTimestamp, type Executor } from '@tenuta/core';
import { DEFAULT_VAT_BPS, periodDays } from './invoice-money.ts';

/** A booking as an invoice line needs it, with what is owed for it now. */
export interface BillableBooking {
  id: number;
  bookingNumber: string;
  category: 'TRUFFLE' | 'WINE';
  adults: number;
  children: number;
  status: string;
  reference: string | null;
  startsAt: Date;
  titleIt: string | null;
  vatBps: number;
  /** Partner bookings: the net rate, or what a cancelled one retains. Guest bookings: paid minus refunded. */
  owedCents: number;
}

/**
 * What a booking owes now. A reseller's on account: its net rate while live, what the policy keeps
 * once cancelled (the credit used counts the same). A guest's: succeeded payments minus refunds
 * (pending ones included: they are on their way back).
 */
const OWED = sql`CASE
  WHEN b.partner_payment = 'on_account' THEN
    CASE WHEN b.status IN ('cancelled', 'refunded') THEN coalesce(b.partner_retained_cents, 0) ELSE coalesce(b.partner_net_cents, 0) END
  ELSE
    coalesce((SELECT sum(CASE WHEN p.kind = 'payment' AND p.status = 'succeeded' THEN p.amount_cents
                              WHEN p.kind = 'refund' AND p.status IN ('succeeded', 'pending', 'processing') THEN -p.amount_cents
                              ELSE 0 END) FROM payments p WHERE p.booking_id = b.id), 0)
  END`;

const COLUMNS = sql`b.id, b.booking_number, b.category, b.adults, b.children, b.status, b.partner_reference, s.starts_at,
  e.title_it, coalesce(e.vat_bps, ${DEFAULT_VAT_BPS}) AS vat_bps, (${OWED})::int AS owed`;

function toBillable(r: Record<string, unknown>): BillableBooking {
  return {
    id: Number(r.id),
    bookingNumber: String(r.booking_number),
    category: r.category === 'WINE' ? 'WINE' : 'TRUFFLE',
    adults: Number(r.adults),
    children: Number(r.children),
    status: String(r.status),
    reference: (r.partner_reference as string | null) ?? null,
    startsAt: pgTimestamp(r.starts_at),
    titleIt: (r.title_it as string | null) ?? null,
    vatBps: Number(r.vat_bps),
    owedCents: Number(r.owed),
  };
}

const periodRange = (period: string) => {
  const { first, next } = periodDays(period);
  return sql`s.starts_at >= ${romeDayStart(first).toISOString()}::timestamptz AND s.starts_at < ${romeDayStart(next).toISOString()}::timestamptz`;
};

/**
 * A reseller's on-account bookings whose experience falls in the period (Rome calendar), that owe
 * something and are on no live invoice: never invoiced (or invoiced and credited back to nothing),
 * and on no other draft than `draftId`.
 */
export async function deferredCandidates(db: Executor, partnerId: number, period: string, draftId: number | null): Promise<BillableBooking[]> {
  const r = await db.execute<Record<string, unknown>>(sql`
    WITH billed AS (
      SELECT (l->>'bookingId')::bigint AS booking_id,
             coalesce(sum(((l->>'taxableCents')::int + (l->>'vatCents')::int) * CASE WHEN i.doc_type = 'TD04' THEN -1 ELSE 1 END)
                      FILTER (WHERE i.status = 'issued'), 0) AS net,
             bool_or(i.status = 'draft' AND i.doc_type <> 'TD04' AND i.id IS DISTINCT FROM ${draftId}::bigint) AS elsewhere
        FROM invoices i CROSS JOIN LATERAL jsonb_array_elements(i.lines) l
       WHERE i.partner_id = ${partnerId} AND l ? 'bookingId'
       GROUP BY 1)
    SELECT ${COLUMNS}
      FROM bookings b
      JOIN slots s ON s.id = b.slot_id
      LEFT JOIN experiences e ON e.id = slot_experience_id(s.experience_id, b.category, s.truffle_price_cents, s.wine_price_cents)
      LEFT JOIN billed ON billed.booking_id = b.id
     WHERE b.partner_id = ${partnerId} AND b.partner_payment = 'on_account' AND ${periodRange(period)}
       AND coalesce(billed.net, 0) = 0 AND NOT coalesce(billed.elsewhere, false)
       AND (${OWED}) > 0
     ORDER BY s.starts_at, b.id`);
  return r.rows.map(toBillable);
}

/** Bookings by id, with what they owe now (optionally only those whose experience is in a period). */
export async function billableBookings(db: Executor, ids: readonly number[], period?: string): Promise<BillableBooking[]> {
  if (ids.length === 0) return [];
  const r = await db.execute<Record<string, unknown>>(sql`
    SELECT ${COLUMNS}
      FROM bookings b
      JOIN slots s ON s.id = b.slot_id
      LEFT JOIN experiences e ON e.id = slot_experience_id(s.experience_id, b.category, s.truffle_price_cents, s.wine_price_cents)
     WHERE b.id = ANY(${pgIntArray(ids)}::bigint[]) ${period ? sql`AND ${periodRange(period)}` : sql``}
     ORDER BY s.starts_at, b.id`);
  return r.rows.map(toBillable);
}

/** Resellers with something to invoice on account for the period, or a draft of it already. */
export async function partnersToInvoice(db: Executor, period: string): Promise<number[]> {
  const r = await db.execute<{ partner_id: number }>(sql`
    SELECT DISTINCT b.partner_id FROM bookings b JOIN slots s ON s.id = b.slot_id
     WHERE b.partner_id IS NOT NULL AND b.partner_payment = 'on_account' AND ${periodRange(period)}
    UNION
    SELECT partner_id FROM invoices WHERE doc_type = 'TD24' AND period = ${period} AND status = 'draft' AND partner_id IS NOT NULL
    ORDER BY 1`);
  return r.rows.map((x) => Number(x.partner_id));
}

/**
 * The gross amount each booking still stands at on an invoice: its lines there, less the credit
 * notes of that invoice (issued or still drafts, so a second credit cannot be drafted twice).
 */
export async function standingOnInvoice(db: Executor, invoiceId: number): Promise<Map<number, { grossCents: number; line: InvoiceLine }>> {
  const [original] = await db.select().from(invoices).where(eq(invoices.id, invoiceId));
  const out = new Map<number, { grossCents: number; line: InvoiceLine }>();
  for (const l of original?.lines ?? []) {
    if (l.bookingId === undefined) continue;
    const prev = out.get(l.bookingId);
    out.set(l.bookingId, { grossCents: (prev?.grossCents ?? 0) + l.taxableCents + l.vatCents, line: prev?.line ?? l });
  }
  const credits = await db.select({ lines: invoices.lines }).from(invoices).where(sql`${invoices.creditOf} = ${invoiceId} AND ${invoices.docType} = 'TD04'`);
  for (const c of credits)
    for (const l of c.lines) {
      const s = l.bookingId === undefined ? undefined : out.get(l.bookingId);
      if (s) s.grossCents -= l.taxableCents + l.vatCents;
    }
  return out;
}

export async function lockInvoice(tx: Executor, id: number): Promise<Invoice | undefined> {
  const [row] = await tx.select().from(invoices).where(eq(invoices.id, id)).for('update');
  return row;
}

/** The bookings an invoice covers (invoice_bookings). */
export async function invoiceBookingIds(db: Executor, invoiceId: number): Promise<number[]> {
  const rows = await db.select({ id: invoiceBookings.bookingId }).from(invoiceBookings).where(eq(invoiceBookings.invoiceId, invoiceId));
  return rows.map((r) => r.id);
}

/** Sets which bookings a draft covers (a draft's links follow its lines; an issued invoice's never change). */
export async function setInvoiceBookings(tx: Executor, invoiceId: number, bookingIds: readonly number[]): Promise<void> {
  await tx.delete(invoiceBookings).where(eq(invoiceBookings.invoiceId, invoiceId));
  if (bookingIds.length > 0) await tx.insert(invoiceBookings).values([...new Set(bookingIds)].map((bookingId) => ({ invoiceId, bookingId })));
}

/**
 * The next number of the year's series, under the counter row's lock: the row is made if missing
 * (INSERT … ON CONFLICT DO NOTHING), locked (SELECT … FOR UPDATE), then moved on by one. Taken
 * in the transaction that issues the invoice, so a rollback gives the number back: no gaps, no
 * duplicates, never reused.
 */
export async function takeInvoiceNumber(tx: Executor, year: number): Promise<number> {
  await tx.insert(invoiceCounters).values({ year, lastNumber: 0 }).onConflictDoNothing();
  const [row] = await tx.select().from(invoiceCounters).where(eq(invoiceCounters.year, year)).for('update');
  const next = (row?.lastNumber ?? 0) + 1;
  await tx.update(invoiceCounters).set({ lastNumber: next }).where(eq(invoiceCounters.year, year));
  return next;
}

/** SQL for "this invoice is overdue on that Rome day": issued, unpaid, not a credit note, past its due date. */
export const overdueSql = (today: string): SQL =>
  sql`(${invoices.status} = 'issued' AND ${invoices.paidAt} IS NULL AND ${invoices.docType} <> 'TD04' AND ${invoices.dueDate} < ${today})`;
