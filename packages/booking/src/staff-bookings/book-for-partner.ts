import { eq } from 'drizzle-orm';
import { carts, partners } from '@tenuta/db';
import { contractInForce, DomainError, notFound, recordStaffAction, staffEventActor, type StaffActor } from '@tenuta/core';
import { kickOutbox, type CheckoutDeps } from '../checkout/checkout-deps.ts';
import { resolveCategory, resolveLanguage } from '../cart/hold-rules.ts';
import { findSlotWithOccupancy } from '../holds/index.ts';
import { placeHold } from '../octo/octo-holds.ts';
import { bookOnAccount } from '../partner-orders/book-on-account.ts';
import type { StaffNewBooking } from './desk-booking-input.ts';
import { asSeatsConflict } from './staff-booking-errors.ts';

/**
 * Staff book on account for a reseller (the agency phoned or wrote): exactly the reseller's own
 * order on account (bookOnAccount), on a basket of the partner's made for it. In one transaction,
 * in the one order of locks: the partner row first (its orders serialize there, so the credit
 * limit holds against the agency's own concurrent orders), then the basket and the slot, where
 * the party's hold is placed with the cart's rules (staff: until the start), then the checkout's
 * re-check, the net rate within the credit limit, the bookings and the e-mails (the agency's
 * order confirmation, the guest's confirmation without the agency's money). Returns the booking.
 */
export async function bookForPartner(deps: CheckoutDeps, input: StaffNewBooking, payment: { partnerId: number; reference: string | null }, actor: StaffActor): Promise<number> {
  const [partner] = await deps.db.select({ id: partners.id, type: partners.partnerType, email: partners.email }).from(partners).where(eq(partners.id, payment.partnerId));
  if (!partner) throw notFound('Partner');
  if (partner.type !== 'reseller') throw new DomainError('conflict', 'Only a reseller books on account', 'not_a_reseller');
  const terms = await contractInForce(deps.db, partner.id, deps.clock.now());
  if (terms?.paymentTerms !== 'on_account') throw new DomainError('conflict', 'This reseller does not book on account', 'partner_not_on_account');
  const now = deps.clock.now();
  const p = input.party;
  // The slot's category and languages never change: read without a lock, the hold is checked under it.
  const slot = await findSlotWithOccupancy(deps.db, input.slotId, now);
  if (!slot?.isActive) throw notFound('Slot');
  const target = { slotId: slot.id, category: resolveCategory(slot, p.category), language: resolveLanguage(slot, p.language), party: p };
  const [basket] = await deps.db.insert(carts).values({ partnerId: partner.id }).returning({ id: carts.id });
  try {
    const booked = await bookOnAccount(deps, {
      cartId: basket!.id,
      partner: { partnerId: partner.id, partnerUserId: null, reference: payment.reference },
      email: partner.email,
      locale: input.guest.locale,
      guest: { name: input.guest.name, phone: input.guest.phone ?? '', notes: input.notes ?? '', guest_email: input.guest.email },
      actor: staffEventActor(actor),
      hooks: {
        afterPartnerLock: async (tx) => {
          await placeHold(tx, basket!.id, target, now, undefined, 'staff');
        },
        afterBooked: async (tx, b) => {
          await recordStaffAction(tx, actor, {
            action: 'booking.create',
            targetType: 'booking',
            targetId: b.bookingIds[0]!,
            after: {
              slot_id: input.slotId,
              adults: p.adults,
              children: p.children,
              vip: p.vip,
              payment: 'on_account',
              partner_id: partner.id,
              partner_reference: payment.reference,
              checkout_session_id: b.checkoutSessionId,
            },
          });
        },
      },
    });
    kickOutbox(deps);
    return booked.bookingIds[0]!;
  } catch (e) {
    throw await asSeatsConflict(deps.db, e, input.slotId, p.adults + p.children, now);
  }
}
