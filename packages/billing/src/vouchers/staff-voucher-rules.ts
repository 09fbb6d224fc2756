import type { GiftVoucher } from '@tenuta/db';
import { DomainError, type Executor, notFound } from '@tenuta/core';
import { lockVoucher } from './voucher-ledger.ts';

/**
 * What every staff action on a voucher shares: the voucher locked first (the lock a checkout
 * spending it takes too, so an action and a spend are serialised), refused unless active.
 */
export async function lockActiveVoucher(tx: Executor, id: number): Promise<GiftVoucher> {
  const v = await lockVoucher(tx, id);
  if (!v) throw notFound('Voucher');
  if (v.status !== 'active') throw voucherNotActive(v);
  return v;
}

export const voucherNotActive = (v: Pick<GiftVoucher, 'status'>) =>
  new DomainError('conflict', `This voucher is ${v.status.replace('_', ' ')}: nothing can be done to it`, 'voucher_not_active');

/** A reason as stored: plain text (composed Unicode, no control characters but line breaks), trimmed. */
export function plainReason(text: string): string {
  return (
    text
      .normalize('NFC')
      .replace(/\r\n?/g, '\n')
      // biome-ignore lint/suspicious/noControlCharactersInRegex: dropping control characters from stored text is the point
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f\u200b\u2028\u2029]/g, '')
      .trim()
  );
}

/** The audit row's target for every voucher action. */
export const VOUCHER_AUDIT_TARGET = 'gift_voucher';
