import { eq, sql } from 'drizzle-orm';
import type { StaffSlotExperience } from '@tenuta/contracts';
import { experiences, type Experience } from '@tenuta/db';
import { isValidCutoff, MAX_CUTOFF_MINUTES } from '../cutoff/index.ts';
import { DomainError, notFound } from '@tenuta/core';
import { recordStaffAction, type StaffActor } from '@tenuta/core';
import { lockingTransaction } from '@tenuta/core';
import { toSlotExperience } from './staff-slot-mapper.ts';
import type { StaffSlotsDeps } from './staff-slots-deps.ts';

/**
 * PATCH /api/staff/experiences/{id}/cutoff: how many minutes before a slot's
 * start online sales of this experience stop (null: the category's default;
 * docs/domain/booking-cutoff.md). Holds already in carts keep their seats;
 * the next availability read and every add after the change use it.
 * Audit row experience.cutoff with before and after.
 */
export async function setBookingCutoff(deps: Pick<StaffSlotsDeps, 'db'>, actor: StaffActor, experienceId: number, minutes: number | null): Promise<StaffSlotExperience> {
  if (!isValidCutoff(minutes)) {
    throw new DomainError('validation_error', `The cut-off must be whole minutes from 0 to ${MAX_CUTOFF_MINUTES}`, 'cutoff_out_of_range');
  }
  return lockingTransaction(deps.db, async (tx) => {
    const locked = await tx.execute<{ booking_cutoff_minutes: number | null }>(sql`SELECT booking_cutoff_minutes FROM experiences WHERE id = ${experienceId} FOR UPDATE`);
    const before = locked.rows[0];
    if (!before) throw notFound('Experience');
    const [row] = (await tx.update(experiences).set({ bookingCutoffMinutes: minutes }).where(eq(experiences.id, experienceId)).returning()) as Experience[];
    if (!row) throw notFound('Experience');
    await recordStaffAction(tx, actor, {
      action: 'experience.cutoff',
      targetType: 'experience',
      targetId: experienceId,
      before: { booking_cutoff_minutes: before.booking_cutoff_minutes },
      after: { booking_cutoff_minutes: minutes },
    });
    return toSlotExperience(row);
  });
}
