import type { StaffBookingDateOptionsData, StaffBookingDetail } from '@tenuta/contracts';
import { findDateOptions, moveBookingDate, type DateChangeRules } from './change-booking-date.ts';
import { loadManagedBooking } from './manage-booking-repository.ts';
import { notFound } from '@tenuta/core';
import { recordStaffAction, staffEventActor, type StaffActor } from '@tenuta/core';
import { resolveStaffBooking, staffBookingView } from './get-staff-booking.ts';
import { queueOctoBookingUpdates } from '../octo-webhooks/queue-octo-booking-update.ts';
import type { StaffBookingDeps } from './staff-booking-deps.ts';

/**
 * Staff move a booking under the guest's locks and seat re-check, without
 * the guest's limits: any time before the start (no 7-day window), to any
 * slot of the same experience not yet started, also at another price (the
 * booking keeps its amounts). Same party, category, language and VIP rules.
 */
export const STAFF_DATE_CHANGE: DateChangeRules = { freeChangeOnly: false, earliest: 'now', samePrice: false };

/** GET /api/staff/bookings/{id}/date-options: where staff can move the booking now. */
export async function listStaffDateOptions(deps: Pick<StaffBookingDeps, 'db' | 'clock'>, ref: string | number): Promise<StaffBookingDateOptionsData> {
  const found = await resolveStaffBooking(deps.db, ref);
  const now = deps.clock.now();
  const b = await loadManagedBooking(deps.db, found.id);
  if (!b) throw notFound('Booking');
  const active = ['pending', 'confirmed', 'paid'].includes(b.status) && b.startsAt.getTime() > now.getTime();
  if (!active) return { allowed: false, options: [] };
  const options = await findDateOptions(deps.db, b, now, STAFF_DATE_CHANGE);
  return {
    allowed: true,
    options: options.flatMap(({ option, slot }) => {
      const unit = b.category === 'TRUFFLE' ? slot.trufflePriceCents : slot.winePriceCents;
      return unit === null ? [] : [{ ...option, unit_price_cents: unit, same_price: unit === b.unitPriceCents }];
    }),
  };
}

/** POST /api/staff/bookings/{id}/change-date: the move, the guest's e-mail with the new date, the audit row. */
export async function changeBookingDateByStaff(deps: StaffBookingDeps, input: { ref: string | number; slotId: number }, actor: StaffActor): Promise<StaffBookingDetail> {
  const found = await resolveStaffBooking(deps.db, input.ref);
  await moveBookingDate(deps, {
    bookingId: found.id,
    slotId: input.slotId,
    actor: staffEventActor(actor),
    rules: STAFF_DATE_CHANGE,
    record: async (tx, m) => {
      // A booking made through the OCTO API: its reseller's system hears of the new date (same transaction).
      await queueOctoBookingUpdates(tx, { bookingIds: [found.id], at: deps.clock.now() });
      await recordStaffAction(tx, actor, {
        action: 'booking.change_date',
        targetType: 'booking',
        targetId: found.id,
        before: { slot_id: m.previous.slot_id, starts_at: m.previous.starts_at },
        after: { slot_id: m.toSlotId, starts_at: m.toStartsAt, email_queued: m.emailQueued },
      });
    },
  });
  return staffBookingView(deps, found.id);
}
