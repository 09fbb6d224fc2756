import { eq } from 'drizzle-orm';
import { giftVouchers, notifications, type GiftVoucher } from '@tenuta/db';
import type { Executor } from '@tenuta/core';
import { newVoucherCode, normalizeVoucherCode, voucherCodeHash, voucherCodeLast4 } from './voucher-code.ts';

/** The payload key of the voucher e-mail that holds the code in clear; removed once the e-mail is sent. */
export const VOUCHER_CODE_PAYLOAD_KEY = 'voucher_code';

/** Who gets the voucher e-mail: the buyer, or the recipient. */
export const voucherHolderEmail = (v: Pick<GiftVoucher, 'deliverTo' | 'buyerEmail' | 'recipientEmail'>): string =>
  v.deliverTo === 'recipient' && v.recipientEmail ? v.recipientEmail : v.buyerEmail;

/**
 * Sends the voucher, in the caller's transaction (the row locked or just written): a new code,
 * its hash and last four stored, `delivered_at` set, and the voucher e-mail (with its PDF)
 * queued to the holder with the code in its payload until it is sent. A voucher sent again gets
 * a new code: the one sent before stops working (only its hash was ever kept).
 */
export async function deliverVoucher(tx: Executor, voucher: GiftVoucher, now: Date): Promise<{ voucher: GiftVoucher; code: string }> {
  const code = newVoucherCode();
  const normalized = normalizeVoucherCode(code)!;
  const [row] = await tx
    .update(giftVouchers)
    .set({ codeHash: voucherCodeHash(normalized), codeLast4: voucherCodeLast4(normalized), deliveredAt: now, updatedAt: now })
    .where(eq(giftVouchers.id, voucher.id))
    .returning();
  await tx.insert(notifications).values({
    kind: 'gift_voucher_delivery',
    recipient: voucherHolderEmail(row!),
    locale: row!.locale,
    payload: { gift_voucher_id: row!.id, [VOUCHER_CODE_PAYLOAD_KEY]: code },
  });
  return { voucher: row!, code };
}
