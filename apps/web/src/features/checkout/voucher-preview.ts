/**
 * Gift vouchers entered at checkout step 3, as the page shows them before paying
 * (docs/domain/gift-vouchers.md, Spending at checkout). The server decides what each voucher
 * pays, under its lock; this preview follows the same order so that the page says what will
 * happen: discount first (the cart's totals already have it), then the vouchers as payment:
 * first what is paid online now, then the tastings otherwise paid on site; the card pays the rest.
 */
export interface AppliedVoucher {
  /** The code as typed: kept in memory only, sent once with the checkout. */
  code: string;
  last4: string;
  /** Euros left on it when checked. */
  balance: number;
  /** Rome date of its last day (YYYY-MM-DD). */
  expiresOn: string;
}

export interface VoucherPreview {
  /** Euros the vouchers pay in all, and each one. */
  total: number;
  byVoucher: { last4: string; amount: number }[];
  /** Euros left to pay by card now. */
  card: number;
  /** Euros left to pay on site. */
  later: number;
}

const cents = (euros: number) => Math.round(euros * 100);

export function previewVouchers(payNow: number, payLater: number, vouchers: readonly AppliedVoucher[]): VoucherPreview {
  let now = cents(payNow);
  let later = cents(payLater);
  const byVoucher: VoucherPreview['byVoucher'] = [];
  for (const v of vouchers) {
    let left = cents(v.balance);
    const onNow = Math.min(left, now);
    now -= onNow;
    left -= onNow;
    const onLater = Math.min(left, later);
    later -= onLater;
    byVoucher.push({ last4: v.last4, amount: (onNow + onLater) / 100 });
  }
  return { total: byVoucher.reduce((a, v) => a + cents(v.amount), 0) / 100, byVoucher, card: now / 100, later: later / 100 };
}
