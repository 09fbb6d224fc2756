import { describe, expect, it } from 'vitest';
import { LEDGER_CSV_COLUMNS, ledgerMethod, paymentsLedgerCsv } from './payments-ledger-csv.ts';
import type { LedgerEntry } from './payments-ledger-repository.ts';

const entry = (over: Partial<LedgerEntry> = {}): LedgerEntry => ({
  paymentId: 7,
  entry: 'payment',
  at: new Date('2026-10-25T00:30:00Z'), // 02:30 CEST, before the clocks go back
  amountCents: 123450,
  provider: 'stripe',
  onSiteMethod: null,
  bookingNumber: 'BK-ABCDEFGH',
  experienceDate: '2026-11-02',
  customer: 'Anna Rossi',
  giftVoucherLast4: null,
  recordedBy: null,
  reason: null,
  reference: 'pi_123',
  ...over,
});

describe('the payments ledger CSV', () => {
  it('names the method in one word: a card online, the card terminal, cash, a gift voucher', () => {
    expect(ledgerMethod({ provider: 'stripe', onSiteMethod: null })).toBe('card_online');
    expect(ledgerMethod({ provider: 'simulator', onSiteMethod: null })).toBe('card_online');
    expect(ledgerMethod({ provider: 'on_site', onSiteMethod: 'cash' })).toBe('cash');
    expect(ledgerMethod({ provider: 'on_site', onSiteMethod: 'card' })).toBe('card_terminal');
    expect(ledgerMethod({ provider: 'voucher', onSiteMethod: null })).toBe('gift_voucher');
  });

  it('one line per entry: Rome time, signed euros with a decimal comma, semicolons, a guest’s formula defused', () => {
    const csv = paymentsLedgerCsv([
      entry(),
      entry({ paymentId: 8, entry: 'refund', amountCents: -5000, at: new Date('2026-10-25T02:30:00Z'), reason: 'guest_cancellation', reference: 're_9' }),
      entry({ paymentId: 9, provider: 'voucher', amountCents: 2000, bookingNumber: null, experienceDate: null, customer: '=cmd|x', giftVoucherLast4: 'QX7M', reference: null }),
    ]);
    const lines = csv.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(LEDGER_CSV_COLUMNS.join(';'));
    expect(lines[1]).toBe('2026-10-25 02:30;payment;"1234,50";card_online;stripe;BK-ABCDEFGH;2026-11-02;Anna Rossi;;;;pi_123;7');
    expect(lines[2]).toBe('2026-10-25 03:30;refund;"-50,00";card_online;stripe;BK-ABCDEFGH;2026-11-02;Anna Rossi;;;guest_cancellation;re_9;8');
    expect(lines[3]).toBe('2026-10-25 02:30;payment;"20,00";gift_voucher;voucher;;;\'=cmd|x;QX7M;;;;9');
    expect(lines[4]).toBe('');
  });
});
