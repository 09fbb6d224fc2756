import type { OctoBooking } from '@tenuta/contracts';
import { isDomainError, lockingTransaction } from '@tenuta/core';
import { cancelPartnerOrder } from '../partner-orders/cancel-partner-order.ts';
import { octoBookingAnswer } from './octo-booking-answer.ts';
import { findOwnOctoBooking, lockOctoBooking, saveOctoBooking } from './octo-booking-repository.ts';
import type { OctoBookingDeps } from './octo-deps.ts';
import { unprocessable } from './octo-errors.ts';
import { releaseHold } from './octo-holds.ts';
import type { OctoCaller, OctoView } from './octo-view.ts';

const DEFAULT_REASON = 'Cancelled through the OCTO API';

/**
 * POST /octo/bookings/{uuid}/cancel. A reservation: its hold is freed at once (nothing was
 * charged). A confirmed booking: the partner area's cancellation of an order (cancelPartnerOrder:
 * the booking's lock, THE refund policy at this instant; on account no money moves and the
 * policy's share of the net stays owed; a tasting is just cancelled; the e-mails), only before
 * the start (UNPROCESSABLE_ENTITY after). Cancelling again answers the cancelled booking.
 */
export async function cancelOctoBooking(deps: OctoBookingDeps, caller: OctoCaller, view: OctoView, uuid: string, reason?: string | null): Promise<OctoBooking> {
  const row = await findOwnOctoBooking(deps.db, caller.partnerId, uuid);
  const why = reason?.trim() || null;
  if (row.status === 'CANCELLED') return octoBookingAnswer(deps, caller, view, row.id);
  if (row.status !== 'CONFIRMED') {
    const confirmedMeanwhile = await lockingTransaction(deps.db, async (tx) => {
      const locked = await lockOctoBooking(tx, row.id);
      if (locked.status === 'CONFIRMED') return true;
      if (locked.status === 'CANCELLED') return false;
      await releaseHold(tx, locked.holdId);
      await saveOctoBooking(tx, row.id, { status: 'CANCELLED', holdId: null, cancelledAt: deps.clock.now(), cancelReason: why });
      return false;
    });
    if (!confirmedMeanwhile) return octoBookingAnswer(deps, caller, view, row.id);
  }
  try {
    await cancelPartnerOrder(deps, { partnerId: caller.partnerId, partnerType: 'reseller', role: 'owner' }, row.bookingId!, why ?? DEFAULT_REASON, {
      actor: `octo:key-${caller.keyId}`,
      eventData: { partner_id: caller.partnerId, octo_key_id: caller.keyId, channel: 'octo' },
      record: async (tx) => saveOctoBooking(tx, row.id, { status: 'CANCELLED', cancelledAt: deps.clock.now(), cancelReason: why }),
    });
  } catch (err) {
    // Already cancelled on the estate's side: the booking says so.
    if (isDomainError(err) && err.detail === 'already_cancelled') return octoBookingAnswer(deps, caller, view, row.id);
    if (isDomainError(err) && err.detail === 'cancel_too_late')
      throw unprocessable("L'esperienza è già iniziata: la prenotazione non si può più cancellare", 'The experience has started: the booking can no longer be cancelled');
    throw err;
  }
  return octoBookingAnswer(deps, caller, view, row.id);
}
