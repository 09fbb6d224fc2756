import { eq } from 'drizzle-orm';
import { invoices, notifications, partners, type Invoice, type InvoiceLine } from '@tenuta/db';
import { kickOutbox } from '@tenuta/booking';
import type { CoreDeps } from '@tenuta/core';
import { DomainError, notFound } from '@tenuta/core';
import { contractInForce } from '@tenuta/core';
import { romeDate } from '@tenuta/core';
import { recordStaffAction, type StaffActor } from '@tenuta/core';
import { lockingTransaction, type Transaction } from '@tenuta/core';
import { buyerFromRecord, buyerProblems, buyerRecord, partnerBuyer, type InvoiceBuyer } from './invoice-buyer.ts';
import { bookingLines } from './invoice-lines.ts';
import { dueDateOf, invoiceNumberLabel, invoiceTotals } from './invoice-money.ts';
import { billableBookings, invoiceBookingIds, lockInvoice, setInvoiceBookings, takeInvoiceNumber } from './invoice-repository.ts';
import type { Seller } from './seller.ts';
import { chargeStampDuty } from './stamp-duty.ts';
import { balanceVat } from './vat-balance.ts';

/** The seller is optional: without it (or with STAMP_DUTY_CHARGED off) the estate bears the stamp duty. */
export type InvoiceDeps = Pick<CoreDeps, 'db' | 'clock' | 'outbox'> & { seller?: Seller };

/**
 * A deferred invoice's lines as they stand when it is issued: its bookings still in its period,
 * each for what it owes now (a booking cancelled since the draft bills its cancellation fee, or
 * nothing and leaves the invoice).
 */
async function currentDeferredLines(tx: Transaction, row: Invoice): Promise<InvoiceLine[]> {
  const ids = await invoiceBookingIds(tx, row.id);
  const lines = bookingLines(await billableBookings(tx, ids, row.period ?? undefined));
  await setInvoiceBookings(
    tx,
    row.id,
    lines.map((l) => l.bookingId!),
  );
  return lines;
}

/**
 * The lines an issued document keeps: a deferred invoice's brought up to date, with the stamp duty
 * charged when the estate charges it (only a deferred invoice is still to be paid; an immediate one
 * was paid by card at checkout, so there the estate bears it); every document's VAT per rate.
 */
async function linesToIssue(tx: Transaction, row: Invoice, seller: Seller | undefined): Promise<InvoiceLine[]> {
  if (row.docType !== 'TD24') return balanceVat(row.lines);
  const lines = await currentDeferredLines(tx, row);
  return seller?.stampDutyCharged && lines.length > 0 ? chargeStampDuty(lines, seller.zeroVatNature) : lines;
}

/**
 * Issues a draft in the caller's transaction (the invoice row already locked): the buyer read
 * again (a reseller may have completed its company data since the draft) and checked, a deferred
 * invoice's lines brought up to date, then the next number of the year (takeInvoiceNumber: the
 * counter row's lock), the date, the due date (+ the contract's payment days; an immediate
 * invoice was paid by card at checkout), and the e-mail to the buyer queued in the same transaction.
 */
export async function issueLockedInvoice(tx: Transaction, row: Invoice, now: Date, actor: StaffActor | null, seller?: Seller): Promise<Invoice> {
  if (row.status !== 'draft') throw new DomainError('conflict', 'This invoice is already issued', 'already_issued');
  let buyer: InvoiceBuyer = buyerFromRecord(row.buyer);
  if (row.partnerId !== null) {
    const [partner] = await tx.select().from(partners).where(eq(partners.id, row.partnerId));
    if (partner) buyer = partnerBuyer(partner);
  }
  const problems = buyerProblems(buyer);
  if (problems.length > 0) throw new DomainError('conflict', 'The buyer’s billing data is incomplete', 'buyer_incomplete', { problems });
  const lines = await linesToIssue(tx, row, seller);
  const totals = invoiceTotals(lines);
  if (lines.length === 0 || totals.totalCents <= 0) throw new DomainError('conflict', 'There is nothing to invoice', 'nothing_to_invoice');
  if (row.docType === 'TD04') {
    const [original] = row.creditOf === null ? [] : await tx.select().from(invoices).where(eq(invoices.id, row.creditOf));
    if (original?.status !== 'issued') throw new DomainError('conflict', 'The invoice this note credits is not issued', 'original_not_issued');
  }
  const issueDate = romeDate(now);
  const year = Number(issueDate.slice(0, 4));
  const number = await takeInvoiceNumber(tx, year);
  const guest = row.partnerId === null;
  // A deferred invoice is due after the contract's payment days; an immediate one (TD01) was paid by card at checkout.
  const paymentDays = row.docType === 'TD24' && row.partnerId !== null ? ((await contractInForce(tx, row.partnerId, now))?.paymentDays ?? 30) : 0;
  const [issued] = await tx
    .update(invoices)
    .set({
      status: 'issued',
      year,
      number,
      issueDate,
      dueDate: row.docType === 'TD04' ? null : dueDateOf(issueDate, paymentDays),
      buyer: buyerRecord(buyer),
      lines,
      ...totals,
      issuedBy: actor?.id ?? null,
      issuedAt: now,
      // An immediate invoice records a payment already made by card at checkout.
      ...(row.docType === 'TD01' ? { paidAt: now } : {}),
    })
    .where(eq(invoices.id, row.id))
    .returning();
  if (buyer.email) {
    await tx.insert(notifications).values({
      kind: guest ? 'guest_invoice_issued' : 'partner_invoice_issued',
      recipient: buyer.email,
      locale: buyer.locale,
      payload: { invoice_id: row.id },
    });
  }
  if (actor) {
    await recordStaffAction(
      tx,
      actor,
      {
        action: 'invoice.issue',
        targetType: 'invoice',
        targetId: row.id,
        before: { status: 'draft' },
        after: { status: 'issued', number: invoiceNumberLabel(year, number), total_cents: totals.totalCents },
      },
      now,
    );
  }
  return issued!;
}

/**
 * POST /api/staff/invoices/{id}/issue: staff issue a draft (a deferred invoice by the 15th, a
 * credit note, a guest's invoice whose automatic issue failed). Concurrent issues of different
 * drafts are serialized on the year's counter row and get consecutive numbers; the same draft
 * twice: the second is 409 already_issued.
 */
export async function issueInvoice(deps: InvoiceDeps, actor: StaffActor, id: number): Promise<Invoice> {
  const issued = await lockingTransaction(deps.db, async (tx) => {
    const row = await lockInvoice(tx, id);
    if (!row) throw notFound('Invoice');
    return issueLockedInvoice(tx, row, deps.clock.now(), actor, deps.seller);
  });
  kickOutbox(deps);
  return issued;
}
