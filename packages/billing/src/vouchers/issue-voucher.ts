import { eq } from 'drizzle-orm';
import { giftVouchers, type GiftVoucher, type NewGiftVoucher } from '@tenuta/db';
import { DomainError, romeDate, romeDayStart, type Executor } from '@tenuta/core';
import { appendVoucherEntry } from './voucher-ledger.ts';
import { deliverVoucher } from './deliver-voucher.ts';
import { DEFAULT_VOUCHER_VALID_MONTHS, voucherExpiresAt } from './voucher-expiry.ts';
import { UNSENT_LAST4, unsentCodeMark } from './unsent-code.ts';

/** A voucher issued from scratch (staff's complimentary voucher, or any origin given in full). */
export interface NewVoucherInput {
  origin: 'purchased' | 'complimentary';
  amountCents: number;
  experienceCategory?: string | null;
  experienceSlug?: string | null;
  people?: number | null;
  buyerName: string;
  buyerEmail: string;
  locale: 'it' | 'en';
  recipientName: string;
  /** Required when deliverTo is 'recipient'. */
  recipientEmail?: string | null;
  message?: string | null;
  deliverTo: 'buyer' | 'recipient';
  /** The Rome date the recipient gets it; null or today or past: at once. Ignored for the buyer. */
  deliverOn?: string | null;
  staffId?: number | null;
  reason?: string | null;
  /** The validity setting (GIFT_VOUCHER_VALID_MONTHS); 12 when not given. */
  validMonths?: number;
}

/** A paid purchase: its pending row (locked by the caller), now paid. */
export interface PaidPurchaseInput {
  purchase: GiftVoucher;
  providerPaymentId: string | null;
  validMonths?: number;
}

export type IssueVoucherInput = NewVoucherInput | PaidPurchaseInput;

export interface IssuedVoucher {
  voucher: GiftVoucher;
  /**
   * The code in clear (grouped, "K7QM-R4TX-9HCW-3PNF") when it was e-mailed now; null when the
   * voucher waits for its delivery date (the code is made when it is sent: nowhere before that).
   */
  code: string | null;
}

const isPurchase = (input: IssueVoucherInput): input is PaidPurchaseInput => 'purchase' in input;

/** True when the voucher's e-mail goes now: to the buyer, or to the recipient on a date that has come. */
export const deliveryDue = (v: Pick<GiftVoucher, 'deliverTo' | 'deliverOn'>, now: Date): boolean => v.deliverTo === 'buyer' || v.deliverOn === null || v.deliverOn <= romeDate(now);

/**
 * Issues a voucher in the caller's transaction: the row active (a new one, or a paid purchase's
 * pending row), valid to the end of the Rome day `validMonths` after today (or after its delivery
 * date, when it is sent later), its 'issue' ledger entry
 * for the whole amount, and its delivery: the voucher e-mail queued now with a new code when it
 * goes to the buyer or its date has come, else left to the delivery job on that Rome date.
 */
export async function issueVoucher(tx: Executor, input: IssueVoucherInput, now: Date): Promise<IssuedVoucher> {
  const months = input.validMonths ?? DEFAULT_VOUCHER_VALID_MONTHS;
  if (!Number.isInteger(months) || months < 1) throw new DomainError('validation_error', 'Invalid validity', `validMonths must be a whole number of months ≥ 1, got ${months}`);
  const deliver = isPurchase(input) ? input.purchase : { deliverTo: input.deliverTo, deliverOn: input.deliverTo === 'recipient' ? (input.deliverOn ?? null) : null };
  // A voucher sent on a later date is valid for the whole period from that day: the holder never gets fewer months.
  const expiresAt = voucherExpiresAt(deliveryDue(deliver, now) ? now : romeDayStart(deliver.deliverOn!), months);
  let row: GiftVoucher;
  if (isPurchase(input)) {
    const p = input.purchase;
    if (p.status !== 'pending_payment' && p.status !== 'abandoned') throw new DomainError('conflict', 'This voucher is already issued', `gift voucher ${p.id} is ${p.status}`);
    const [updated] = await tx
      .update(giftVouchers)
      .set({ status: 'active', paidAt: now, providerPaymentId: input.providerPaymentId ?? p.providerPaymentId, expiresAt, updatedAt: now })
      .where(eq(giftVouchers.id, p.id))
      .returning();
    row = updated!;
  } else {
    if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0)
      throw new DomainError('validation_error', 'Invalid amount', 'amountCents must be a positive whole number of cents');
    if (input.deliverTo === 'recipient' && !input.recipientEmail) throw new DomainError('validation_error', 'The recipient’s e-mail is required', 'recipient_email_required');
    const values: NewGiftVoucher = {
      codeHash: unsentCodeMark(),
      codeLast4: UNSENT_LAST4,
      status: 'active',
      origin: input.origin,
      amountCents: input.amountCents,
      experienceCategory: input.experienceCategory ?? null,
      experienceSlug: input.experienceSlug ?? null,
      people: input.people ?? null,
      buyerName: input.buyerName,
      buyerEmail: input.buyerEmail,
      locale: input.locale,
      recipientName: input.recipientName,
      recipientEmail: input.recipientEmail || null,
      message: input.message || null,
      deliverTo: input.deliverTo,
      deliverOn: input.deliverTo === 'recipient' ? (input.deliverOn ?? null) : null,
      expiresAt,
      staffId: input.staffId ?? null,
      reason: input.reason ?? null,
      createdAt: now,
      updatedAt: now,
    };
    const [inserted] = await tx.insert(giftVouchers).values(values).returning();
    row = inserted!;
  }
  await appendVoucherEntry(tx, { voucherId: row.id, kind: 'issue', amountCents: row.amountCents, staffId: row.staffId, reason: row.reason, at: now });
  if (!deliveryDue(row, now)) return { voucher: row, code: null };
  return deliverVoucher(tx, row, now);
}
