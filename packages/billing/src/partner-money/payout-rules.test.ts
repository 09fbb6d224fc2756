import { describe, expect, it } from 'vitest';
import { ibanHoldUntil, maskedIban } from './payout-profile.ts';
import { payoutHold, payoutPeriod } from './payout-run.ts';
import { sepaMessageId } from './payout-transitions.ts';
import { payoutsCsv } from './payouts-csv.ts';
import type { PayoutRecord } from './payout-queries.ts';
import { formatRate } from './remittance-pdf.ts';

const now = new Date('2026-06-10T10:00:00Z');
const base = {
  partnerStatus: 'active',
  balanceCents: 6_000,
  thresholdCents: 5_000,
  iban: 'IT60X0542811101000000123456',
  ibanChangedAt: new Date('2026-01-01T00:00:00Z'),
  taxConfirmed: true,
  now,
};

describe('payout rules', () => {
  it('a run pays the Rome month before its own', () => {
    expect(payoutPeriod(new Date('2026-05-01T03:00:00Z'))).toBe('2026-04');
    expect(payoutPeriod(new Date('2026-01-01T00:30:00+01:00'))).toBe('2025-12');
    expect(payoutPeriod(new Date('2026-03-31T23:30:00Z'))).toBe('2026-03'); // already 1 April in Rome
    expect(payoutPeriod(new Date('2026-03-31T21:30:00Z'))).toBe('2026-02');
  });

  it('holds a suspended partner, a balance under the threshold or negative, a missing IBAN, an unconfirmed tax status, an IBAN changed less than 48 h ago', () => {
    expect(payoutHold(base)).toBeNull();
    expect(payoutHold({ ...base, balanceCents: 5_000 })).toBeNull(); // the threshold itself is paid
    expect(payoutHold({ ...base, partnerStatus: 'suspended' })).toEqual({ reason: 'suspended', until: null });
    expect(payoutHold({ ...base, balanceCents: 4_999 })).toEqual({ reason: 'below_threshold', until: null });
    expect(payoutHold({ ...base, balanceCents: -300 })).toEqual({ reason: 'below_threshold', until: null });
    expect(payoutHold({ ...base, iban: null })).toEqual({ reason: 'no_iban', until: null });
    expect(payoutHold({ ...base, taxConfirmed: false })).toEqual({ reason: 'tax_unconfirmed', until: null });
    const changed = new Date(now.getTime() - 47 * 3_600_000);
    expect(payoutHold({ ...base, ibanChangedAt: changed })).toEqual({ reason: 'iban_recent', until: new Date(changed.getTime() + 48 * 3_600_000) });
    expect(payoutHold({ ...base, ibanChangedAt: new Date(now.getTime() - 48 * 3_600_000) })).toBeNull();
    expect(ibanHoldUntil(null, now)).toBeNull();
  });

  it('masks IBANs and writes rates and message ids as files and PDFs need them', () => {
    expect(maskedIban('IT60X0542811101000000123456')).toBe('IT60 •••• 3456');
    expect(maskedIban(null)).toBeNull();
    expect(formatRate(1150, 'it')).toBe('11,5 %');
    expect(formatRate(1150, 'en')).toBe('11.5%');
    expect(formatRate(2000, 'en')).toBe('20%');
    expect(formatRate(1125, 'it')).toBe('11,25 %');
    const id = sepaMessageId(new Date('2026-12-01T04:05:06Z'), () => 0);
    expect(id).toBe('TNT202612010405060000');
    expect(id).toMatch(/^[A-Z0-9]{1,35}$/);
  });

  it('the CSV: one line per payout, euros from cents, formulas defused', () => {
    const row: PayoutRecord = {
      id: 7,
      partnerId: 3,
      companyName: '=Hotel, "Belvedere"',
      period: '2026-04',
      status: 'paid',
      grossCents: 10_000,
      withholdingCents: 1_150,
      netCents: 8_850,
      accountHolder: 'Mario Rossi',
      iban: 'IT60X0542811101000000123456',
      ibanChangedSince: false,
      personType: 'private',
      withholdingBps: 1150,
      entries: 4,
      preparedBy: null,
      changedBy: null,
      taxConfirmedBy: null,
      approvedBy: null,
      approvalCounts: false,
      approvedAt: null,
      exportedAt: null,
      sepaMessageId: null,
      paidAt: new Date('2026-05-02T22:30:00Z'),
      createdAt: new Date('2026-05-01T03:00:00Z'),
    };
    const lines = payoutsCsv([row])
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(lines[1]).toBe(`7;2026-04;3;"'=Hotel, ""Belvedere""";private;paid;"100,00";"11,50";"88,50";Mario Rossi;IT60X0542811101000000123456;4;2026-05-01;;;;2026-05-03`);
  });
});
