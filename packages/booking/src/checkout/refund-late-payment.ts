import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { checkoutSessions, payments, type CheckoutSession } from '@tenuta/db';
import { ledgerRefundStatus, REFUND_KEY_VALID_MS, type ProviderCheckoutSession, type ProviderRefund } from '../payments/payment-provider.ts';
import { insertPayments } from '../payments/payments-repository.ts';
import { lockingTransaction, type Transaction } from '@tenuta/core';
import type { CheckoutDeps } from './checkout-deps.ts';
import { releaseCouponReservation, updateCheckoutSession } from './checkout-repository.ts';
import { queueRefundNotifications } from './queue-notifications.ts';

/** The idempotency key of a checkout's late-payment refund: a retried webhook never refunds twice. */
export const latePaymentRefundKey = (checkoutSessionId: string): string => `late-payment-refund-${checkoutSessionId}`;

type LateRefundDeps = Pick<CheckoutDeps, 'db' | 'payments' | 'staffEmail'>;

/** The reason a late payment's refund row carries when its checkout had expired and given its vouchers' money back. */
export const VOUCHERS_GONE_REASON = 'The checkout had expired and its gift vouchers had their money back before the payment came';

/**
 * A payment that arrived after its holds expired, for seats (or a coupon use)
 * that are gone. Step 1, in completeCheckout's transaction (checkout row
 * locked), no provider call: the ledger gets the payment and a `pending`
 * refund row (the intent), the checkout is marked refunded, the coupon use
 * given back. The caller commits, then `settleLatePaymentRefund` asks the
 * provider (idempotency key per checkout) and records its answer.
 */
export async function refundLatePayment(
  deps: Pick<CheckoutDeps, 'payments' | 'billing' | 'clock'>,
  tx: Transaction,
  session: CheckoutSession,
  remote: ProviderCheckoutSession,
  reason: string,
): Promise<void> {
  const paymentIntentId = remote.paymentIntentId!;
  const base = { provider: deps.payments.name, providerPaymentId: paymentIntentId, checkoutSessionId: session.id, currency: remote.currency, amountCents: remote.amountTotalCents };
  await insertPayments(tx, [
    { ...base, kind: 'payment', status: 'succeeded', attemptNumber: 1 },
    { ...base, kind: 'refund', status: 'pending', reason },
  ]);
  if (session.couponRedemptionId) await releaseCouponReservation(tx, session.couponRedemptionId);
  await updateCheckoutSession(tx, session.id, { status: 'refunded', providerPaymentId: paymentIntentId });
  // The vouchers' part goes back to them as well (exactly once: an expired checkout already gave it back).
  if (session.voucherCents > 0) await deps.billing.checkoutAbandoned(tx, session.id, deps.clock.now());
}

/** The reason a late payment's refund row carries when the coupon, not the seats, was gone. */
export const COUPON_GONE_REASON = 'The coupon has no uses left: its reservation expired before the payment came';

/**
 * Step 2, after commit, no lock held: the checkout's pending refund row is
 * sent to the provider (never answered yet: created with the checkout's key,
 * while that key is valid) or followed (answered pending: retrieved by id),
 * and the answer recorded as the provider gives it: succeeded, pending,
 * failed or canceled, never succeeded unless it says so. Guest and staff are
 * told once, at the first answer, what is true then (refunded, or a refund
 * on its way); a refund that fails or is canceled is told to staff (the
 * guest is not told "refunded"). Idempotent and safe to repeat: called right
 * after step 1, by a repeated completion of a refunded checkout, and by the
 * checkout sweep; if the process died between the steps, they send it.
 * `onlyUnanswered`: leave rows the provider already answered alone.
 */
export async function settleLatePaymentRefund(
  deps: LateRefundDeps,
  checkoutSessionId: string,
  options: { onlyUnanswered?: boolean } = {},
): Promise<'succeeded' | 'pending' | 'failed' | 'canceled' | undefined> {
  const [row] = await deps.db
    .select()
    .from(payments)
    .where(and(eq(payments.checkoutSessionId, checkoutSessionId), eq(payments.kind, 'refund'), isNull(payments.bookingId), eq(payments.status, 'pending')))
    .orderBy(asc(payments.id))
    .limit(1);
  if (!row?.providerPaymentId) return undefined;
  if (row.providerRefundId && options.onlyUnanswered) return 'pending';
  // The key's age is real time (the provider's clock), not the injected one.
  if (!row.providerRefundId && Date.now() - row.createdAt.getTime() > REFUND_KEY_VALID_MS) return 'pending';
  let refund: ProviderRefund;
  try {
    refund = row.providerRefundId
      ? await deps.payments.retrieveRefund(row.providerRefundId)
      : await deps.payments.refund({
          paymentIntentId: row.providerPaymentId,
          amountCents: row.amountCents,
          reason: 'requested_by_customer',
          idempotencyKey: latePaymentRefundKey(checkoutSessionId),
          metadata: { checkout_session_id: checkoutSessionId },
        });
  } catch (e) {
    // Unreachable or refused for now: stays pending, the sweep asks again.
    const message = (e instanceof Error ? e.message : String(e)).slice(0, 200);
    await deps.db
      .update(payments)
      .set({ errorCode: message, updatedAt: sql`now()` })
      .where(and(eq(payments.id, row.id), eq(payments.status, 'pending')));
    return 'pending';
  }
  const status = ledgerRefundStatus(refund.status);
  return lockingTransaction(deps.db, async (tx) => {
    // Only the settler that still sees the row as it read it records (no second e-mail).
    const [updated] = await tx
      .update(payments)
      .set({ status, providerRefundId: refund.id, errorCode: null, updatedAt: sql`now()` })
      .where(
        and(
          eq(payments.id, row.id),
          eq(payments.status, 'pending'),
          row.providerRefundId ? eq(payments.providerRefundId, row.providerRefundId) : isNull(payments.providerRefundId),
        ),
      )
      .returning();
    if (!updated) return undefined;
    const firstAnswer = row.providerRefundId === null;
    const gone = status === 'failed' || status === 'canceled';
    if (firstAnswer || gone) {
      const [session] = await tx.select().from(checkoutSessions).where(eq(checkoutSessions.id, checkoutSessionId));
      if (session) {
        await queueRefundNotifications(
          tx,
          session,
          { amountCents: row.amountCents, reason: row.reason ?? '', cause: row.reason === COUPON_GONE_REASON ? 'coupon' : 'seats', refundStatus: gone ? 'failed' : status },
          deps.staffEmail,
          {
            guest: !gone,
          },
        );
      }
    }
    return status;
  });
}

/** Job (the checkout sweep): late-payment refunds still pending are sent or followed again. */
export async function retryLatePaymentRefunds(deps: LateRefundDeps, options: { limit?: number } = {}): Promise<{ succeeded: number; failed: number; pending: number }> {
  const due = await deps.db
    .selectDistinct({ checkoutSessionId: payments.checkoutSessionId })
    .from(payments)
    .where(sql`${payments.kind} = 'refund' AND ${payments.status} = 'pending' AND ${payments.bookingId} IS NULL AND ${payments.checkoutSessionId} IS NOT NULL`)
    .limit(options.limit ?? 50);
  const result = { succeeded: 0, failed: 0, pending: 0 };
  for (const { checkoutSessionId } of due) {
    const status = await settleLatePaymentRefund(deps, checkoutSessionId!);
    if (status === 'succeeded') result.succeeded++;
    else if (status === 'failed' || status === 'canceled') result.failed++;
    else if (status === 'pending') result.pending++;
  }
  return result;
}
