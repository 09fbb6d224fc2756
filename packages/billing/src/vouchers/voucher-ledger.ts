import { eq, sql } from 'drizzle-orm';
import { giftVoucherEntries, giftVouchers, type GiftVoucher, type GiftVoucherEntryKind } from '@tenuta/db';
import type { Executor } from '@tenuta/core';

/**
 * A voucher's balance is the sum of its ledger rows; nothing else holds it. Whoever changes a
 * balance locks the voucher row first (`lockVoucher`), reads the balance under that lock and
 * appends its entry in the same transaction: two checkouts spending one voucher at once are
 * serialised and never take more than it holds.
 */
export async function voucherBalance(db: Executor, voucherId: number): Promise<number> {
  const r = await db.execute<{ balance: string }>(sql`SELECT coalesce(sum(amount_cents), 0) AS balance FROM gift_voucher_entries WHERE voucher_id = ${voucherId}`);
  return Number(r.rows[0]?.balance ?? 0);
}

/** Locks the voucher row (FOR UPDATE) and returns it, or undefined. */
export async function lockVoucher(tx: Executor, voucherId: number): Promise<GiftVoucher | undefined> {
  const [row] = await tx.select().from(giftVouchers).where(eq(giftVouchers.id, voucherId)).for('update');
  return row;
}

export interface VoucherEntryInput {
  voucherId: number;
  kind: GiftVoucherEntryKind;
  /** Signed cents: + for issue and refund, − for redeem and expiry, either for an adjustment. */
  amountCents: number;
  checkoutSessionId?: string | null;
  bookingId?: number | null;
  staffId?: number | null;
  reason?: string | null;
  at?: Date;
}

/** Appends one ledger row (the caller holds the voucher's lock). */
export async function appendVoucherEntry(tx: Executor, e: VoucherEntryInput): Promise<number> {
  const [row] = await tx
    .insert(giftVoucherEntries)
    .values({
      voucherId: e.voucherId,
      kind: e.kind,
      amountCents: e.amountCents,
      checkoutSessionId: e.checkoutSessionId ?? null,
      bookingId: e.bookingId ?? null,
      staffId: e.staffId ?? null,
      reason: e.reason ?? null,
      ...(e.at ? { createdAt: e.at } : {}),
    })
    .returning({ id: giftVoucherEntries.id });
  return row!.id;
}
