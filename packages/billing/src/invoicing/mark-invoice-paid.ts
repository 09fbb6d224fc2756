import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { bookings, invoices, type Invoice } from '@tenuta/db';
import { DomainError, notFound } from '@tenuta/core';
import { recordStaffAction, type StaffActor } from '@tenuta/core';
import { lockingTransaction } from '@tenuta/core';
import { invoiceNumberLabel } from './invoice-money.ts';
import { invoiceBookingIds, lockInvoice } from './invoice-repository.ts';
import type { InvoiceDeps } from './issue-invoice.ts';

/**
 * POST /api/staff/invoices/{id}/paid: staff record that an issued invoice was paid (or that a
 * credit note was settled). Under the invoice's lock: paid_at is set once (409 already_paid);
 * the invoice's bookings are settled (bookings.partner_settled_at), which releases the reseller's
 * credit (partnerCreditUsed counts only unsettled amounts); the invoice's credit notes still
 * open are settled with it (the payment was the invoice less them).
 */
export async function markInvoicePaid(deps: InvoiceDeps, actor: StaffActor, id: number): Promise<Invoice> {
  return lockingTransaction(deps.db, async (tx) => {
    const now = deps.clock.now();
    const row = await lockInvoice(tx, id);
    if (!row) throw notFound('Invoice');
    if (row.status !== 'issued') throw new DomainError('conflict', 'A draft cannot be paid: issue it first', 'invoice_draft');
    if (row.paidAt !== null) throw new DomainError('conflict', 'This invoice is already marked paid', 'already_paid');
    const [paid] = await tx.update(invoices).set({ paidAt: now }).where(eq(invoices.id, id)).returning();
    let settled = 0;
    let credits: number[] = [];
    if (row.docType !== 'TD04') {
      const ids = await invoiceBookingIds(tx, id);
      if (ids.length > 0) {
        const done = await tx
          .update(bookings)
          .set({ partnerSettledAt: now, updatedAt: sql`now()` })
          .where(and(inArray(bookings.id, ids), isNull(bookings.partnerSettledAt), sql`${bookings.partnerId} IS NOT NULL`))
          .returning({ id: bookings.id });
        settled = done.length;
      }
      credits = (
        await tx
          .update(invoices)
          .set({ paidAt: now })
          .where(and(eq(invoices.creditOf, id), eq(invoices.docType, 'TD04'), eq(invoices.status, 'issued'), isNull(invoices.paidAt)))
          .returning({ id: invoices.id })
      ).map((c) => c.id);
    }
    await recordStaffAction(
      tx,
      actor,
      {
        action: 'invoice.paid',
        targetType: 'invoice',
        targetId: id,
        before: { paid_at: null },
        after: {
          paid_at: now.toISOString(),
          number: invoiceNumberLabel(row.year, row.number!),
          total_cents: row.totalCents,
          bookings_settled: settled,
          credit_notes_settled: credits,
        },
      },
      now,
    );
    return paid!;
  });
}
