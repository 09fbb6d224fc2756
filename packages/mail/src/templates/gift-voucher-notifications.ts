import type { NotificationKind } from '@tenuta/db';
import type { Executor } from '@tenuta/core';
import type { RenderedMail } from '../mail.ts';
import type { Locale } from '../strings.ts';
import { giftVoucherDeliveryEmail } from './gift-voucher-delivery.ts';
import { giftVoucherExpiryReminderEmail } from './gift-voucher-expiry-reminder.ts';
import { currentBalance, deliverableCode, giftVoucherMailInput } from './gift-voucher-input.ts';
import { giftVoucherReceiptEmail } from './gift-voucher-receipt.ts';

/** The gift voucher e-mails: the buyer's receipt, the voucher itself (with its PDF), the expiry reminder. */
export const giftVoucherNotificationKinds = ['gift_voucher_receipt', 'gift_voucher_delivery', 'gift_voucher_expiry_reminder'] as const satisfies readonly NotificationKind[];
export type GiftVoucherNotificationKind = (typeof giftVoucherNotificationKinds)[number];

export const isGiftVoucherNotificationKind = (kind: string): kind is GiftVoucherNotificationKind => (giftVoucherNotificationKinds as readonly string[]).includes(kind);

export interface GiftVoucherNotification {
  kind: GiftVoucherNotificationKind;
  locale: Locale;
  payload: unknown;
  publicUrl: string;
}

/** Renders one gift voucher e-mail; `fail` throws the caller's NotificationDataError. */
export async function renderGiftVoucherNotification(db: Executor, n: GiftVoucherNotification, fail: (message: string) => never): Promise<RenderedMail> {
  const input = await giftVoucherMailInput(db, n.payload, n.locale, n.publicUrl, fail);
  switch (n.kind) {
    case 'gift_voucher_receipt':
      return giftVoucherReceiptEmail(input);
    case 'gift_voucher_delivery':
      return giftVoucherDeliveryEmail(input, deliverableCode(input, n.payload, fail));
    case 'gift_voucher_expiry_reminder': {
      const balance = await currentBalance(db, input);
      if (input.voucher.status !== 'active' || balance <= 0) return fail(`gift voucher ${input.voucher.id} has nothing left to remind of`);
      return giftVoucherExpiryReminderEmail(input, balance);
    }
    default: {
      const unknownKind: never = n.kind;
      return fail(`no template for kind ${String(unknownKind)}`);
    }
  }
}
