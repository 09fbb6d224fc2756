import { and, eq, isNull, sql } from 'drizzle-orm';
import { checkoutSessions, notifications, type CheckoutSession } from '@tenuta/db';
import { lockingTransaction, type Executor } from '@tenuta/core';
import type { CheckoutDeps } from '../checkout/checkout-deps.ts';
import { providerFailure } from '../checkout/create-payment.ts';
import { formatDateTime, formatPeople } from '../notifications/format.ts';
import { loadBookingDetails } from '../notifications/booking-details.ts';
import { guestPageUrl } from '../notifications/site-links.ts';
import type { ProviderCheckoutSession } from '../payments/payment-provider.ts';
import type { PaymentLinkPurpose } from '../bookings/staff-booking-rules.ts';
import { linkPurposeOf } from './open-link-repository.ts';

/** The privacy version of a checkout whose guest data staff entered (no consent form was shown). */
export const STAFF_ENTERED = 'staff_entered';

export interface PaymentLinkIntent {
  bookingId: number;
  amountCents: number;
  expiresAt: Date;
  /** The guest's address and language: the payment page, the e-mail and the provider's receipt. */
  email: string;
  locale: 'it' | 'en';
  guestName: string | null;
  purpose: PaymentLinkPurpose;
  staffId: number;
}

/**
 * Step 1, in the caller's transaction (the booking locked): the link's checkout row, `open`,
 * without a provider id yet (the intent). It books nothing by itself: no items, and
 * `pays_booking_id` names the booking it pays.
 */
export async function recordPaymentLinkIntent(tx: Executor, link: PaymentLinkIntent): Promise<CheckoutSession> {
  const [row] = await tx
    .insert(checkoutSessions)
    .values({
      cartId: null,
      status: 'open',
      email: link.email,
      customerData: { name: link.guestName, payment_link: link.purpose, staff_id: link.staffId },
      // Staff entered the guest's data (phone, desk, e-mail): no form was accepted, and the privacy export says so.
      privacyAcceptedAt: sql`now()`,
      privacyPolicyVersion: STAFF_ENTERED,
      locale: link.locale,
      items: [],
      subtotalCents: link.amountCents,
      discountCents: 0,
      amountDueCents: link.amountCents,
      payLaterCents: 0,
      expiresAt: link.expiresAt,
      paysBookingId: link.bookingId,
    })
    .returning();
  return row!;
}

/** The one line of the payment page: the booking's number, experience, date and party. */
async function lineName(db: Executor, session: CheckoutSession): Promise<string> {
  const [b] = await loadBookingDetails(db, [session.paysBookingId!]);
  if (!b) return `Tenuta ${session.id}`;
  const locale = session.locale;
  return `${b.bookingNumber} · ${b.title[locale]}${b.vip ? ' (VIP)' : ''} · ${formatDateTime(b.startsAt, locale)} · ${formatPeople(b.adults, b.children, locale)}`;
}

/**
 * Step 2, after the intent committed, with no row lock held (docs/architecture.md, Payments): the
 * provider's checkout session for the amount, expiring with the link; then, in one short
 * transaction, its id and address recorded and the guest's e-mail with the link queued. The
 * payment page sends the guest to the site's success page, which follows this checkout.
 * A provider failure gives the intent back (`onFailure`, in that transaction) and answers 502.
 */
export async function sendPaymentLink(
  deps: CheckoutDeps,
  session: CheckoutSession,
  onFailure: (tx: Executor, session: CheckoutSession) => Promise<void>,
): Promise<CheckoutSession> {
  let remote: ProviderCheckoutSession;
  try {
    remote = await deps.payments.createCheckoutSession({
      checkoutSessionId: session.id,
      currency: session.currency,
      customerEmail: session.email,
      locale: session.locale,
      lineItems: [{ name: await lineName(deps.db, session), amountCents: session.amountDueCents, quantity: 1 }],
      successUrl: guestPageUrl(deps.publicUrl, '/checkout/success', session.locale, { session_id: '__SESSION__' }).replace('__SESSION__', '{CHECKOUT_SESSION_ID}'),
      cancelUrl: guestPageUrl(deps.publicUrl, '/checkout/cancel', session.locale),
      expiresAt: session.expiresAt!,
    });
  } catch (e) {
    await lockingTransaction(deps.db, async (tx) => {
      const gone = await tx
        .delete(checkoutSessions)
        .where(and(eq(checkoutSessions.id, session.id), eq(checkoutSessions.status, 'open'), isNull(checkoutSessions.providerSessionId)))
        .returning({ id: checkoutSessions.id });
      if (gone.length > 0) await onFailure(tx, session);
    });
    throw providerFailure(e);
  }
  return lockingTransaction(deps.db, async (tx) => {
    const [row] = await tx
      .update(checkoutSessions)
      .set({ provider: deps.payments.name, providerSessionId: remote.id, paymentUrl: remote.url, updatedAt: sql`now()` })
      .where(and(eq(checkoutSessions.id, session.id), eq(checkoutSessions.status, 'open'), isNull(checkoutSessions.providerSessionId)))
      .returning();
    if (!row) throw providerFailure(new Error(`payment link ${session.id} ended before its page was recorded`));
    await tx.insert(notifications).values({
      kind: 'booking_payment_link',
      recipient: row.email,
      locale: row.locale,
      payload: {
        booking_id: row.paysBookingId,
        checkout_session_id: row.id,
        payment_url: row.paymentUrl,
        amount_cents: row.amountDueCents,
        expires_at: row.expiresAt!.toISOString(),
        purpose: linkPurposeOf(row),
      },
    });
    return row;
  });
}
