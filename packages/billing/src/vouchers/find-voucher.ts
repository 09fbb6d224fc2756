import { eq } from 'drizzle-orm';
import { giftVouchers, type GiftVoucher } from '@tenuta/db';
import type { Executor } from '@tenuta/core';
import { normalizeVoucherCode, voucherCodeHash } from './voucher-code.ts';

/**
 * The voucher a typed code belongs to (read forgivingly: case, spaces, dashes, look-alikes), by
 * its hash; null when the text cannot be a code or no voucher has it. Any status: the caller
 * decides what a voided, expired or spent voucher means. Callers facing the public rate-limit it.
 */
export async function findVoucherByCode(db: Executor, typed: string): Promise<GiftVoucher | null> {
  const normalized = normalizeVoucherCode(typed);
  if (!normalized) return null;
  const [row] = await db
    .select()
    .from(giftVouchers)
    .where(eq(giftVouchers.codeHash, voucherCodeHash(normalized)));
  return row ?? null;
}
