import { notifications } from '@tenuta/db';
import { DomainError, lockingTransaction, notFound, recordStaffAction, staffEventActor, type StaffActor } from '@tenuta/core';
import { bookLockedSlot } from '../bookings/book-locked-slot.ts';
import { confirmBooking, expireUnpaidBooking } from '../bookings/booking-transitions.ts';
import { generateManageToken } from '../bookings/manage-token.ts';
import { kickOutbox, type CheckoutDeps } from '../checkout/checkout-deps.ts';
import { lockSlotWithOccupancy } from '../holds/index.ts';
import { recordPaymentLinkIntent, sendPaymentLink } from '../payment-links/open-payment-link.ts';
import { paymentLinkExpiry } from '../payment-links/payment-link-policy.ts';
import { bookForPartner } from './book-for-partner.ts';
import type { StaffNewBooking } from './desk-booking-input.ts';
import { asSeatsConflict, emailRequired, paymentLinkTooLate, slotStarted } from './staff-booking-errors.ts';

export interface CreatedStaffBooking {
  bookingId: number;
  /** A payment link's page and expiry (the guest has it by e-mail). */
  paymentLink: { url: string | null; expiresAt: string } | null;
}

/**
 * POST /api/staff/bookings: staff book for a guest on the phone, at the desk or for a group by
 * e-mail, with the site's rules and prices and under the same locks as a guest's add to the
 * cart (the slot row first, its seats read again after the lock): seats, participants, CHOICE
 * category and VIP privacy; THE pricing function. Staff book until the start (the online
 * cut-off is the site's, not the desk's). Paid:
 *  - on site: confirmed at once, to pay at the estate (truffle hunts too);
 *  - on account for a reseller: the partner's own order on account (its lock, its credit limit);
 *  - by a payment link: the booking holds its seats, pending, until the link's expiry; the
 *    guest pays on the checkout's payment page, and the same completion as the site's confirms
 *    it; unpaid at the expiry it is released.
 * The booking's `created` event names the member; the audit row is in the same transaction; the
 * guest gets the site's confirmation in their language (once paid, for a link).
 */
export async function createStaffBooking(deps: CheckoutDeps, input: StaffNewBooking, actor: StaffActor): Promise<CreatedStaffBooking> {
  if (input.payment.kind === 'on_account') return { bookingId: await bookForPartner(deps, input, input.payment, actor), paymentLink: null };
  const link = input.payment.kind === 'payment_link' ? input.payment : null;
  if (link && !input.guest.email) throw emailRequired();
  const people = input.party.adults + input.party.children;
  const { token, hash } = generateManageToken();
  let made: { bookingId: number; session: Awaited<ReturnType<typeof recordPaymentLinkIntent>> | null };
  try {
    made = await lockingTransaction(deps.db, async (tx) => {
      const now = deps.clock.now();
      const slot = await lockSlotWithOccupancy(tx, input.slotId, now);
      if (!slot?.isActive) throw notFound('Slot');
      if (slot.startsAt.getTime() <= now.getTime()) throw slotStarted();
      const expiresAt = link ? paymentLinkExpiry(now, slot.startsAt, link.hours) : null;
      if (link && !expiresAt) throw paymentLinkTooLate();
      const by = staffEventActor(actor);
      const pending = await bookLockedSlot(
        tx,
        slot,
        input.party,
        {
          customerName: input.guest.name,
          customerEmail: input.guest.email,
          customerPhone: input.guest.phone,
          locale: input.guest.locale,
          // A link's booking gets its manage link with the confirmation, once paid.
          manageTokenHash: link ? null : hash,
          notes: input.notes,
        },
        by,
        { channel: 'staff', payment: input.payment.kind },
      );
      if (link && pending.totalCents <= 0) throw new DomainError('validation_error', 'Nothing to pay: book it paid on site', 'nothing_to_pay');
      const booking = link ? pending : await confirmBooking(tx, pending.id, by, { channel: 'staff' });
      const session = link
        ? await recordPaymentLinkIntent(tx, {
            bookingId: booking.id,
            amountCents: booking.totalCents,
            expiresAt: expiresAt!,
            email: input.guest.email!,
            locale: input.guest.locale,
            guestName: input.guest.name,
            purpose: 'booking',
            staffId: actor.id,
          })
        : null;
      if (!link && booking.customerEmail) {
        await tx.insert(notifications).values({
          kind: 'booking_confirmation',
          recipient: booking.customerEmail,
          locale: booking.locale,
          payload: { booking_ids: [booking.id], manage_tokens: { [String(booking.id)]: token } },
        });
      }
      await recordStaffAction(tx, actor, {
        action: 'booking.create',
        targetType: 'booking',
        targetId: booking.id,
        after: {
          booking_number: booking.bookingNumber,
          slot_id: booking.slotId,
          category: booking.category,
          adults: booking.adults,
          children: booking.children,
          vip: booking.vip,
          total_cents: booking.totalCents,
          payment: input.payment.kind,
          ...(session ? { payment_link_expires_at: session.expiresAt!.toISOString() } : {}),
        },
      });
      return { bookingId: booking.id, session };
    });
  } catch (e) {
    throw await asSeatsConflict(deps.db, e, input.slotId, people, deps.clock.now());
  }
  if (!made.session) {
    kickOutbox(deps);
    return { bookingId: made.bookingId, paymentLink: null };
  }
  // The provider is asked with no lock held; if it cannot open the page, the booking gives its seats back.
  const sent = await sendPaymentLink(deps, made.session, (tx) => expireUnpaidBooking(tx, made.bookingId, deps.clock.now(), { payment_link: 'not_opened' }).then(() => undefined));
  kickOutbox(deps);
  return { bookingId: made.bookingId, paymentLink: { url: sent.paymentUrl, expiresAt: sent.expiresAt!.toISOString() } };
}
