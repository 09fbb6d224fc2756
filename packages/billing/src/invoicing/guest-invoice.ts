import { eq } from 'drizzle-orm';
import { invoices, partners, type CheckoutSession, type Invoice } from '@tenuta/db';
import { romeDate } from '@tenuta/core';
import type { Transaction } from '@tenuta/core';
import { buyerRecord, guestBuyer, guestWantsInvoice, partnerBuyer, type InvoiceBuyer } from './invoice-buyer.ts';
import { bookingLines } from './invoice-lines.ts';
import { invoiceTotals } from './invoice-money.ts';
import { billableBookings, setInvoiceBookings } from './invoice-repository.ts';
import { issueLockedInvoice } from './issue-invoice.ts';

export interface PaidCheckoutInvoice {
  invoiceId: number;
  /** False when the draft could not be issued at once (e.g. incomplete billing data): staff issue it. */
  issued: boolean;
}

async function buyerOf(tx: Transaction, session: Pick<CheckoutSession, 'email' | 'locale' | 'customerData' | 'partnerId'>): Promise<InvoiceBuyer | null> {
  if (session.partnerId) {
    // A reseller paying its order by card: invoiced at once to its company data.
    const [partner] = await tx.select().from(partners).where(eq(partners.id, session.partnerId));
    return partner ? partnerBuyer(partner) : null;
  }
  return guestWantsInvoice(session.customerData) ? guestBuyer(session.customerData, session.email, session.locale) : null;
}

/**
 * The invoice (TD01) of a checkout whose card payment just completed, in the payment's own
 * transaction (completeCheckout calls it once the ledger rows are written): when the guest's
 * billing data asks for one (a business with a VAT number and an SDI code or PEC), or for a
 * reseller's card order. One line per booking paid now, for what was paid. It is drafted and
 * issued in savepoints: an invoice that cannot be made never undoes the payment's bookings, and
 * a draft that cannot be issued (billing data refused) waits on the staff invoices page.
 */
export async function invoicePaidCheckout(
  tx: Transaction,
  session: Pick<CheckoutSession, 'id' | 'email' | 'locale' | 'customerData' | 'partnerId'>,
  bookingIds: readonly number[],
  now: Date,
): Promise<PaidCheckoutInvoice | null> {
  let draft: Invoice | null = null;
  try {
    draft = await tx.transaction(async (sp) => {
      const buyer = await buyerOf(sp, session);
      if (!buyer) return null;
      const lines = bookingLines(await billableBookings(sp, bookingIds));
      if (lines.length === 0) return null;
      const [row] = await sp
        .insert(invoices)
        .values({
          docType: 'TD01',
          status: 'draft',
          year: Number(romeDate(now).slice(0, 4)),
          partnerId: session.partnerId ?? null,
          buyer: buyerRecord(buyer),
          lines,
          ...invoiceTotals(lines),
        })
        .returning();
      await setInvoiceBookings(
        sp,
        row!.id,
        lines.map((l) => l.bookingId!),
      );
      return row!;
    });
  } catch {
    return null;
  }
  if (!draft) return null;
  const created = draft;
  try {
    await tx.transaction((sp) => issueLockedInvoice(sp, created, now, null));
    return { invoiceId: created.id, issued: true };
  } catch {
    return { invoiceId: created.id, issued: false };
  }
}
