import { sql } from 'drizzle-orm';
import { invoices, type Invoice, type InvoiceLine } from '@tenuta/db';
import { DomainError, notFound } from '@tenuta/core';
import { romeDate } from '@tenuta/core';
import { recordStaffAction, type StaffActor } from '@tenuta/core';
import { lockingTransaction, type Executor } from '@tenuta/core';
import { creditLine } from './invoice-lines.ts';
import { invoiceNumberLabel, invoiceTotals } from './invoice-money.ts';
import { billableBookings, lockInvoice, setInvoiceBookings, standingOnInvoice } from './invoice-repository.ts';
import type { InvoiceDeps } from './issue-invoice.ts';
import { balanceVat } from './vat-balance.ts';

/** The reason written on credit notes the monthly run drafts by itself. */
export const CANCELLED_AFTER_INVOICING = 'annullamento dopo la fatturazione';

/**
 * A credit note (TD04 draft) for an issued invoice, in the caller's transaction with the invoice
 * row locked: for each booking (all of the invoice's, or those named), what it still stands at on
 * the invoice (its lines less earlier credit notes, drafts included) minus what it owes now (a
 * cancelled on-account booking its cancellation fee, a refunded guest booking what was kept).
 * Null when nothing is to be credited. The note names the invoice it corrects (credit_of).
 */
export async function draftCreditNote(tx: Executor, original: Invoice, bookingIds: readonly number[] | null, reason: string, now: Date): Promise<Invoice | null> {
  const standing = await standingOnInvoice(tx, original.id);
  const ids = bookingIds ? [...new Set(bookingIds)] : [...standing.keys()];
  const foreign = ids.filter((id) => !standing.has(id));
  if (foreign.length > 0) throw new DomainError('validation_error', 'These bookings are not on this invoice', 'booking_not_on_invoice', { booking_ids: foreign });
  const owed = new Map((await billableBookings(tx, ids)).map((b) => [b.id, b.owedCents]));
  const credited: InvoiceLine[] = [];
  for (const id of ids) {
    const s = standing.get(id)!;
    const credit = s.grossCents - Math.max(0, owed.get(id) ?? 0);
    if (credit > 0) credited.push(creditLine(s.line, credit, reason));
  }
  if (credited.length === 0) return null;
  // VAT per rate summary; each line keeps its gross, so the note credits exactly what it cancels.
  const lines = balanceVat(credited);
  const [note] = await tx
    .insert(invoices)
    .values({
      docType: 'TD04',
      status: 'draft',
      year: Number(romeDate(now).slice(0, 4)),
      partnerId: original.partnerId,
      creditOf: original.id,
      buyer: original.buyer,
      lines,
      ...invoiceTotals(lines),
    })
    .returning();
  await setInvoiceBookings(
    tx,
    note!.id,
    lines.map((l) => l.bookingId!),
  );
  return note!;
}

/**
 * POST /api/staff/invoices/{id}/credit: staff draft a credit note for a cancellation (or refund)
 * after invoicing, for the whole invoice or some of its bookings, with a reason. The amount is
 * computed, never typed: what was invoiced less what is owed now. 409 not_creditable (a draft or
 * a credit note), nothing_to_credit (nothing changed since the invoice).
 */
export async function creditInvoice(deps: InvoiceDeps, actor: StaffActor, id: number, input: { reason: string; bookingIds?: readonly number[] | null }): Promise<Invoice> {
  return lockingTransaction(deps.db, async (tx) => {
    const now = deps.clock.now();
    const original = await lockInvoice(tx, id);
    if (!original) throw notFound('Invoice');
    if (original.status !== 'issued' || original.docType === 'TD04') throw new DomainError('conflict', 'Only an issued invoice can be credited', 'not_creditable');
    const note = await draftCreditNote(tx, original, input.bookingIds?.length ? input.bookingIds : null, input.reason.trim(), now);
    if (!note) throw new DomainError('conflict', 'Nothing on this invoice is owed less than invoiced', 'nothing_to_credit');
    await recordStaffAction(
      tx,
      actor,
      {
        action: 'invoice.credit',
        targetType: 'invoice',
        targetId: original.id,
        after: { credit_note_id: note.id, credits: invoiceNumberLabel(original.year, original.number!), reason: input.reason.trim(), total_cents: note.totalCents },
      },
      now,
    );
    return note;
  });
}

/**
 * The monthly run's part for cancellations after invoicing: every issued invoice (of one partner,
 * or all) with a booking cancelled or refunded since gets a credit note drafted for the
 * difference, each in its own transaction under the invoice's lock. Running it again drafts
 * nothing new (drafted credits already count). Returns the new notes' ids.
 */
export async function draftCancellationCredits(deps: InvoiceDeps, partnerId: number | null, now: Date): Promise<number[]> {
  const r = await deps.db.execute<{ id: number }>(sql`
    SELECT DISTINCT i.id FROM invoices i
      CROSS JOIN LATERAL jsonb_array_elements(i.lines) l
      JOIN bookings b ON b.id = (l->>'bookingId')::bigint
     WHERE i.status = 'issued' AND i.doc_type <> 'TD04' AND l ? 'bookingId'
       AND (b.status IN ('cancelled', 'refunded') OR b.payment_status IN ('refunded', 'partially_refunded'))
       ${partnerId === null ? sql`` : sql`AND i.partner_id = ${partnerId}`}
     ORDER BY i.id`);
  const drafted: number[] = [];
  for (const { id } of r.rows) {
    const note = await lockingTransaction(deps.db, async (tx) => {
      const original = await lockInvoice(tx, Number(id));
      return original ? draftCreditNote(tx, original, null, CANCELLED_AFTER_INVOICING, now) : null;
    });
    if (note) drafted.push(note.id);
  }
  return drafted;
}
