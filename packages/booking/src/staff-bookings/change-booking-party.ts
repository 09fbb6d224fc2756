import { eq, sql } from 'drizzle-orm';
import { defaultRefundPolicy, hoursBefore, refundPercentFor, type RefundStatus, type StaffBookingRefundChoice } from '@tenuta/contracts';
import { bookings, type Booking, type CheckoutSession } from '@tenuta/db';
import { DomainError, lockingTransaction, notFound, recordStaffAction, staffEventActor, type StaffActor, type Transaction } from '@tenuta/core';
import { refundPercentOf } from '../bookings/cancel-booking-by-staff.ts';
import { PARTY_REFUND_REASON, settlePartyRefunds } from '../bookings/booking-refunds.ts';
import { recordBookingPaid, transition, writeEvent } from '../bookings/booking-transitions.ts';
import { resolveStaffBooking } from '../bookings/get-staff-booking.ts';
import { ledgerTotals } from '../bookings/staff-booking-rules.ts';
import { checkHold, checkParticipants, vipSupplement } from '../cart/hold-rules.ts';
import { kickOutbox } from '../checkout/checkout-deps.ts';
import type { DeskDeps } from './desk-deps.ts';
import { findCouponById } from '../coupons/index.ts';
import { freeSeats, lockSlotWithoutBooking } from '../holds/index.ts';
import { recordPaymentLinkIntent, sendPaymentLink } from '../payment-links/open-payment-link.ts';
import { findOpenPaymentLink } from '../payment-links/open-link-repository.ts';
import { paymentLinkExpiry } from '../payment-links/payment-link-policy.ts';
import { findBookingPayments } from '../payments/payments-repository.ts';
import { partyBalance, priceParty, type Party } from './party-price.ts';
import { refundExcess } from './refund-excess.ts';
import { emailRequired, notEnoughSeats, paymentLinkTooLate, slotStarted } from './staff-booking-errors.ts';

export interface PartyChangeInput extends Party {
  ref: string | number;
  /** More to pay: due at the estate (default), or also a payment link e-mailed for the balance. */
  balance: 'on_site' | 'payment_link';
  linkHours?: number | undefined;
  /** Less: what was paid beyond the new total goes back by the policy at this instant, or an override. */
  refund: StaffBookingRefundChoice;
  /** The member may override the policy's refund (bookings.refund). */
  mayOverrideRefund: boolean;
}

export interface PartyChangeOutcome {
  bookingId: number;
  fromTotalCents: number;
  toTotalCents: number;
  /** More to pay (due on site, or by the link). */
  owedCents: number;
  /** Given back through the system (gift vouchers, then the card payments). */
  refundCents: number;
  refundStatus: RefundStatus;
  /** Paid on site beyond what is kept: the desk hands it back. */
  handBackCents: number;
  paymentLink: { url: string | null; expiresAt: string } | null;
}

const refused = (message: string, code: string) => new DomainError('conflict', message, code);

/**
 * POST /api/staff/bookings/{id}/party: staff change the party (adults, children, VIP) of a
 * booking, confirmed or paid, before its start. Under the booking's lock, then the slot's (the
 * order of every staff change of a booking), the seats are re-read without the booking itself
 * and the site's rules checked for the new party (participants, CHOICE, VIP privacy, seats:
 * none left is a 409 with the seats free); THE pricing function prices it again from the
 * booking's snapshots. The money follows in the same transaction:
 *  - more to pay: due at the estate (a booking paid by card now owes the balance on site), and
 *    on request a payment link for the balance e-mailed to the guest;
 *  - less: what was paid beyond the new total goes back by the refund policy at this instant (or
 *    staff's override): to gift vouchers first, then the card payments (pending rows, sent to the
 *    provider after commit); money taken on site is handed back by the desk.
 * A reseller's booking (its net rate, its credit) and a booking waiting for its payment link are
 * refused. The booking's event and the audit row name the member and both parties.
 */
