import type { StaffVoucherDetail } from '@tenuta/contracts';
import { GIFT_VOUCHER_DELIVERY_MAX_DAYS } from '@tenuta/contracts';
import { estate } from '@tenuta/booking';
import { addDays, DomainError, lockingTransaction, recordStaffAction, romeDate, type StaffActor } from '@tenuta/core';
import { issueVoucher } from './issue-voucher.ts';
import type { StaffVoucherDeps } from './staff-voucher-deps.ts';
import { getStaffVoucher } from './staff-voucher-queries.ts';
import { plainReason, VOUCHER_AUDIT_TARGET } from './staff-voucher-rules.ts';

export interface ComplimentaryVoucherInput {
  amountCents: number;
  recipientName: string;
  recipientEmail: string;
  message?: string | undefined;
  locale: 'it' | 'en';
  /** The Rome date it goes out; at once when not given. */
  deliverOn?: string | undefined;
  reason: string;
}

/**
 * A voucher the estate gives (a goodwill gesture, a prize): a money balance like a bought one,
 * valid as long, from the estate to the recipient by e-mail (at once or on a date), with the
 * reason and the staff member who gave it on the voucher, its 'issue' entry and the audit row
 * (voucher.issue_complimentary), all in one transaction. Nothing was paid: no receipt.
 */
export async function issueComplimentaryVoucher(deps: StaffVoucherDeps, actor: StaffActor, input: ComplimentaryVoucherInput): Promise<StaffVoucherDetail> {
  const now = deps.clock.now();
  const today = romeDate(now);
  if (input.deliverOn && (input.deliverOn < today || input.deliverOn > addDays(today, GIFT_VOUCHER_DELIVERY_MAX_DAYS)))
    throw new DomainError('validation_error', `The delivery date must be from today to ${GIFT_VOUCHER_DELIVERY_MAX_DAYS} days ahead`, 'deliver_on_out_of_range');
  const reason = plainReason(input.reason);
  const message = input.message ? plainReason(input.message) : null;
  const id = await lockingTransaction(deps.db, async (tx) => {
    const { voucher } = await issueVoucher(
      tx,
      {
        origin: 'complimentary',
        amountCents: input.amountCents,
        buyerName: estate.name,
        buyerEmail: estate.email,
        locale: input.locale,
        recipientName: plainReason(input.recipientName),
        recipientEmail: input.recipientEmail,
        message,
        deliverTo: 'recipient',
        deliverOn: input.deliverOn && input.deliverOn > today ? input.deliverOn : null,
        staffId: actor.id,
        reason,
        ...(deps.voucherValidMonths ? { validMonths: deps.voucherValidMonths } : {}),
      },
      now,
    );
    await recordStaffAction(
      tx,
      actor,
      {
        action: 'voucher.issue_complimentary',
        targetType: VOUCHER_AUDIT_TARGET,
        targetId: voucher.id,
        after: {
          amount_cents: voucher.amountCents,
          recipient_name: voucher.recipientName,
          recipient_email: voucher.recipientEmail,
          deliver_on: voucher.deliverOn,
          expires_on: romeDate(voucher.expiresAt),
          reason,
        },
      },
      now,
    );
    return voucher.id;
  });
  deps.outbox?.kick();
  return getStaffVoucher(deps, id);
}
