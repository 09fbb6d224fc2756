import { eq, sql } from 'drizzle-orm';
import type { OctoBooking, OctoUpdateRequest } from '@tenuta/contracts';
import { bookings, type OctoBooking as OctoBookingRow } from '@tenuta/db';
import { lockingTransaction } from '@tenuta/core';
import { GUEST_DATE_CHANGE, moveBookingDate } from '../bookings/change-booking-date.ts';
import { findSlotWithOccupancy } from '../holds/index.ts';
import { partyOfItems } from './confirm-octo-booking.ts';
import { octoBookingAnswer } from './octo-booking-answer.ts';
import { findOwnOctoBooking, lockOctoBooking, saveOctoBooking } from './octo-booking-repository.ts';
import { checkOption, findExperienceById, findOctoExperience, type OctoExperience } from './octo-catalog.ts';
import { guestLocale, guestName, mergeContact } from './octo-contact.ts';
import type { OctoBookingDeps } from './octo-deps.ts';
import { invalidAvailability, unprocessable } from './octo-errors.ts';
import { changeHold, extendHold } from './octo-holds.ts';
import { partyOf, sameParty } from './octo-units.ts';
import type { OctoCaller, OctoView } from './octo-view.ts';
import { findProductSlot, slotHasVip, tourLanguage } from './reserve-octo-booking.ts';

/**
 * PATCH /octo/bookings/{uuid}. A reservation (ON_HOLD) may change anything: product, time, units,
 * contact, notes, reference, expiry; its hold changes under the engine's locks and checks (see
 * octo-holds.ts) and keeps its expiry. A confirmed booking follows the site's rules: a change of
 * date is the guest's free change (moveBookingDate: up to 7 days before, same price, seats
 * re-checked); contact, notes and reference are updated; another product or other people is
 * UNPROCESSABLE_ENTITY (cancel it under the policy and book again). Cancelled or expired: no change.
 */
export async function updateOctoBooking(deps: OctoBookingDeps, caller: OctoCaller, view: OctoView, uuid: string, body: OctoUpdateRequest): Promise<OctoBooking> {
  const row = await findOwnOctoBooking(deps.db, caller.partnerId, uuid);
  if (body.optionId !== undefined) checkOption(body.optionId);
  if (row.status === 'ON_HOLD') await changeReservation(deps, view, row, body);
  else if (row.status === 'CONFIRMED' && row.bookingId) await changeConfirmed(deps, caller, row, body);
  else throw unprocessable('Una prenotazione cancellata o scaduta non si può modificare', 'A cancelled or expired booking cannot be changed');
  return octoBookingAnswer(deps, caller, view, row.id);
}

async function changeReservation(deps: OctoBookingDeps, view: OctoView, row: OctoBookingRow, body: OctoUpdateRequest): Promise<void> {
  const now = deps.clock.now();
  const current = await findExperienceById(deps.db, row.experienceId);
  const e: OctoExperience = body.productId !== undefined ? await findOctoExperience(deps.db, body.productId) : current;
  const moved = body.availabilityId !== undefined || e.id !== current.id;
  if (e.id !== current.id && body.availabilityId === undefined) throw invalidAvailability('');
  const slot = moved ? await findProductSlot(deps, e, body.availabilityId, now) : await findSlotWithOccupancy(deps.db, row.slotId, now);
  if (!slot) throw invalidAvailability(String(row.slotId));
  const party = body.unitItems ? partyOf(body.unitItems, slotHasVip(slot, e), row.unitItems) : { ...partyOfItems(row.unitItems), items: row.unitItems };
  const contact = mergeContact(row.contact, body.contact);
  const language = body.contact?.locales ? tourLanguage(body.contact, view) : null;
  await lockingTransaction(deps.db, async (tx) => {
    const locked = await lockOctoBooking(tx, row.id);
    if (locked.status !== 'ON_HOLD' || !locked.holdId || !locked.cartId)
      throw unprocessable('La prenotazione non è più provvisoria', 'The booking is no longer a reservation on hold');
    let hold: { language: string; unitPriceCents: number; vipSupplementCents: number; holdExpiresAt: Date; id: string } | undefined;
    if (moved || language || !sameParty(party, partyOfItems(locked.unitItems))) {
      hold = await changeHold(tx, locked.cartId, locked.holdId, { slotId: slot.id, category: e.category, language, party }, now);
    }
    const holdId = hold?.id ?? locked.holdId;
    const expiresAt = body.expirationMinutes ? await extendHold(tx, locked.cartId, holdId, body.expirationMinutes, now) : (hold?.holdExpiresAt ?? locked.expiresAt);
    await saveOctoBooking(tx, row.id, {
      experienceId: e.id,
      slotId: slot.id,
      category: e.category,
      holdId,
      expiresAt,
      unitItems: party.items,
      contact,
      ...(hold ? { language: hold.language, unitPriceCents: hold.unitPriceCents, vipSupplementCents: hold.vipSupplementCents } : {}),
      ...(body.notes !== undefined ? { notes: body.notes } : {}),
      ...(body.resellerReference !== undefined ? { resellerReference: body.resellerReference } : {}),
    });
  });
}

