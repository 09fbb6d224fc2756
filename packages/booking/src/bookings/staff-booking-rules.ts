import { hoursBefore, refundPercentFor, type RefundPolicy, type StaffBookingActionBlock } from '@tenuta/contracts';
import type { Booking, BookingStatus, Payment } from '@tenuta/db';
import { allocateRefund } from './booking-refunds.ts';
import { voucherRoomCents } from '../payments/payment-summary.ts';
import type { Cents } from '@tenuta/core';
import { checkInTiming } from '../check-in/check-in-window.ts';

/**
 * What staff may do with a booking now, and its money from the ledger. Pure:
 * the use cases decide again under the booking's row lock; the detail page
 * reads the same answers to show only the actions that would be accepted.
 */

type LedgerRow = Pick<Payment, 'kind' | 'status' | 'amountCents' | 'provider' | 'providerPaymentId' | 'currency' | 'checkoutSessionId' | 'id'>;

export interface LedgerTotals {
  /** Succeeded payments, card and on site. */
  paidCents: Cents;
  paidOnSiteCents: Cents;
  refundedCents: Cents;
  refundPendingCents: Cents;
  /** Paid and not given back nor on its way back: the base of a cancellation's refund. */
  refundableCents: Cents;
}

const sum = (rows: readonly LedgerRow[], pick: (r: LedgerRow) => boolean): Cents => rows.filter(pick).reduce((a, r) => a + r.amountCents, 0);

export function ledgerTotals(rows: readonly LedgerRow[]): LedgerTotals {
  const paidCents = sum(rows, (r) => r.kind === 'payment' && r.status === 'succeeded');
  const refundedCents = sum(rows, (r) => r.kind === 'refund' && r.status === 'succeeded');
  const refundPendingCents = sum(rows, (r) => r.kind === 'refund' && r.status === 'pending');
  return {
    paidCents,
    paidOnSiteCents: sum(rows, (r) => r.kind === 'payment' && r.status === 'succeeded' && r.provider === ON_SITE_PROVIDER),
    refundedCents,
    refundPendingCents,
    refundableCents: Math.max(0, paidCents - refundedCents - refundPendingCents),
  };
}

/** The `provider` of payments taken at the estate (cash, card terminal). */
export const ON_SITE_PROVIDER = 'on_site';

/** States in which a guest who pays at the estate may still pay: booked, or arrived. */
const COLLECTABLE: readonly BookingStatus[] = ['confirmed', 'checked_in'];
const ACTIVE: readonly BookingStatus[] = ['pending', 'confirmed', 'paid'];
const isCancelled = (s: BookingStatus) => s === 'cancelled' || s === 'refunded';
const stateBlock = (s: BookingStatus): StaffBookingActionBlock => (isCancelled(s) ? 'already_cancelled' : 'not_active');

/** Still to collect at the estate: a pay-on-site booking, booked or arrived, total minus what was paid. */
export function onSiteDueCents(b: Pick<Booking, 'status' | 'paymentStatus' | 'totalCents'>, paidCents: Cents): Cents {
  if (b.paymentStatus !== 'pay_on_site' || !COLLECTABLE.includes(b.status)) return 0;
  return Math.max(0, b.totalCents - paidCents);
}

export interface ActionState {
  allowed: boolean;
  reason_if_not_allowed: StaffBookingActionBlock | null;
}
const yes: ActionState = { allowed: true, reason_if_not_allowed: null };
const no = (reason: StaffBookingActionBlock): ActionState => ({ allowed: false, reason_if_not_allowed: reason });

export interface StaffActions {
  cancel: ActionState & { policy_percent: number; policy_refund_cents: Cents; max_refund_cents: Cents; after_start: boolean };
  change_date: ActionState;
  resend_confirmation: ActionState;
  /** The open payment link e-mailed again (the same page, until the same time): when it ends, what it asks and what for, when there is one. */
  resend_payment_link: ActionState & { expires_at: string | null; amount_cents: Cents | null; purpose: PaymentLinkPurpose | null };
  add_note: ActionState;
  record_payment: ActionState & { due_cents: Cents };
  no_show: ActionState;
  /** A no-show marked by mistake or a late guest: back to booked, while the booking could still be checked in. */
  undo_no_show: ActionState;
  /** A check-in made by mistake: back to booked. */
  undo_check_in: ActionState;
}

/** An on-site payment recorded by mistake may be voided: a succeeded payment taken at the estate, not voided yet. */
export const isVoidable = (p: Pick<Payment, 'kind' | 'provider' | 'status'>): boolean => p.kind === 'payment' && p.provider === ON_SITE_PROVIDER && p.status === 'succeeded';

