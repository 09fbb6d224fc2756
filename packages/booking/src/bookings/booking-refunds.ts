import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { payments, type NewPayment, type Payment } from '@tenuta/db';
import type { RefundStatus } from '@tenuta/contracts';
import type { Cents } from '@tenuta/core';
import { isInvalidProviderRequest, ledgerRefundStatus, REFUND_KEY_VALID_MS } from '../payments/payment-provider.ts';
import { VOUCHER_PROVIDER } from '../payments/payment-summary.ts';
import { lockingTransaction, type Executor } from '@tenuta/core';
import type { GuestBookingDeps } from './guest-booking-deps.ts';

/** The `reason` of the ledger rows a guest's cancellation writes. */
export const CANCEL_REFUND_REASON = 'guest_cancellation';
/** The `reason` of the ledger rows a cancellation by staff writes. */
export const STAFF_CANCEL_REFUND_REASON = 'staff_cancellation';
/** The `reason` of the ledger rows of what goes back when staff make a party smaller. */
export const PARTY_REFUND_REASON = 'staff_party_change';
/** Refund rows the cancel call settles and the retry job asks again. */
const CANCELLATION_REFUND_REASONS = [CANCEL_REFUND_REASON, STAFF_CANCEL_REFUND_REASON];
/** Every refund row the retry job follows: cancellations' and smaller parties'. */
const RETRIED_REFUND_REASONS = [...CANCELLATION_REFUND_REASONS, PARTY_REFUND_REASON];

type LedgerRow = Pick<Payment, 'id' | 'kind' | 'status' | 'amountCents' | 'providerPaymentId' | 'provider' | 'currency' | 'checkoutSessionId'>;

export interface RefundPart {
  paymentIntentId: string;
  provider: string;
  currency: string;
  checkoutSessionId: string | null;
  amountCents: Cents;
}

/**
 * Splits a refund over the booking's succeeded card payments, newest
 * PaymentIntent first, never more on one than this booking paid on it minus
 * what was already given back (or is on its way). Pure.
 */
export function allocateRefund(rows: readonly LedgerRow[], amountCents: Cents): RefundPart[] {
  const byIntent = new Map<string, RefundPart & { newest: number; left: Cents }>();
  for (const r of rows) {
    if (!r.providerPaymentId) continue;
    const e = byIntent.get(r.providerPaymentId) ?? {
      paymentIntentId: r.providerPaymentId,
      provider: r.provider,
      currency: r.currency,
      checkoutSessionId: r.checkoutSessionId,
      amountCents: 0,
      newest: 0,
      left: 0,
    };
    if (r.kind === 'payment' && r.status === 'succeeded') {
      e.left += r.amountCents;
      e.newest = Math.max(e.newest, r.id);
      e.provider = r.provider;
      e.currency = r.currency;
      e.checkoutSessionId = r.checkoutSessionId;
    }
    if (r.kind === 'refund' && (r.status === 'succeeded' || r.status === 'pending')) e.left -= r.amountCents;
    byIntent.set(r.providerPaymentId, e);
  }
  let rest = Math.max(0, Math.floor(amountCents));
  const parts: RefundPart[] = [];
  for (const e of [...byIntent.values()].filter((x) => x.left > 0).sort((a, b) => b.newest - a.newest)) {
    if (rest === 0) break;
    const take = Math.min(rest, e.left);
    parts.push({ paymentIntentId: e.paymentIntentId, provider: e.provider, currency: e.currency, checkoutSessionId: e.checkoutSessionId, amountCents: take });
    rest -= take;
  }
  return parts;
}

/**
 * A card payment that succeeded after its booking was cancelled: a pending
 * refund row for all of it that is not already on its way back (the cancel
 * call's settling and the retry job send it). Idempotent: a second call
 * finds nothing left on that PaymentIntent. Returns the cents queued (0: nothing).
 */
export async function queueLatePaymentRefund(tx: Executor, bookingId: number, paymentIntentId: string): Promise<number> {
  const rows = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), eq(payments.providerPaymentId, paymentIntentId)));
  const parts = allocateRefund(rows, Number.MAX_SAFE_INTEGER);
  if (parts.length === 0) return 0;
  await tx.insert(payments).values(refundRows(bookingId, parts));
  return parts.reduce((sum, p) => sum + p.amountCents, 0);
}

/** The ledger rows of a cancellation refund: `pending` until the provider confirms. Staff cancellations name who started it. */
export const refundRows = (bookingId: number, parts: readonly RefundPart[], by: { reason?: string; staffId?: number } = {}): NewPayment[] =>
  parts.map((p) => ({
    kind: 'refund' as const,
    provider: p.provider,
    providerPaymentId: p.paymentIntentId,
    checkoutSessionId: p.checkoutSessionId,
    bookingId,
    amountCents: p.amountCents,
    currency: p.currency,
    status: 'pending' as const,
    reason: by.reason ?? CANCEL_REFUND_REASON,
    ...(by.staffId !== undefined ? { staffId: by.staffId } : {}),
  }));