async function changeConfirmed(deps: OctoBookingDeps, caller: OctoCaller, row: OctoBookingRow, body: OctoUpdateRequest): Promise<void> {
  const now = deps.clock.now();
  const e = await findExperienceById(deps.db, row.experienceId);
  if (body.productId !== undefined && body.productId !== e.slug)
    throw unprocessable('Un’altra esperienza: cancellate la prenotazione e prenotate di nuovo', 'Another product: cancel the booking and book again');
  if (body.unitItems) {
    const party = partyOf(body.unitItems, true, row.unitItems);
    if (!sameParty(party, partyOfItems(row.unitItems)))
      throw unprocessable('Altre persone: cancellate la prenotazione e prenotate di nuovo', 'Other people: cancel the booking and book again');
    await saveOctoBooking(deps.db, row.id, { unitItems: party.items });
  }
  if (body.availabilityId !== undefined) {
    const [b] = await deps.db.select({ slotId: bookings.slotId }).from(bookings).where(eq(bookings.id, row.bookingId!));
    const target = await findProductSlot(deps, e, body.availabilityId, now);
    if (target.id !== b?.slotId) {
      await moveBookingDate(deps, {
        bookingId: row.bookingId!,
        slotId: target.id,
        actor: `octo:key-${caller.keyId}`,
        rules: GUEST_DATE_CHANGE,
        record: async (tx) => saveOctoBooking(tx, row.id, { slotId: target.id }),
      });
    }
  }
  if (body.contact || body.notes !== undefined || body.resellerReference !== undefined) {
    const contact = mergeContact(row.contact, body.contact);
    await lockingTransaction(deps.db, async (tx) => {
      // The booking before the OCTO row, as a change of date or a cancellation locks them.
      const locked = await tx.execute<{ locale: 'it' | 'en' }>(sql`SELECT id, locale FROM bookings WHERE id = ${row.bookingId} FOR UPDATE`);
      await lockOctoBooking(tx, row.id);
      const notes = body.notes !== undefined ? body.notes : row.notes;
      const reference = body.resellerReference !== undefined ? body.resellerReference : row.resellerReference;
      await saveOctoBooking(tx, row.id, { contact, notes, resellerReference: reference });
      await tx
        .update(bookings)
        .set({
          customerName: guestName(contact),
          customerPhone: contact.phoneNumber ?? null,
          ...(contact.emailAddress ? { customerEmail: contact.emailAddress.trim().toLowerCase() } : {}),
          // New locales: the guest's next e-mails (reminder, changes, cancellation) follow them.
          ...(body.contact?.locales ? { locale: guestLocale(contact, { locale: locked.rows[0]?.locale === 'en' ? 'en' : 'it' }) } : {}),
          notes: [notes, contact.notes].filter(Boolean).join('\n') || null,
          partnerReference: reference,
          updatedAt: sql`now()`,
        })
        .where(eq(bookings.id, row.bookingId!));
    });
  }
}