export async function changeBookingParty(deps: DeskDeps, input: PartyChangeInput, actor: StaffActor): Promise<PartyChangeOutcome> {
  const override = refundPercentOf(input.refund);
  if (override !== undefined && !input.mayOverrideRefund) throw new DomainError('forbidden', 'Your role may refund only by the policy', 'refund_override_forbidden');
  const found = await resolveStaffBooking(deps.db, input.ref);
  const policy = deps.refundPolicy ?? defaultRefundPolicy;
  const by = staffEventActor(actor);
  const done = await lockingTransaction(deps.db, async (tx) => {
    const now = deps.clock.now();
    const [b] = await tx.select().from(bookings).where(eq(bookings.id, found.id)).for('update');
    if (!b) throw notFound('Booking');
    if (b.status === 'cancelled' || b.status === 'refunded') throw refused('This booking is cancelled', 'already_cancelled');
    if (b.status === 'pending' && (await findOpenPaymentLink(tx, b.id))) throw refused('This booking waits for its payment link: cancel it and book again', 'payment_link_open');
    if (b.status !== 'confirmed' && b.status !== 'paid') throw refused(`A ${b.status} booking cannot change its party`, 'not_active');
    if (b.partnerId !== null) throw refused('A reseller’s booking changes through its agency (its net rate and credit)', 'partner_booking');
    const party: Party = { adults: input.adults, children: input.children, vip: input.vip };
    if (party.adults === b.adults && party.children === b.children && party.vip === b.vip) throw new DomainError('validation_error', 'The party is the same', 'party_unchanged');
    const slot = await lockSlotWithoutBooking(tx, b.slotId, now, b.id);
    if (!slot) throw notFound('Slot');
    if (slot.startsAt.getTime() <= now.getTime()) throw slotStarted();
    checkParticipants(b.category, party.adults, party.children);
    const people = party.adults + party.children;
    if (people > freeSeats(slot)) throw notEnoughSeats(freeSeats(slot), people);
    checkHold(slot, { category: b.category, ...party });
    if (input.balance === 'payment_link' && !b.customerEmail) throw emailRequired();
    const coupon = b.couponId !== null ? await findCouponById(tx, b.couponId) : undefined;
    const priced = priceParty(b, coupon ? { discountType: coupon.discountType, discountValue: coupon.discountValue } : null, party, vipSupplement(slot, b.category));
    const ledger = await findBookingPayments(tx, b.id);
    const held = ledgerTotals(ledger).refundableCents;
    const { owedCents, excessCents } = partyBalance(priced.totalCents, held);
    await tx
      .update(bookings)
      .set({ adults: party.adults, children: party.children, vip: party.vip, ...pick(priced), updatedAt: sql`now()` })
      .where(eq(bookings.id, b.id));
    const percent = excessCents > 0 ? (override ?? refundPercentFor(policy, hoursBefore(slot.startsAt, now))) : 0;
    const back =
      excessCents > 0 ? await refundExcess(deps, tx, b.id, ledger, Math.floor((excessCents * percent) / 100), { reason: PARTY_REFUND_REASON, staffId: actor.id }, now) : null;
    let link: CheckoutSession | null = null;
    if (owedCents > 0) {
      await owesOnSite(tx, b, by);
      if (input.balance === 'payment_link') {
        const expiresAt = paymentLinkExpiry(now, slot.startsAt, input.linkHours);
        if (!expiresAt) throw paymentLinkTooLate();
        link = await recordPaymentLinkIntent(tx, {
          bookingId: b.id,
          amountCents: owedCents,
          expiresAt,
          email: b.customerEmail!,
          locale: b.locale,
          guestName: b.customerName,
          purpose: 'balance',
          staffId: actor.id,
        });
      }
    } else if (b.paymentStatus === 'pay_on_site' && priced.totalCents > 0) {
      // What was paid at the estate now covers the smaller total.
      await recordBookingPaid(tx, b.id, by, { party_changed: true });
    }
    const money = {
      owed_cents: owedCents,
      excess_cents: excessCents,
      refund_percent: percent,
      refund_cents: back?.refundCents ?? 0,
      hand_back_cents: back?.handBackCents ?? 0,
      ...(link ? { payment_link_expires_at: link.expiresAt!.toISOString() } : {}),
    };
    const before = { adults: b.adults, children: b.children, vip: b.vip, total_cents: b.totalCents };
    const after = { adults: party.adults, children: party.children, vip: party.vip, total_cents: priced.totalCents };
    const [now2] = await tx.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, b.id));
    await writeEvent(tx, { bookingId: b.id, type: 'party_changed', from: now2!.status, to: now2!.status, actor: by, data: { from: before, to: after, ...money } });
    await recordStaffAction(tx, actor, { action: 'booking.change_party', targetType: 'booking', targetId: b.id, before, after: { ...after, ...money } });
    return { before, after, owedCents, refundCents: money.refund_cents, handBackCents: money.hand_back_cents, link, cardRefund: (back?.cardRefundCents ?? 0) > 0 };
  });
  let refundStatus: RefundStatus = done.refundCents > 0 ? 'succeeded' : 'none';
  if (done.cardRefund) {
    try {
      refundStatus = await settlePartyRefunds(deps, found.id);
    } catch {
      // Committed: the retry job sends it.
      refundStatus = 'pending';
    }
  }
  let paymentLink: PartyChangeOutcome['paymentLink'] = null;
  if (done.link) {
    // A page that cannot be opened leaves the balance due on site, as without a link.
    const sent = await sendPaymentLink(deps, done.link, async () => undefined);
    paymentLink = { url: sent.paymentUrl, expiresAt: sent.expiresAt!.toISOString() };
    kickOutbox(deps);
  }
  return {
    bookingId: found.id,
    fromTotalCents: done.before.total_cents,
    toTotalCents: done.after.total_cents,
    owedCents: done.owedCents,
    refundCents: done.refundCents,
    refundStatus,
    handBackCents: done.handBackCents,
    paymentLink,
  };
}

const pick = (p: ReturnType<typeof priceParty>) => ({
  vipSupplementCents: p.vipSupplementCents,
  subtotalCents: p.subtotalCents,
  discountCents: p.discountCents,
  totalCents: p.totalCents,
});

/** The booking owes more: paid by card (or in full on site) it now has the balance to pay at the estate. */
async function owesOnSite(tx: Transaction, b: Booking, by: ReturnType<typeof staffEventActor>): Promise<void> {
  if (b.status === 'paid') {
    await transition(tx, b.id, ['paid'], 'confirmed', { paymentStatus: 'pay_on_site' }, 'balance_due', by);
  } else if (b.paymentStatus === 'paid') {
    await tx.update(bookings).set({ paymentStatus: 'pay_on_site', updatedAt: sql`now()` }).where(eq(bookings.id, b.id));
  }
}