/** Whether a no-show can be undone now: the booking is a no-show and its check-in window is still open. */
export function undoNoShowState(b: { status: BookingStatus; startsAt: Date }, now: Date): ActionState {
  if (b.status !== 'no_show') return no(stateBlock(b.status));
  return checkInTiming(b.startsAt, now) === 'open' ? yes : no('outside_window');
}

/** What goes back for `percent` of the refundable amount (floor): to the gift vouchers that paid first, then over the card payments. */
export function refundFor(ledger: readonly LedgerRow[], percent: number): Cents {
  const base = ledgerTotals(ledger).refundableCents;
  const wanted = Math.floor((base * percent) / 100);
  const toVouchers = Math.min(wanted, voucherRoomCents(ledger));
  return toVouchers + allocateRefund(ledger, wanted - toVouchers).reduce((a, p) => a + p.amountCents, 0);
}

/** Whether money can be taken on site now, and how much is due. */
export function onSitePaymentState(b: Pick<Booking, 'status' | 'paymentStatus' | 'totalCents'>, paidCents: Cents): ActionState & { due_cents: Cents } {
  const due = onSiteDueCents(b, paidCents);
  const state =
    b.paymentStatus !== 'pay_on_site'
      ? no(isCancelled(b.status) ? 'already_cancelled' : 'not_pay_on_site')
      : !COLLECTABLE.includes(b.status)
        ? no(stateBlock(b.status))
        : due === 0
          ? no('nothing_due')
          : yes;
  return { ...state, due_cents: due };
}

/**
 * What a payment link pays: a booking staff made that waits for its payment (`booking`: paid,
 * it is confirmed; unpaid at the link's expiry, its seats go back), or the balance of a booking
 * whose party grew (`balance`: unpaid, it stays due at the estate).
 */
export type PaymentLinkPurpose = 'booking' | 'balance';

/** A payment link staff e-mailed that waits to be paid: when it ends, what it asks and what for. */
export interface OpenPaymentLink {
  expiresAt: Date;
  amountCents: Cents;
  purpose: PaymentLinkPurpose;
}

/** Whether the payment link staff e-mailed can be sent again: it is still open (not paid, not past its end) and the guest has an address. */
export function resendPaymentLinkState(b: Pick<Booking, 'customerEmail'>, openLink: OpenPaymentLink | null, now: Date): StaffActions['resend_payment_link'] {
  const open = openLink && openLink.expiresAt.getTime() > now.getTime() ? openLink : null;
  const state = !open ? no('no_open_link') : !b.customerEmail ? no('no_email') : yes;
  return { ...state, expires_at: open ? open.expiresAt.toISOString() : null, amount_cents: open ? open.amountCents : null, purpose: open ? open.purpose : null };
}

/** `openLink`: the booking's payment link still waiting to be paid (a checkout that pays it), if any. */
export function staffActions(
  b: Pick<Booking, 'status' | 'paymentStatus' | 'totalCents' | 'customerEmail'> & { startsAt: Date },
  ledger: readonly LedgerRow[],
  now: Date,
  policy: RefundPolicy,
  openLink: OpenPaymentLink | null = null,
): StaffActions {
  const started = b.startsAt.getTime() <= now.getTime();
  const active = ACTIVE.includes(b.status);
  const policyPercent = refundPercentFor(policy, hoursBefore(b.startsAt, now));
  return {
    cancel: {
      ...(active ? yes : no(stateBlock(b.status))),
      policy_percent: policyPercent,
      policy_refund_cents: active ? refundFor(ledger, policyPercent) : 0,
      max_refund_cents: active ? refundFor(ledger, 100) : 0,
      after_start: started,
    },
    change_date: !active ? no(stateBlock(b.status)) : started ? no('started') : yes,
    resend_confirmation: b.status !== 'confirmed' && b.status !== 'paid' ? no(stateBlock(b.status)) : !b.customerEmail ? no('no_email') : yes,
    resend_payment_link: resendPaymentLinkState(b, openLink, now),
    add_note: yes,
    record_payment: onSitePaymentState(b, ledgerTotals(ledger).paidCents),
    no_show: b.status !== 'confirmed' && b.status !== 'paid' ? no(stateBlock(b.status)) : !started ? no('not_started') : yes,
    undo_no_show: undoNoShowState(b, now),
    undo_check_in: b.status === 'checked_in' ? yes : no(stateBlock(b.status)),
  };
}
