import type { OctoBooking } from '@tenuta/contracts';
import { lockingTransaction } from '@tenuta/core';
import { HOLD_MINUTES } from '../holds/index.ts';
import { octoBookingAnswer } from './octo-booking-answer.ts';
import { findOwnOctoBooking, lockOctoBooking, saveOctoBooking } from './octo-booking-repository.ts';
import type { OctoBookingDeps } from './octo-deps.ts';
import { unprocessable } from './octo-errors.ts';
import { extendHold } from './octo-holds.ts';
import type { OctoCaller, OctoView } from './octo-view.ts';

/**
 * POST /octo/bookings/{uuid}/extend: a reservation's hold lasts `expirationMinutes` (default the
 * site's hold length) from now, never past the site's maximum life of a hold and never shorter
 * than it already is. Locks: the OCTO booking, its cart, its hold. Expired, confirmed or
 * cancelled: UNPROCESSABLE_ENTITY.
 */
export async function extendOctoBooking(deps: OctoBookingDeps, caller: OctoCaller, view: OctoView, uuid: string, minutes?: number): Promise<OctoBooking> {
  const row = await findOwnOctoBooking(deps.db, caller.partnerId, uuid);
  await lockingTransaction(deps.db, async (tx) => {
    const now = deps.clock.now();
    const locked = await lockOctoBooking(tx, row.id);
    if (locked.status !== 'ON_HOLD' || !locked.holdId || !locked.cartId)
      throw unprocessable('Si può prolungare solo una prenotazione provvisoria (ON_HOLD)', 'Only a reservation on hold (ON_HOLD) can be extended');
    const until = await extendHold(tx, locked.cartId, locked.holdId, minutes ?? deps.holdMinutes ?? HOLD_MINUTES, now);
    await saveOctoBooking(tx, row.id, { expiresAt: until });
  });
  return octoBookingAnswer(deps, caller, view, row.id);
}
