import type { GiftVoucherView } from '@tenuta/contracts';
import type { GiftVoucher } from '@tenuta/db';
import { romeDate, type Executor } from '@tenuta/core';
import { voucherBalance } from './voucher-ledger.ts';

/** True when the voucher can pay now: active, not past its last instant, something left. */
export const voucherSpendable = (v: Pick<GiftVoucher, 'status' | 'expiresAt'>, balanceCents: number, now: Date): boolean =>
  v.status === 'active' && now.getTime() <= v.expiresAt.getTime() && balanceCents > 0;

/** What anyone holding the code may see (never the buyer, the message or the code itself). */
export function toVoucherView(v: GiftVoucher, balanceCents: number, now: Date): GiftVoucherView {
  // Past its last instant an active voucher reads as expired even before the job marks it.
  const status = v.status === 'active' && now.getTime() > v.expiresAt.getTime() ? 'expired' : v.status;
  return {
    last4: v.codeLast4,
    status,
    balance_cents: status === 'expired' || status === 'voided' ? 0 : balanceCents,
    amount_cents: v.amountCents,
    currency: 'eur',
    expires_at: v.expiresAt.toISOString(),
    expires_on: romeDate(v.expiresAt),
    recipient_name: v.recipientName,
    spendable: voucherSpendable(v, balanceCents, now),
  };
}

/** The public view with the balance read from the ledger. */
export async function voucherView(db: Executor, v: GiftVoucher, now: Date): Promise<GiftVoucherView> {
  return toVoucherView(v, await voucherBalance(db, v.id), now);
}
