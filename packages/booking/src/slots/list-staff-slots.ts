import type { StaffSlotsData } from '@tenuta/contracts';
import { checkCalendarRange } from './slot-series.ts';
import { toSlotExperience, toStaffSlot } from './staff-slot-mapper.ts';
import { listSlotExperiences, queryStaffSlots, romeDaysCondition } from './staff-slot-repository.ts';
import type { StaffSlotsDeps } from './staff-slots-deps.ts';

/**
 * GET /api/staff/slots?from&to: every slot starting on those Rome days
 * (open, closed and cancelled), with seats booked, held (unexpired holds) and
 * free computed from rows by the booking engine's occupancy query; and the
 * experiences a new slot can offer.
 */
export async function listStaffSlots(deps: Pick<StaffSlotsDeps, 'db' | 'clock'>, range: { from: string; to: string }): Promise<StaffSlotsData> {
  checkCalendarRange(range.from, range.to);
  const [slots, experiences] = await Promise.all([queryStaffSlots(deps.db, romeDaysCondition(range.from, range.to), deps.clock.now()), listSlotExperiences(deps.db)]);
  return { from: range.from, to: range.to, slots: slots.map(toStaffSlot), experiences: experiences.map(toSlotExperience) };
}
