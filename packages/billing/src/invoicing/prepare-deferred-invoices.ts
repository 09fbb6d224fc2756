import { and, eq, sql } from 'drizzle-orm';
import { invoices, type Invoice } from '@tenuta/db';
import { DomainError } from '@tenuta/core';
import { lockPartner } from '@tenuta/core';
import { romeDate } from '@tenuta/core';
import { recordStaffAction, type StaffActor } from '@tenuta/core';
import { lockingTransaction } from '@tenuta/core';
import { draftCancellationCredits } from './credit-note.ts';
import { buyerRecord, partnerBuyer } from './invoice-buyer.ts';
import { bookingLines } from './invoice-lines.ts';
import { invoiceTotals, isPeriod, previousPeriod } from './invoice-money.ts';
import { deferredCandidates, partnersToInvoice, setInvoiceBookings } from './invoice-repository.ts';
import type { InvoiceDeps } from './issue-invoice.ts';

export interface PreparedInvoice {
  partnerId: number;
  invoiceId: number | null;
  /** created: a new draft; refreshed: the draft's lines brought up to date; issued: already issued (nothing changed). */
  outcome: 'created' | 'refreshed' | 'issued' | 'nothing';
  bookings: number;
  totalCents: number;
  /** Bookings of the period still owing and on no invoice, left out because the period's invoice is already issued. */
  leftOver: number;
}

export interface PrepareResult {
  period: string;
  invoices: PreparedInvoice[];
  /** Credit notes drafted for cancellations after invoicing. */
  creditNotes: number[];
}

/**
 * One reseller's deferred invoice (TD24) for a period, in one transaction under the partner's
 * lock (the same lock its orders on account take first): the draft is created or its lines
 * replaced by what the period's on-account experiences owe now and is on no other invoice. The
 * unique index (partner, period, TD24) keeps it to one invoice per partner and month; an issued
 * one is never touched.
 */
async function preparePartner(deps: InvoiceDeps, partnerId: number, period: string): Promise<PreparedInvoice> {
  return lockingTransaction(deps.db, async (tx) => {
    const partner = await lockPartner(tx, partnerId);
    const nothing: PreparedInvoice = { partnerId, invoiceId: null, outcome: 'nothing', bookings: 0, totalCents: 0, leftOver: 0 };
    if (partner?.partnerType !== 'reseller') return nothing;
    const [existing] = await tx
      .select()
      .from(invoices)
      .where(and(eq(invoices.partnerId, partnerId), eq(invoices.period, period), eq(invoices.docType, 'TD24')))
      .for('update');
    if (existing?.status === 'issued') {
      const left = await deferredCandidates(tx, partnerId, period, null);
      return { ...nothing, invoiceId: existing.id, outcome: 'issued', bookings: 0, totalCents: existing.totalCents, leftOver: left.length };
    }
    const candidates = await deferredCandidates(tx, partnerId, period, existing?.id ?? null);
    if (!existing && candidates.length === 0) return nothing;
    const lines = bookingLines(candidates);
    const totals = invoiceTotals(lines);
    const values = { buyer: buyerRecord(partnerBuyer(partner)), lines, ...totals };
    let row: Invoice;
    if (existing) {
      [row] = (await tx.update(invoices).set(values).where(eq(invoices.id, existing.id)).returning()) as [Invoice];
    } else {
      const year = Number(romeDate(deps.clock.now()).slice(0, 4));
      [row] = (await tx
        .insert(invoices)
        .values({ docType: 'TD24', status: 'draft', year, partnerId, period, ...values })
        .returning()) as [Invoice];
    }
    await setInvoiceBookings(
      tx,
      row.id,
      lines.map((l) => l.bookingId!),
    );
    return { partnerId, invoiceId: row.id, outcome: existing ? 'refreshed' : 'created', bookings: lines.length, totalCents: totals.totalCents, leftOver: 0 };
  });
}

/**
 * Prepares the month's deferred invoices as drafts (the job on the 1st prepares the month before;
 * staff may prepare any month that is over): one TD24 per reseller with experiences on account
 * in that month, and credit notes (TD04 drafts) for bookings cancelled after they were invoiced.
 * Idempotent: running it again changes only what changed since. Staff issue the drafts by the 15th.
 */
export async function prepareDeferredInvoices(deps: InvoiceDeps, input: { period?: string; actor?: StaffActor | null } = {}): Promise<PrepareResult> {
  const now = deps.clock.now();
  const today = romeDate(now);
  const period = input.period ?? previousPeriod(today);
  if (!isPeriod(period)) throw new DomainError('validation_error', 'The period must be a month as YYYY-MM', 'period_invalid');
  if (period >= today.slice(0, 7)) throw new DomainError('conflict', 'A month can be invoiced once it is over', 'period_not_over');
  const prepared: PreparedInvoice[] = [];
  const creditNotes: number[] = [];
  for (const partnerId of await partnersToInvoice(deps.db, period)) prepared.push(await preparePartner(deps, partnerId, period));
  creditNotes.push(...(await draftCancellationCredits(deps, null, now)));
  if (input.actor) {
    const actor = input.actor;
    await deps.db.transaction((tx) =>
      recordStaffAction(
        tx,
        actor,
        {
          action: 'invoice.prepare',
          targetType: 'invoice',
          targetId: period,
          after: { period, drafts: prepared.filter((p) => p.outcome === 'created' || p.outcome === 'refreshed').map((p) => p.invoiceId), credit_notes: creditNotes },
        },
        now,
      ),
    );
  }
  return { period, invoices: prepared.filter((p) => p.outcome !== 'nothing'), creditNotes };
}

/** Drafts of past periods still unissued after the 15th of the following month (the staff page warns). */
export const lateDraftSql = (today: string) =>
  sql`(${invoices.status} = 'draft' AND ${invoices.docType} = 'TD24' AND to_char((${invoices.period} || '-01')::date + interval '1 month', 'YYYY-MM') || '-15' < ${today})`;
