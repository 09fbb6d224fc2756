import { defaultRefundPolicy, type PartnerOrder } from '@tenuta/contracts';
import { bookings } from '@tenuta/db';
import { eq, sql } from 'drizzle-orm';
import { CANCEL_REFUND_REASON } from '../bookings/booking-refunds.ts';
import { cancelWithRefund, type CancellationOutcome } from '../bookings/cancel-with-refund.ts';
import type { Actor } from '../bookings/booking-transitions.ts';
import { DomainError, notFound, type Transaction } from '@tenuta/core';
import { requireReseller, type PartnerCaller, type PartnerOrderDeps } from './partner-order-deps.ts';
import { partnerCancelTerms, toPartnerOrder } from './partner-order-mapper.ts';
import { findPartnerOrder } from './partner-orders-repository.ts';

export interface PartnerCancellation {
  order: PartnerOrder;
  refundPercent: number;
  /** Given back to the card that paid (card orders); 0 on account and for wine. */
  refundCents: number;
  /** What an order on account still owes under the policy (counts in the credit used until settled). */
  retainedCents: number | null;
}

/** Who cancels when it is not a signed-in partner user (the OCTO API: a key), and its work in the same transaction. */
export interface CancelledVia {
  actor: Actor;
  eventData: Record<string, unknown>;
  record?: (tx: Transaction, outcome: CancellationOutcome & { retainedCents: number | null }) => Promise<void>;
}

/** What an order on account keeps owing when cancelled with this refund percentage (rounded to the cent). */
export const retainedOnAccount = (netCents: number, refundPercent: number): number => Math.round((netCents * (100 - refundPercent)) / 100);

/**
 * POST /api/partners/orders/{id}/cancel: the reseller cancels one of its own bookings through the
 * one cancellation of a booking (cancelWithRefund: booking lock, state re-check, THE refund policy
 * at this instant, ledger, e-mails). Card orders get the policy's percentage of what was paid
 * back; on account no money moves and the booking keeps net × (100 − refund %) / 100 as
 * partner_retained_cents, written under the same lock; wine is just cancelled. From the start on
 * it is too late (409 cancel_too_late).
 */
export async function cancelPartnerOrder(
  deps: PartnerOrderDeps,
  caller: Pick<PartnerCaller, 'partnerId' | 'partnerType' | 'role'> & Partial<Pick<PartnerCaller, 'userId'>>,
  bookingId: number,
  reason: string,
  via?: CancelledVia,
): Promise<PartnerCancellation> {
  requireReseller(caller);
  const row = await findPartnerOrder(deps.db, caller, bookingId);
  if (!row) throw notFound('Order');
  const policy = deps.refundPolicy ?? defaultRefundPolicy;
  const terms = partnerCancelTerms(row, caller, deps.clock.now(), policy);
  if (!terms.allowed) {
    if (terms.reason === 'already_cancelled') throw new DomainError('conflict', 'This order is already cancelled', 'already_cancelled');
    if (terms.reason === 'cancel_too_late') throw new DomainError('conflict', 'The experience has already started: the order can no longer be cancelled', 'cancel_too_late');
    throw new DomainError('conflict', 'This order can no longer be cancelled', 'not_active');
  }
  let retainedCents: number | null = null;
  const done = await cancelWithRefund(deps, { id: row.id, bookingNumber: row.bookingNumber }, via?.actor ?? `partner:${caller.userId}`, reason.trim(), {
    allowAfterStart: false,
    ledger: { reason: CANCEL_REFUND_REASON },
    staffEmail: deps.staffEmail,
    eventData: via?.eventData ?? { partner_id: caller.partnerId, partner_user_id: caller.userId },
    record: async (tx, outcome) => {
      const [b] = await tx.select({ partnerPayment: bookings.partnerPayment, net: bookings.partnerNetCents }).from(bookings).where(eq(bookings.id, row.id));
      if (b?.partnerPayment === 'on_account') {
        retainedCents = retainedOnAccount(b.net ?? 0, outcome.refundPercent);
        await tx.update(bookings).set({ partnerRetainedCents: retainedCents, updatedAt: sql`now()` }).where(eq(bookings.id, row.id));
      }
      await via?.record?.(tx, { ...outcome, retainedCents });
    },
  });
  const after = await findPartnerOrder(deps.db, caller, bookingId);
  return { order: toPartnerOrder(after!, caller, deps.clock.now(), policy), refundPercent: done.refundPercent, refundCents: done.refundCents, retainedCents };
}