/**
 * The ledger rows of what a cancellation gave back to the gift vouchers that paid the booking
 * (provider 'voucher'): succeeded at once, the vouchers' own ledger having been credited in the
 * same transaction.
 */
export const voucherRefundRows = (
  bookingId: number,
  toVouchers: readonly { voucherId: number; amountCents: Cents }[],
  by: { reason?: string; staffId?: number } = {},
): NewPayment[] =>
  toVouchers
    .filter((v) => v.amountCents > 0)
    .map((v) => ({
      kind: 'refund' as const,
      provider: VOUCHER_PROVIDER,
      giftVoucherId: v.voucherId,
      bookingId,
      amountCents: v.amountCents,
      currency: 'eur',
      status: 'succeeded' as const,
      reason: by.reason ?? CANCEL_REFUND_REASON,
      ...(by.staffId !== undefined ? { staffId: by.staffId } : {}),
    }));

/** The id of a booking's first card refund row: its key is the plain `booking-cancel:<id>` (voucher rows have none). */
const firstCardRefund = (rows: readonly Pick<Payment, 'id' | 'providerPaymentId'>[]): number | undefined => rows.find((r) => r.providerPaymentId)?.id;

/** `booking-cancel:<id>` (a second PaymentIntent of the same booking gets its id appended): a retry never refunds twice. */
export const refundIdempotencyKey = (bookingId: number, row: Pick<Payment, 'id' | 'providerPaymentId'>, firstRowId: number): string =>
  row.id === firstRowId ? `booking-cancel:${bookingId}` : `booking-cancel:${bookingId}:${row.providerPaymentId}`;

/** A smaller party's refund row: a key of its own (a booking may shrink more than once, on the same card payment). */
export const partyRefundKey = (bookingId: number, row: Pick<Payment, 'id'>): string => `booking-party:${bookingId}:${row.id}`;

async function cancellationRefunds(db: Executor, bookingId: number): Promise<Payment[]> {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), eq(payments.kind, 'refund'), inArray(payments.reason, CANCELLATION_REFUND_REASONS)))
    .orderBy(asc(payments.id));
}

/** The guest's view of a cancellation's refund rows. */
export function refundStatusOf(rows: readonly Pick<Payment, 'status'>[]): RefundStatus {
  if (rows.length === 0) return 'none';
  if (rows.some((r) => r.status === 'failed' || r.status === 'canceled')) return 'failed';
  return rows.every((r) => r.status === 'succeeded') ? 'succeeded' : 'pending';
}

// A request the provider refuses as such (amount too large, no charge): retrying cannot help.
const isPermanent = isInvalidProviderRequest;

/**
 * Asks the provider for one pending refund row. The intent (the pending row)
 * was recorded and committed by the cancellation; here, with no lock held
 * (docs/architecture.md, Payments): read the row, call the provider, record
 * its answer in one statement that only a row still as read takes (two
 * settlers at once send the same idempotency key, get the same refund back,
 * and only one records it). Recorded as the provider says (succeeded,
 * pending, failed, canceled: never succeeded unless it says so), under the
 * booking's lock with the commission that follows it; a provider
 * that cannot be reached leaves it pending for the retry. A row the provider
 * answered is followed by its refund id; one it never answered is created
 * with its idempotency key (the same refund back) only while that key is
 * valid (REFUND_KEY_VALID_MS), else left to staff.
 */
async function settleRefundRow(deps: Pick<GuestBookingDeps, 'db' | 'payments' | 'billing'>, rowId: number, key: string): Promise<Payment['status'] | undefined> {
  const provider = deps.payments;
  if (!provider) return undefined;
  const [row] = await deps.db
    .select()
    .from(payments)
    .where(and(eq(payments.id, rowId), eq(payments.status, 'pending')));
  if (!row?.providerPaymentId) return undefined;
  // The key's age is real time (the provider's clock), not the injected one.
  if (!row.providerRefundId && Date.now() - row.createdAt.getTime() > REFUND_KEY_VALID_MS) return 'pending';
  let answer: Partial<Pick<NewPayment, 'status' | 'providerRefundId' | 'errorCode'>>;
  try {
    const refund = row.providerRefundId
      ? await provider.retrieveRefund(row.providerRefundId)
      : await provider.refund({
          paymentIntentId: row.providerPaymentId,
          amountCents: row.amountCents,
          reason: 'requested_by_customer',
          idempotencyKey: key,
          metadata: { booking_id: String(row.bookingId) },
        });
    answer = { status: ledgerRefundStatus(refund.status), providerRefundId: refund.id, errorCode: null };
  } catch (e) {
    const message = (e instanceof Error ? e.message : String(e)).slice(0, 200);
    answer = isPermanent(e) ? { status: 'failed', errorCode: message } : { errorCode: message };
  }
  const bookingId = row.bookingId;
  const recorded = await lockingTransaction(deps.db, async (tx) => {
    // The booking first, as a cancellation locks it before its payment rows.
    if (bookingId !== null) await tx.execute(sql`SELECT id FROM bookings WHERE id = ${bookingId} FOR UPDATE`);
    const [r] = await tx
      .update(payments)
      .set({ ...answer, updatedAt: sql`now()` })
      .where(
        and(
          eq(payments.id, row.id),
          eq(payments.status, 'pending'),
          row.providerRefundId ? eq(payments.providerRefundId, row.providerRefundId) : isNull(payments.providerRefundId),
        ),
      )
      .returning({ status: payments.status });
    // The commission follows the refund's outcome, in the same transaction: only money that went back reverses it.
    if (r && r.status !== 'pending' && bookingId !== null) await deps.billing.refundSettled(tx, bookingId, r.status === 'succeeded' ? 'succeeded' : 'failed');
    return r;
  });
  if (recorded) return recorded.status;
  // Another settler recorded first: its record stands.
  const [now] = await deps.db.select({ status: payments.status }).from(payments).where(eq(payments.id, row.id));
  return now?.status;
}

