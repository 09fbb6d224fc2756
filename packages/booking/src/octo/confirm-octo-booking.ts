import { eq } from 'drizzle-orm';
import type { OctoBooking, OctoConfirmRequest } from '@tenuta/contracts';
import { partners } from '@tenuta/db';
import { contractInForce } from '@tenuta/core';
import { kickOutbox } from '../checkout/checkout-deps.ts';
import { findSlotWithOccupancy } from '../holds/index.ts';
import { bookOnAccount } from '../partner-orders/book-on-account.ts';
import { octoBookingAnswer } from './octo-booking-answer.ts';
import { findOwnOctoBooking, lockOctoBooking, saveOctoBooking } from './octo-booking-repository.ts';
import { findExperienceById } from './octo-catalog.ts';
import { guestLocale, guestName, mergeContact } from './octo-contact.ts';
import type { OctoBookingDeps } from './octo-deps.ts';
import { unprocessable } from './octo-errors.ts';
import { changeHold } from './octo-holds.ts';
import { partyOf, sameParty } from './octo-units.ts';
import type { OctoCaller, OctoView } from './octo-view.ts';
import { slotHasVip } from './reserve-octo-booking.ts';

/** A second confirmation found the first one done: answer the booking as it is. */
class AlreadyConfirmed extends Error {}

const notOnHold = () => unprocessable('La prenotazione provvisoria è scaduta o cancellata: createne una nuova', 'The reservation has expired or was cancelled: make a new one');

/** The party a stored list of unit items books. */
export const partyOfItems = (items: readonly { unitId: string }[]) => ({
  adults: items.filter((i) => i.unitId === 'ADULT').length,
  children: items.filter((i) => i.unitId === 'CHILD').length,
  vip: items.some((i) => i.unitId === 'VIP'),
});

/**
 * POST /octo/bookings/{uuid}/confirm: the reservation becomes bookings exactly as a reseller's
 * order on account does (bookOnAccount: the partner's lock first, then this OCTO booking, the
 * cart, the slots; the credit limit checked under the partner's lock; the site's e-mails, QR code
 * and voucher). Over the credit limit, or with its hold expired, it is UNPROCESSABLE_ENTITY and
 * nothing is booked. unitItems given here resize the hold under the same locks first. The guest's
 * name is required (contact.fullName, or firstName and lastName). Confirming again answers the
 * booking as it is.
 */
export async function confirmOctoBooking(deps: OctoBookingDeps, caller: OctoCaller, view: OctoView, uuid: string, body: OctoConfirmRequest): Promise<OctoBooking> {
  const row = await findOwnOctoBooking(deps.db, caller.partnerId, uuid);
  if (row.status === 'CONFIRMED') return octoBookingAnswer(deps, caller, view, row.id);
  if (row.status !== 'ON_HOLD' || !row.cartId) throw notOnHold();
  const now = deps.clock.now();
  const contact = mergeContact(row.contact, body.contact);
  const name = guestName(contact);
  if (!name)
    throw unprocessable("Serve il nome dell'ospite (contact.fullName, o firstName e lastName)", "The guest's name is required (contact.fullName, or firstName and lastName)");
  const e = await findExperienceById(deps.db, row.experienceId);
  const slot = await findSlotWithOccupancy(deps.db, row.slotId, now);
  const party = body.unitItems ? partyOf(body.unitItems, slot ? slotHasVip(slot, e) : false, row.unitItems) : null;
  const terms = await contractInForce(deps.db, caller.partnerId, now);
  if (terms?.paymentTerms !== 'on_account')
    throw unprocessable('Le prenotazioni OCTO sono solo in conto: chiedete alla tenuta', 'Bookings through the OCTO API are on account only: ask the estate');
  const [partner] = await deps.db.select({ email: partners.email }).from(partners).where(eq(partners.id, caller.partnerId));
  const email = contact.emailAddress?.trim().toLowerCase() || null;
  const reference = body.resellerReference !== undefined ? body.resellerReference : row.resellerReference;
  const notes = body.notes !== undefined ? body.notes : row.notes;
  try {
    await bookOnAccount(deps, {
      cartId: row.cartId,
      partner: { partnerId: caller.partnerId, partnerUserId: null, reference, channel: 'octo', octoKeyId: caller.keyId },
      email: email ?? partner!.email,
      locale: guestLocale(contact, view),
      guest: { name, phone: contact.phoneNumber ?? '', notes: [notes, contact.notes].filter(Boolean).join('\n'), guest_email: email },
      actor: `octo:key-${caller.keyId}`,
      hooks: {
        afterPartnerLock: async (tx) => {
          const locked = await lockOctoBooking(tx, row.id);
          if (locked.status === 'CONFIRMED') throw new AlreadyConfirmed();
          if (locked.status !== 'ON_HOLD' || !locked.holdId) throw notOnHold();
          if (!party) return;
          if (!sameParty(party, partyOfItems(locked.unitItems))) {
            const hold = await changeHold(tx, row.cartId!, locked.holdId, { slotId: locked.slotId, category: locked.category, language: null, party }, now);
            await saveOctoBooking(tx, row.id, { unitItems: party.items, vipSupplementCents: hold.vipSupplementCents });
          } else await saveOctoBooking(tx, row.id, { unitItems: party.items });
        },
        afterBooked: async (tx, booked) => {
          await saveOctoBooking(tx, row.id, {
            status: 'CONFIRMED',
            bookingId: booked.bookingIds[0]!,
            holdId: null,
            confirmedAt: now,
            contact,
            resellerReference: reference,
            notes,
          });
        },
      },
    });
  } catch (err) {
    if (err instanceof AlreadyConfirmed) return octoBookingAnswer(deps, caller, view, row.id);
    throw err;
  }
  kickOutbox(deps);
  return octoBookingAnswer(deps, caller, view, row.id);
}
