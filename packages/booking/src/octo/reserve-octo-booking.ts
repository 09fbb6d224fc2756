import { randomUUID } from 'node:crypto';
import type { OctoBooking, OctoContactInput, OctoReservationRequest } from '@tenuta/contracts';
import { isUuid, lockingTransaction, pgConstraint } from '@tenuta/core';
import { createPartnerBasket } from '../partner-orders/create-partner-basket.ts';
import { findProductSlots, slotIdOf } from './octo-availability.ts';
import { octoBookingAnswer } from './octo-booking-answer.ts';
import { insertOctoBooking, uuidTaken } from './octo-booking-repository.ts';
import { findProductOption, type OctoExperience } from './octo-catalog.ts';
import type { OctoBookingDeps } from './octo-deps.ts';
import { invalidAvailability, invalidBookingUuid, octoFailure } from './octo-errors.ts';
import { extendHold, placeHold } from './octo-holds.ts';
import { partyOf } from './octo-units.ts';
import { guestLocale } from './octo-contact.ts';
import type { OctoCaller, OctoView } from './octo-view.ts';
import type { SlotWithOccupancy } from '../holds/index.ts';

/** The tour language asked for: the contact's first locale, else the call's language (the slot decides what it offers). */
export const tourLanguage = (contact: OctoContactInput | undefined, view: OctoView): string => guestLocale(contact ?? {}, view).toUpperCase();

/** Whether the slot sells the product's VIP unit at all. */
export const slotHasVip = (slot: SlotWithOccupancy, e: OctoExperience): boolean =>
  (e.category === 'TRUFFLE' ? slot.truffleVipUpgradePriceCents : slot.wineVipUpgradePriceCents) !== null;

/** The slot of an availability id of the product (upcoming), else INVALID_AVAILABILITY_ID. */
export async function findProductSlot(deps: Pick<OctoBookingDeps, 'db'>, e: OctoExperience, availabilityId: string | undefined, now: Date): Promise<SlotWithOccupancy> {
  const id = availabilityId ? slotIdOf(availabilityId) : null;
  const [slot] = id ? await findProductSlots(deps.db, e, now, { slotIds: [id] }) : [];
  if (!slot) throw invalidAvailability(availabilityId ?? '');
  return slot;
}

/**
 * POST /octo/bookings: a reservation is a seat hold of the booking engine, in the reseller's own
 * cart (a partner basket), with the site's hold length and the same locks and checks as an add
 * to the cart; sold out, closed, CHOICE taken or VIP refused is UNPROCESSABLE_ENTITY and nothing
 * is held. `expirationMinutes` extends it within the site's maximum life of a hold. The uuid is an
 * idempotency key: the same uuid again answers the same reservation; another partner's is
 * INVALID_BOOKING_UUID.
 */
export async function reserveOctoBooking(deps: OctoBookingDeps, caller: OctoCaller, view: OctoView, body: OctoReservationRequest): Promise<OctoBooking> {
  if (body.uuid !== undefined && !isUuid(body.uuid)) throw octoFailure('BAD_REQUEST', { it: "L'uuid non è un UUID valido", en: 'uuid is not a valid UUID' });
  const uuid = body.uuid?.toLowerCase() ?? randomUUID();
  const again = await sameUuid(deps, caller, view, uuid);
  if (again) return again;
  const now = deps.clock.now();
  const e = await findProductOption(deps.db, body.productId, body.optionId);
  const slot = await findProductSlot(deps, e, body.availabilityId, now);
  const party = partyOf(body.unitItems, slotHasVip(slot, e));
  const { cartId } = await createPartnerBasket(deps, { partnerId: caller.partnerId, partnerType: 'reseller' });
  try {
    const id = await lockingTransaction(deps.db, async (tx) => {
      let hold = await placeHold(tx, cartId, { slotId: slot.id, category: e.category, language: tourLanguage(body.contact, view), party }, now, deps.holdMinutes);
      if (body.expirationMinutes) hold = { ...hold, holdExpiresAt: await extendHold(tx, cartId, hold.id, body.expirationMinutes, now) };
      const row = await insertOctoBooking(tx, {
        uuid,
        partnerId: caller.partnerId,
        keyId: caller.keyId,
        status: 'ON_HOLD',
        experienceId: e.id,
        slotId: slot.id,
        category: e.category,
        language: hold.language,
        cartId,
        holdId: hold.id,
        expiresAt: hold.holdExpiresAt,
        unitItems: party.items,
        contact: body.contact ?? {},
        notes: body.notes ?? null,
        resellerReference: body.resellerReference ?? null,
        unitPriceCents: hold.unitPriceCents,
        vipSupplementCents: hold.vipSupplementCents,
        createdAt: now,
        updatedAt: now,
      });
      return row.id;
    });
    return octoBookingAnswer(deps, caller, view, id);
  } catch (err) {
    // The same uuid sent twice at once: the first one made it.
    if (pgConstraint(err) === 'octo_bookings_uuid_unique') {
      const first = await sameUuid(deps, caller, view, uuid);
      if (first) return first;
    }
    throw err;
  }
}

async function sameUuid(deps: OctoBookingDeps, caller: OctoCaller, view: OctoView, uuid: string): Promise<OctoBooking | undefined> {
  const taken = await uuidTaken(deps.db, uuid);
  if (!taken) return undefined;
  if (taken.partnerId !== caller.partnerId) throw invalidBookingUuid(uuid);
  return octoBookingAnswer(deps, caller, view, taken.id);
}
