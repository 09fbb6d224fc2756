import { staffAuditLog } from '@tenuta/db';
import type { Executor } from '../transaction.ts';
import type { StaffAuditAction, StaffAuditTarget } from './audit-actions.ts';

/** Who acted: a staff member, or the command line / the system (no account). */
export type AuditActor = { id: number; email: string } | { id: null; email: string };

/** A signed-in staff member acting through a back-office use case. */
export interface StaffActor {
  id: number;
  email: string;
}

/** The booking_events actor of a staff member. */
export const staffEventActor = (a: StaffActor) => `staff:${a.id}` as const;

export interface AuditRecord {
  /** e.g. slot.create, booking.cancel: one of the actions the audit page has words for (audit-actions.ts). */
  action: StaffAuditAction;
  /** e.g. slot, booking, coupon, review, message, staff, export */
  targetType: StaffAuditTarget;
  targetId?: string | number | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/**
 * Writes one row of the staff audit log (append-only: a trigger refuses
 * UPDATE and DELETE). Call it inside the transaction of the change itself, so
 * the record and the change commit together or not at all.
 */
export async function recordStaffAction(tx: Executor, actor: AuditActor, record: AuditRecord, at?: Date): Promise<void> {
  await tx.insert(staffAuditLog).values({
    staffId: actor.id,
    actorEmail: actor.email,
    action: record.action,
    targetType: record.targetType,
    targetId: record.targetId == null ? null : String(record.targetId),
    before: record.before ?? null,
    after: record.after ?? null,
    ...(at ? { createdAt: at } : {}),
  });
}