/** Right after a cancellation commits: sends its pending refunds to the provider. Returns the refund's status. */
export async function settleBookingRefunds(deps: Pick<GuestBookingDeps, 'db' | 'payments' | 'billing'>, bookingId: number): Promise<RefundStatus> {
  const rows = await cancellationRefunds(deps.db, bookingId);
  const first = firstCardRefund(rows) ?? 0;
  for (const row of rows.filter((r) => r.status === 'pending')) await settleRefundRow(deps, row.id, refundIdempotencyKey(bookingId, row, first));
  return refundStatusOf(await cancellationRefunds(deps.db, bookingId));
}

/** Right after a party change commits: sends the pending refund rows of smaller parties to the provider. */
export async function settlePartyRefunds(deps: Pick<GuestBookingDeps, 'db' | 'payments' | 'billing'>, bookingId: number): Promise<RefundStatus> {
  const rows = await deps.db
    .select()
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), eq(payments.kind, 'refund'), eq(payments.reason, PARTY_REFUND_REASON)))
    .orderBy(asc(payments.id));
  const pending = rows.filter((r) => r.status === 'pending' && r.providerPaymentId);
  const settled = new Map<number, Payment['status'] | undefined>();
  for (const row of pending) settled.set(row.id, await settleRefundRow(deps, row.id, partyRefundKey(bookingId, row)));
  return refundStatusOf(pending.map((r) => ({ status: settled.get(r.id) ?? r.status })));
}

/**
 * Job: cancellation refunds still pending (the provider could not be reached
 * when the guest cancelled) are asked again, with the same idempotency key.
 * Rows younger than `minAgeSeconds` are left to the cancel call itself; rows
 * older than `maxAgeHours` are left to staff (they stay pending in the ledger).
 */
export async function retryPendingRefunds(
  deps: Pick<GuestBookingDeps, 'db' | 'clock' | 'payments' | 'billing'>,
  options: { limit?: number; minAgeSeconds?: number; maxAgeHours?: number } = {},
): Promise<{ succeeded: number; failed: number; pending: number }> {
  const now = deps.clock.now().getTime();
  const newest = new Date(now - (options.minAgeSeconds ?? 30) * 1000).toISOString();
  const oldest = new Date(now - (options.maxAgeHours ?? 72) * 3_600_000).toISOString();
  const due = await deps.db
    .select({ id: payments.id, bookingId: payments.bookingId, providerPaymentId: payments.providerPaymentId, reason: payments.reason })
    .from(payments)
    .where(
      and(
        eq(payments.kind, 'refund'),
        eq(payments.status, 'pending'),
        inArray(payments.reason, RETRIED_REFUND_REASONS),
        sql`${payments.createdAt} <= ${newest}::timestamptz AND ${payments.createdAt} > ${oldest}::timestamptz`,
      ),
    )
    .orderBy(asc(payments.createdAt))
    .limit(options.limit ?? 50);
  const result = { succeeded: 0, failed: 0, pending: 0 };
  for (const row of due) {
    if (row.bookingId === null) continue;
    const first = row.reason === PARTY_REFUND_REASON ? 0 : (firstCardRefund(await cancellationRefunds(deps.db, row.bookingId)) ?? row.id);
    const key = row.reason === PARTY_REFUND_REASON ? partyRefundKey(row.bookingId, row) : refundIdempotencyKey(row.bookingId, row, first);
    const status = await settleRefundRow(deps, row.id, key);
    if (status === 'succeeded') result.succeeded++;
    else if (status === 'failed') result.failed++;
    else if (status === 'pending') result.pending++;
  }
  return result;
}
