import { describe, expect, it } from 'vitest';
import { defaultRefundPolicy } from '@tenuta/contracts';
import { refundPercentOf } from './cancel-booking-by-staff.ts';
import { isVoidable, ledgerTotals, onSiteDueCents, onSitePaymentState, refundFor, staffActions } from './staff-booking-rules.ts';

const HOUR = 3_600_000;
const start = new Date('2027-10-31T09:00:00Z'); // the autumn DST change in Rome
const at = (hoursBefore: number) => new Date(start.getTime() - hoursBefore * HOUR);
let id = 0;
const card = (amountCents: number, intent = 'pi_1', status: 'succeeded' | 'failed' = 'succeeded') =>
  ({ id: ++id, kind: 'payment', status, amountCents, provider: 'simulator', providerPaymentId: intent, currency: 'eur', checkoutSessionId: null }) as const;
const refund = (amountCents: number, status: 'pending' | 'succeeded' | 'failed', intent = 'pi_1') =>
  ({ id: ++id, kind: 'refund', status, amountCents, provider: 'simulator', providerPaymentId: intent, currency: 'eur', checkoutSessionId: null }) as const;
const cash = (amountCents: number) =>
  ({ id: ++id, kind: 'payment', status: 'succeeded', amountCents, provider: 'on_site', providerPaymentId: null, currency: 'eur', checkoutSessionId: null }) as const;

describe('ledgerTotals', () => {
  it('sums succeeded payments, refunds done and on their way; a failed attempt counts for nothing', () => {
    const rows = [card(17000), card(5000, 'pi_2', 'failed'), refund(3000, 'succeeded'), refund(2000, 'pending'), refund(1000, 'failed'), cash(4000)];
    expect(ledgerTotals(rows)).toEqual({ paidCents: 21000, paidOnSiteCents: 4000, refundedCents: 3000, refundPendingCents: 2000, refundableCents: 16000 });
  });
});

describe('money due on site', () => {
  const wine = { status: 'confirmed' as const, paymentStatus: 'pay_on_site' as const, totalCents: 9000 };
  it('is the total minus what was paid, for a pay-on-site booking booked or arrived', () => {
    expect(onSiteDueCents(wine, 0)).toBe(9000);
    expect(onSiteDueCents({ ...wine, status: 'checked_in' }, 3000)).toBe(6000);
    expect(onSiteDueCents(wine, 9500)).toBe(0);
    for (const status of ['pending', 'paid', 'no_show', 'cancelled', 'refunded'] as const) expect(onSiteDueCents({ ...wine, status }, 0), status).toBe(0);
    expect(onSiteDueCents({ ...wine, paymentStatus: 'paid' }, 0)).toBe(0);
  });
  it('says why no payment can be taken', () => {
    expect(onSitePaymentState(wine, 0)).toEqual({ allowed: true, reason_if_not_allowed: null, due_cents: 9000 });
    expect(onSitePaymentState(wine, 9000)).toMatchObject({ allowed: false, reason_if_not_allowed: 'nothing_due' });
    expect(onSitePaymentState({ ...wine, paymentStatus: 'paid' }, 9000)).toMatchObject({ reason_if_not_allowed: 'not_pay_on_site' });
    expect(onSitePaymentState({ ...wine, status: 'cancelled' }, 0)).toMatchObject({ reason_if_not_allowed: 'already_cancelled' });
    expect(onSitePaymentState({ ...wine, status: 'no_show' }, 0)).toMatchObject({ reason_if_not_allowed: 'not_active' });
  });
});

