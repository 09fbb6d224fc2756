import { and, eq, sql } from 'drizzle-orm';
import { giftVouchers, notifications } from '@tenuta/db';
import type { StaffVoucherDetail } from '@tenuta/contracts';
import { DomainError, lockingTransaction, recordStaffAction, type StaffActor } from '@tenuta/core';
import { deliverVoucher, voucherHolderEmail } from './deliver-voucher.ts';
import type { StaffVoucherDeps } from './staff-voucher-deps.ts';
import { getStaffVoucher } from './staff-voucher-queries.ts';
import { lockActiveVoucher, plainReason, VOUCHER_AUDIT_TARGET } from './staff-voucher-rules.ts';
import { codeWasSent } from './unsent-code.ts';

/**
 * Sends an active voucher again (a lost e-mail, a mistyped address). Only the code's hash is
 * kept, so the code sent before cannot be sent again: the voucher gets a NEW code, e-mailed with
 * its PDF to the holder (or to a corrected address, which becomes the holder's), and the old
 * code stops working at once. The balance, the ledger and the expiry stay as they are: it is the
 * same voucher. Refused (409) while it waits for its delivery date (voucher_not_sent_yet: the
 * code does not exist yet), while its last e-mail is still on its way (voucher_email_pending:
 * that e-mail would carry a dead code), and once past its expiry (voucher_expired). Audited as
 * voucher.resend with the old and new last four characters.
 */
export async function resendVoucher(deps: StaffVoucherDeps, actor: StaffActor, id: number, input: { email?: string | undefined; reason: string }): Promise<StaffVoucherDetail> {
  const now = deps.clock.now();
  const reason = plainReason(input.reason);
  await lockingTransaction(deps.db, async (tx) => {
    let v = await lockActiveVoucher(tx, id);
    if (v.expiresAt.getTime() < now.getTime()) throw new DomainError('conflict', 'This voucher has expired', 'voucher_expired');
    if (!codeWasSent(v.codeHash)) throw new DomainError('conflict', 'This voucher has not been sent yet: it goes out on its date', 'voucher_not_sent_yet');
    const [pending] = await tx
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.kind, 'gift_voucher_delivery'), eq(notifications.status, 'pending'), sql`${notifications.payload}->>'gift_voucher_id' = ${String(id)}`))
      .limit(1);
    if (pending) throw new DomainError('conflict', 'The voucher e-mail is still being sent: wait for it to go or fail', 'voucher_email_pending');
    const before = { code_last4: v.codeLast4, email: voucherHolderEmail(v) };
    if (input.email && input.email !== before.email) {
      const [changed] = await tx.update(giftVouchers).set({ recipientEmail: input.email, deliverTo: 'recipient', updatedAt: now }).where(eq(giftVouchers.id, id)).returning();
      v = changed!;
    }
    const sent = await deliverVoucher(tx, v, now);
    await recordStaffAction(
      tx,
      actor,
      {
        action: 'voucher.resend',
        targetType: VOUCHER_AUDIT_TARGET,
        targetId: id,
        before,
        after: { code_last4: sent.voucher.codeLast4, email: voucherHolderEmail(sent.voucher), reason },
      },
      now,
    );
  });
  deps.outbox?.kick();
  return getStaffVoucher(deps, id);
}
