import { describe, expect, it } from 'vitest';
import { ledgerStatus } from './ledger-status.ts';

describe('the ledger status rule', () => {
  it('pending, approved, in payout, paid', () => {
    expect(ledgerStatus({ flag: null, events: [] })).toBe('pending');
    expect(ledgerStatus({ flag: null, events: [{ event: 'approved' }] })).toBe('approved');
    expect(ledgerStatus({ flag: null, events: [{ event: 'approved' }, { event: 'in_payout', payoutStatus: 'draft' }] })).toBe('in_payout');
    expect(ledgerStatus({ flag: null, events: [{ event: 'approved' }, { event: 'in_payout', payoutStatus: 'exported' }] })).toBe('in_payout');
    expect(ledgerStatus({ flag: null, events: [{ event: 'approved' }, { event: 'in_payout', payoutStatus: 'paid' }] })).toBe('paid');
    expect(ledgerStatus({ flag: null, events: [{ event: 'approved' }, { event: 'in_payout', payoutStatus: 'cancelled' }] })).toBe('approved');
  });
  it('a flag holds a row until staff clear or reject it', () => {
    expect(ledgerStatus({ flag: 'self_referral', events: [{ event: 'approved' }] })).toBe('flagged');
    expect(ledgerStatus({ flag: 'self_referral', events: [{ event: 'cleared' }] })).toBe('pending');
    expect(ledgerStatus({ flag: 'self_referral', events: [{ event: 'cleared' }, { event: 'approved' }] })).toBe('approved');
    expect(ledgerStatus({ flag: 'self_referral', events: [{ event: 'rejected' }, { event: 'approved' }] })).toBe('rejected');
  });
});