describe('staffActions', () => {
  const paid = { status: 'paid' as const, paymentStatus: 'paid' as const, totalCents: 17001, customerEmail: 'a@b.it', startsAt: start };
  const ledger = [card(17001)];

  it('cancel: the policy’s percentage at this instant, floored, to the card; after the start the no-show rate', () => {
    expect(staffActions(paid, ledger, at(168), defaultRefundPolicy).cancel).toEqual({
      allowed: true,
      reason_if_not_allowed: null,
      policy_percent: 100,
      policy_refund_cents: 17001,
      max_refund_cents: 17001,
      after_start: false,
    });
    expect(staffActions(paid, ledger, at(100), defaultRefundPolicy).cancel).toMatchObject({ policy_percent: 70, policy_refund_cents: 11900 });
    expect(staffActions(paid, ledger, at(1), defaultRefundPolicy).cancel).toMatchObject({ policy_percent: 50, policy_refund_cents: 8500 });
    expect(staffActions(paid, ledger, at(-1), defaultRefundPolicy).cancel).toMatchObject({
      allowed: true,
      after_start: true,
      policy_percent: 0,
      policy_refund_cents: 0,
      max_refund_cents: 17001,
    });
    expect(staffActions({ ...paid, status: 'cancelled' }, ledger, at(100), defaultRefundPolicy).cancel).toMatchObject({
      allowed: false,
      reason_if_not_allowed: 'already_cancelled',
      policy_refund_cents: 0,
    });
    expect(staffActions({ ...paid, status: 'checked_in' }, ledger, at(100), defaultRefundPolicy).cancel).toMatchObject({ allowed: false, reason_if_not_allowed: 'not_active' });
  });

  it('only card payments go back: cash taken on site is settled at the desk', () => {
    expect(refundFor([card(6000), cash(3000)], 100)).toBe(6000);
    expect(refundFor([card(6000), refund(2000, 'pending')], 100)).toBe(4000);
  });

  it('a gift voucher’s part goes back first, then the card: the policy decides how much of both', () => {
    const voucher = { ...cash(5000), provider: 'voucher' };
    expect(refundFor([card(12000), voucher], 100)).toBe(17000);
    // 70 % of 170.00 = 119.00: 50.00 to the voucher, 69.00 to the card.
    expect(refundFor([card(12000), voucher], 70)).toBe(11900);
  });

  it('change of date before the start; no-show from the start; resend needs an address; notes always', () => {
    const before = staffActions(paid, ledger, at(2), defaultRefundPolicy);
    const after = staffActions(paid, ledger, at(0), defaultRefundPolicy);
    expect([before.change_date.allowed, after.change_date.reason_if_not_allowed]).toEqual([true, 'started']);
    expect([before.no_show.reason_if_not_allowed, after.no_show.allowed]).toEqual(['not_started', true]);
    expect(staffActions({ ...paid, customerEmail: null }, ledger, at(2), defaultRefundPolicy).resend_confirmation).toEqual({ allowed: false, reason_if_not_allowed: 'no_email' });
    expect(staffActions({ ...paid, status: 'pending' }, ledger, at(2), defaultRefundPolicy).resend_confirmation.reason_if_not_allowed).toBe('not_active');
    expect(staffActions({ ...paid, status: 'no_show' }, ledger, at(-2), defaultRefundPolicy).add_note.allowed).toBe(true);
  });

  it('the payment link goes again while it is open, to a guest with an address: the same end and amount', () => {
    const pending = { ...paid, status: 'pending' as const };
    const link = { expiresAt: at(1), amountCents: 17_000, purpose: 'booking' as const };
    expect(staffActions(pending, [], at(3), defaultRefundPolicy, link).resend_payment_link).toEqual({
      allowed: true,
      reason_if_not_allowed: null,
      expires_at: at(1).toISOString(),
      amount_cents: 17_000,
      purpose: 'booking',
    });
    // A balance's link says so: the dialog words it as the balance of a confirmed booking.
    expect(staffActions(paid, ledger, at(3), defaultRefundPolicy, { ...link, purpose: 'balance' }).resend_payment_link.purpose).toBe('balance');
    expect(staffActions({ ...pending, customerEmail: null }, [], at(3), defaultRefundPolicy, link).resend_payment_link.reason_if_not_allowed).toBe('no_email');
    // At its end the link is over, even before the sweep has released the booking.
    expect(staffActions(pending, [], at(1), defaultRefundPolicy, link).resend_payment_link).toMatchObject({
      allowed: false,
      reason_if_not_allowed: 'no_open_link',
      expires_at: null,
      purpose: null,
    });
    expect(staffActions(paid, ledger, at(3), defaultRefundPolicy).resend_payment_link).toMatchObject({ allowed: false, reason_if_not_allowed: 'no_open_link', amount_cents: null });
  });

  it('a no-show is undone only on the slot’s day (its check-in window); a check-in whenever it was made by mistake', () => {
    const noShow = { ...paid, status: 'no_show' as const };
    expect(staffActions(noShow, ledger, at(-2), defaultRefundPolicy).undo_no_show).toEqual({ allowed: true, reason_if_not_allowed: null });
    // 10:00 in Rome the next day: more than 6 hours after the start, another day.
    expect(staffActions(noShow, ledger, at(-25), defaultRefundPolicy).undo_no_show).toEqual({ allowed: false, reason_if_not_allowed: 'outside_window' });
    expect(staffActions(paid, ledger, at(-2), defaultRefundPolicy).undo_no_show.reason_if_not_allowed).toBe('not_active');
    expect(staffActions({ ...paid, status: 'checked_in' }, ledger, at(-48), defaultRefundPolicy).undo_check_in.allowed).toBe(true);
    expect(staffActions(paid, ledger, at(-1), defaultRefundPolicy).undo_check_in.reason_if_not_allowed).toBe('not_active');
  });
});

describe('isVoidable', () => {
  it('only a succeeded payment taken on site', () => {
    expect(isVoidable(cash(4000))).toBe(true);
    expect(isVoidable({ ...cash(4000), status: 'canceled' })).toBe(false);
    expect(isVoidable(card(4000))).toBe(false);
    expect(isVoidable(refund(4000, 'succeeded'))).toBe(false);
  });
});

describe('refundPercentOf', () => {
  it('policy is decided under the lock; full, none and a percentage are overrides', () => {
    expect([refundPercentOf('policy'), refundPercentOf('full'), refundPercentOf('none'), refundPercentOf({ percent: 35 })]).toEqual([undefined, 100, 0, 35]);
  });
});
