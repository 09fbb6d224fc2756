import { sql, type SQL } from 'drizzle-orm';
import type { OctoBooking, OctoBookingsQuery } from '@tenuta/contracts';
import type { BookingDeps } from '../deps.ts';
import { octoBookingAnswer } from './octo-booking-answer.ts';
import { findOctoBookingRecords, findOwnOctoBooking } from './octo-booking-repository.ts';
import { toOctoBookings } from './octo-booking-view.ts';
import { OCTO_OPTION_ID, type OctoCaller, type OctoView } from './octo-view.ts';

type ReadDeps = Pick<BookingDeps, 'db' | 'clock'>;

/** GET /octo/bookings/{uuid}: one of the caller's OCTO bookings; any other uuid is INVALID_BOOKING_UUID (as not found). */
export async function getOctoBooking(deps: ReadDeps, caller: OctoCaller, view: OctoView, uuid: string): Promise<OctoBooking> {
  const row = await findOwnOctoBooking(deps.db, caller.partnerId, uuid);
  return octoBookingAnswer(deps, caller, view, row.id);
}

/** The most bookings one list answers. */
export const OCTO_LIST_LIMIT = 500;

/**
 * GET /octo/bookings?resellerReference=|supplierReference=|localDate=|localDateStart=&localDateEnd=:
 * the caller's OCTO bookings only, newest first; supplierReference is the site's booking number,
 * the dates are the Rome dates of the experience.
 */
export async function listOctoBookings(deps: ReadDeps, caller: OctoCaller, view: OctoView, q: OctoBookingsQuery): Promise<OctoBooking[]> {
  if (q.optionId && q.optionId !== OCTO_OPTION_ID) return [];
  const where: SQL[] = [sql`o.partner_id = ${caller.partnerId}`];
  const day = sql`(s.starts_at AT TIME ZONE 'Europe/Rome')::date`;
  if (q.resellerReference) where.push(sql`o.reseller_reference = ${q.resellerReference}`);
  if (q.supplierReference) where.push(sql`b.booking_number = ${q.supplierReference}`);
  if (q.localDate) where.push(sql`${day} = ${q.localDate}::date`);
  if (q.localDateStart && q.localDateEnd) where.push(sql`${day} BETWEEN ${q.localDateStart}::date AND ${q.localDateEnd}::date`);
  if (q.productId) where.push(sql`e.slug = ${q.productId}`);
  const recs = await findOctoBookingRecords(deps.db, sql.join(where, sql` AND `), OCTO_LIST_LIMIT);
  return toOctoBookings(deps.db, recs, caller.partnerId, view, deps.clock.now());
}
