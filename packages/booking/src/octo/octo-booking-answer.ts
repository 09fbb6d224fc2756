import type { OctoBooking } from '@tenuta/contracts';
import type { BookingDeps } from '../deps.ts';
import { findOctoBookingRecord } from './octo-booking-repository.ts';
import { toOctoBookings } from './octo-booking-view.ts';
import type { OctoCaller, OctoView } from './octo-view.ts';

/** One OCTO booking as the API answers it now (after a change, or for GET). */
export async function octoBookingAnswer(deps: Pick<BookingDeps, 'db' | 'clock'>, caller: OctoCaller, view: OctoView, id: number): Promise<OctoBooking> {
  const rec = await findOctoBookingRecord(deps.db, id);
  const [answer] = await toOctoBookings(deps.db, [rec], caller.partnerId, view, deps.clock.now());
  return answer!;
}
