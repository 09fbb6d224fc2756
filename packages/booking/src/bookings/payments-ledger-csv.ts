import { csvDocument, csvEuros, csvRomeMinute } from '@tenuta/core';
import { VOUCHER_PROVIDER } from '../payments/payment-summary.ts';
import type { LedgerEntry } from './payments-ledger-repository.ts';
import { ON_SITE_PROVIDER } from './staff-booking-rules.ts';

/** The columns of the payments ledger: one line per payment, refund or void. */
export const LEDGER_CSV_COLUMNS = [
  'at',
  'entry',
  'amount_eur',
  'method',
  'provider',
  'booking_number',
  'experience_date',
  'customer',
  'gift_voucher',
  'recorded_by',
  'reason',
  'reference',
  'payment_id',
] as const;

/** How the money moved, in one word: a card online, the card terminal, cash, a gift voucher. */
export function ledgerMethod(e: Pick<LedgerEntry, 'provider' | 'onSiteMethod'>): 'card_online' | 'card_terminal' | 'cash' | 'gift_voucher' {
  if (e.provider === VOUCHER_PROVIDER) return 'gift_voucher';
  if (e.provider === ON_SITE_PROVIDER) return e.onSiteMethod === 'cash' ? 'cash' : 'card_terminal';
  return 'card_online';
}

/**
 * The ledger in the exports' one CSV dialect (see `csvDocument`): Rome times to the minute, amounts
 * signed (refunds and voids negative) so that the column adds up to the money kept. Pure.
 */
export function paymentsLedgerCsv(entries: readonly LedgerEntry[]): string {
  return csvDocument(
    LEDGER_CSV_COLUMNS,
    entries.map((e) => [
      csvRomeMinute(e.at),
      e.entry,
      csvEuros(e.amountCents),
      ledgerMethod(e),
      e.provider,
      e.bookingNumber,
      e.experienceDate,
      e.customer,
      e.giftVoucherLast4,
      e.recordedBy,
      e.reason,
      e.reference,
      e.paymentId,
    ]),
  );
}
