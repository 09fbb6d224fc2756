import { describe, expect, it } from 'vitest';
import { previewVouchers } from './voucher-preview.ts';

const v = (last4: string, balance: number) => ({ code: `XXXX-XXXX-XXXX-${last4}`, last4, balance, expiresOn: '2027-12-31' });

describe('the vouchers preview of step 3', () => {
  it('pays what is due online first, then the tastings; the card pays the rest', () => {
    expect(previewVouchers(170, 60, [v('AAAA', 50)])).toEqual({ total: 50, byVoucher: [{ last4: 'AAAA', amount: 50 }], card: 120, later: 60 });
    expect(previewVouchers(170, 60, [v('AAAA', 150), v('CCCC', 50)])).toEqual({
      total: 200,
      byVoucher: [
        { last4: 'AAAA', amount: 150 },
        { last4: 'CCCC', amount: 50 },
      ],
      card: 0,
      later: 30,
    });
  });

  it('a voucher worth more than the order pays only the order; cents stay exact', () => {
    expect(previewVouchers(0.3, 0, [v('AAAA', 0.1), v('CCCC', 1000)])).toEqual({
      total: 0.3,
      byVoucher: [
        { last4: 'AAAA', amount: 0.1 },
        { last4: 'CCCC', amount: 0.2 },
      ],
      card: 0,
      later: 0,
    });
  });
});
