import type { Payment } from '@tenuta/db';
import type { Cents } from '@tenuta/core';

/**
 * Amount maths of the ledger (pure). A booking is paid when its succeeded
 * payments minus its succeeded refunds cover its total.
 */
export function netPaidCents(rows: readonly Pick<Payment, 'kind' | 'status' | 'amountCents'>[]): Cents {
  let net = 0;
  for (const r of rows) {
    if (r.status !== 'succeeded') continue;
    net += r.kind === 'payment' ? r.amountCents : -r.amountCents;
  }
  return net;
}

export const isPaid = (rows: readonly Pick<Payment, 'kind' | 'status' | 'amountCents'>[], totalCents: Cents): boolean => totalCents > 0 && netPaidCents(rows) >= totalCents;

/** What is still to pay, never below 0. */
export const outstandingCents = (rows: readonly Pick<Payment, 'kind' | 'status' | 'amountCents'>[], totalCents: Cents): Cents => Math.max(0, totalCents - netPaidCents(rows));

export interface PaymentAttemptCounts {
  total: number;
  succeeded: number;
  failed: number;
}

/** Payment attempts only (refunds are not attempts); an attempt still open counts in total only. */
export function countAttempts(rows: readonly Pick<Payment, 'kind' | 'status'>[]): PaymentAttemptCounts {
  const attempts = rows.filter((r) => r.kind === 'payment');
  return {
    total: attempts.length,
    succeeded: attempts.filter((r) => r.status === 'succeeded').length,
    failed: attempts.filter((r) => r.status === 'failed' || r.status === 'canceled').length,
  };
}

/** The `provider` of payments by gift voucher (the voucher in `gift_voucher_id`) and of refunds to one. */
export const VOUCHER_PROVIDER = 'voucher';

/** What gift vouchers paid of a booking and have not had back (nor on its way back): refunds go there first. */
export function voucherRoomCents(rows: readonly Pick<Payment, 'kind' | 'status' | 'amountCents' | 'provider'>[]): Cents {
  let room = 0;
  for (const r of rows) {
    if (r.provider !== VOUCHER_PROVIDER) continue;
    if (r.kind === 'payment' && r.status === 'succeeded') room += r.amountCents;
    if (r.kind === 'refund' && (r.status === 'succeeded' || r.status === 'pending')) room -= r.amountCents;
  }
  return Math.max(0, room);
}
