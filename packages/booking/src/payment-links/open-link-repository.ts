import { and, desc, eq } from 'drizzle-orm';
import { checkoutSessions, type CheckoutSession } from '@tenuta/db';
import type { Executor } from '@tenuta/core';
import type { OpenPaymentLink, PaymentLinkPurpose } from '../bookings/staff-booking-rules.ts';

/** The booking's payment link still waiting to be paid (an open checkout that pays it), if any. */
export async function findOpenPaymentLink(db: Executor, bookingId: number): Promise<CheckoutSession | null> {
  const [row] = await db
    .select()
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.paysBookingId, bookingId), eq(checkoutSessions.status, 'open')))
    .orderBy(desc(checkoutSessions.createdAt))
    .limit(1);
  return row ?? null;
}

/** What the link pays, as staff opened it (recorded with the checkout's guest data). */
export const linkPurposeOf = (link: Pick<CheckoutSession, 'customerData'>): PaymentLinkPurpose =>
  (link.customerData as { payment_link?: string } | null)?.payment_link === 'balance' ? 'balance' : 'booking';

/** The link as staff see it: an open link whose payment page is recorded. */
export const openLinkOf = (link: CheckoutSession | null): OpenPaymentLink | null =>
  link?.paymentUrl && link.expiresAt ? { expiresAt: link.expiresAt, amountCents: link.amountDueCents, purpose: linkPurposeOf(link) } : null;
