import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestDatabase, payments, type TestDatabase } from '@tenuta/db';
import type { PaymentProvider, ProviderRefund, RefundInput } from '../payments/payment-provider.ts';
import { insertBooking, recordingBilling, slotAt } from '../test-fixtures.ts';
import { CANCEL_REFUND_REASON, settleBookingRefunds } from './booking-refunds.ts';

// Cancellation refunds: the provider is called with no row lock and no transaction open (docs/architecture.md, Payments).
let t: TestDatabase;

beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t.drop();
});

/** A cancelled booking paid by card, with its pending refund row (the intent, committed). */
async function cancelledPaidBooking(days: number): Promise<{ bookingId: number; refundRowId: number }> {
  const slot = await slotAt(t.db, days, '09:00');
  await insertBooking(t.db, { slotId: slot.id, category: 'TRUFFLE', adults: 2, status: 'cancelled' });
  const [{ id: bookingId }] = (await t.db.execute<{ id: number }>(sql`SELECT max(id)::int AS id FROM bookings`)).rows as [{ id: number }];
  const base = { provider: 'simulator', providerPaymentId: `pi_test_${bookingId}`, bookingId, amountCents: 2000, currency: 'eur' };
  const [, refund] = await t.db
    .insert(payments)
    .values([
      { ...base, kind: 'payment', status: 'succeeded' },
      { ...base, kind: 'refund', status: 'pending', reason: CANCEL_REFUND_REASON },
    ])
    .returning({ id: payments.id });
  return { bookingId, refundRowId: refund!.id };
}

/** What another connection sees while the provider is being called. */
async function locksDuringCall(refundRowId: number): Promise<{ rowLockFree: boolean; openTransactions: number }> {
  const client = await t.db.$client.connect();
  try {
    await client.query('BEGIN');
    let rowLockFree = true;
    try {
      await client.query('SELECT id FROM payments WHERE id = $1 FOR UPDATE NOWAIT', [refundRowId]);
    } catch {
      rowLockFree = false;
    }
    await client.query('ROLLBACK');
    const open = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND state LIKE 'idle in transaction%'`,
    );
    return { rowLockFree, openTransactions: open.rows[0]!.n };
  } finally {
    client.release();
  }
}

function stubProvider(refund: (req: RefundInput) => Promise<ProviderRefund>): PaymentProvider {
  return {
    name: 'simulator',
    refund,
    retrieveRefund: async (id: string) => ({ id, status: 'succeeded', amountCents: 2000 }),
  } as unknown as PaymentProvider;
}

const billing = recordingBilling();

describe('settling a cancellation refund', () => {
  it('calls the provider with no lock held and no transaction open, then records its answer', async () => {
    const { bookingId, refundRowId } = await cancelledPaidBooking(3);
    let seen: Awaited<ReturnType<typeof locksDuringCall>> | undefined;
    const keys: string[] = [];
    const provider = stubProvider(async (req) => {
      keys.push(req.idempotencyKey!);
      seen = await locksDuringCall(refundRowId);
      return { id: 're_test_1', status: 'succeeded', amountCents: req.amountCents };
    });
    expect(await settleBookingRefunds({ db: t.db, payments: provider, billing }, bookingId)).toBe('succeeded');
    expect(seen).toEqual({ rowLockFree: true, openTransactions: 0 });
    expect(keys).toEqual([`booking-cancel:${bookingId}`]);
    const [row] = (await t.db.execute<{ status: string; provider_refund_id: string }>(sql`SELECT status, provider_refund_id FROM payments WHERE id = ${refundRowId}`)).rows;
    expect(row).toEqual({ status: 'succeeded', provider_refund_id: 're_test_1' });
    // Billing is told the outcome in the same transaction, so the commission follows the money.
    expect(billing.calls.filter((c) => c.method === 'refundSettled').at(-1)?.args).toEqual([bookingId, 'succeeded']);
  });

  it('two settlers at once: both send the same key, the provider answers the same refund, one record stands', async () => {
    const { bookingId, refundRowId } = await cancelledPaidBooking(4);
    let calls = 0;
    // The provider answers neither call before both have reached it: each settler read the row
    // before the other wrote the provider's answer, whatever the machine's load.
    let bothArrived: () => void = () => {};
    const arrivals = new Promise<void>((resolve) => {
      bothArrived = resolve;
    });
    const provider = stubProvider(async (req) => {
      calls += 1;
      if (calls === 2) bothArrived();
      await Promise.race([arrivals, new Promise((r) => setTimeout(r, 5_000))]);
      return { id: `re_same_${req.idempotencyKey}`, status: 'pending', amountCents: req.amountCents };
    });
    const deps = { db: t.db, payments: provider, billing };
    expect(await Promise.all([settleBookingRefunds(deps, bookingId), settleBookingRefunds(deps, bookingId)])).toEqual(['pending', 'pending']);
    expect(calls).toBe(2);
    const [row] = (await t.db.execute<{ status: string; provider_refund_id: string }>(sql`SELECT status, provider_refund_id FROM payments WHERE id = ${refundRowId}`)).rows;
    expect(row).toEqual({ status: 'pending', provider_refund_id: `re_same_booking-cancel:${bookingId}` });
    // Answered pending: followed by its id from now on.
    expect(await settleBookingRefunds(deps, bookingId)).toBe('succeeded');
    expect(calls).toBe(2);
  });

  it('a provider that cannot be reached leaves the row pending with the error; one that refuses the request fails it', async () => {
    const down = await cancelledPaidBooking(5);
    const unreachable = stubProvider(async () => {
      throw new Error('connect ECONNREFUSED');
    });
    expect(await settleBookingRefunds({ db: t.db, payments: unreachable, billing }, down.bookingId)).toBe('pending');
    const [row] = (await t.db.execute<{ status: string; error_code: string }>(sql`SELECT status, error_code FROM payments WHERE id = ${down.refundRowId}`)).rows;
    expect(row).toEqual({ status: 'pending', error_code: 'connect ECONNREFUSED' });

    const refused = await cancelledPaidBooking(6);
    const invalid = stubProvider(async () => {
      throw Object.assign(new Error('Refund amount is greater than charge'), { type: 'StripeInvalidRequestError' });
    });
    expect(await settleBookingRefunds({ db: t.db, payments: invalid, billing }, refused.bookingId)).toBe('failed');
  });
});
