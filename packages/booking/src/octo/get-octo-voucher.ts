import { getPartnerVoucher } from '../partner-orders/get-partner-voucher.ts';
import type { BookingDeps } from '../deps.ts';
import { findOwnOctoBooking } from './octo-booking-repository.ts';
import { unprocessable } from './octo-errors.ts';
import type { OctoCaller } from './octo-view.ts';

/**
 * GET /octo/bookings/{uuid}/voucher (the PDF_URL of a confirmed booking, fetched with the API key):
 * the site's voucher of the booking, as the partner area downloads it (the check-in QR code, the
 * agency and its reference, never a price). None before confirmation or once cancelled. It is
 * the guest's document: in the guest's language (the booking's, from the contact's locales), not
 * in the language of the reseller's system that fetches it.
 */
export async function getOctoVoucher(deps: Pick<BookingDeps, 'db'>, caller: OctoCaller, uuid: string): Promise<{ filename: string; pdf: Buffer }> {
  const row = await findOwnOctoBooking(deps.db, caller.partnerId, uuid);
  if (row.status !== 'CONFIRMED' || !row.bookingId) throw unprocessable('Il voucher esiste solo per una prenotazione confermata', 'A voucher exists only for a confirmed booking');
  return getPartnerVoucher(deps, { partnerId: caller.partnerId, partnerType: 'reseller' }, row.bookingId);
}
