import type { StaffBookingHistoryEntry } from '@tenuta/contracts';
import type { BookingEvent, BookingNote, StaffAuditEntry } from '@tenuta/db';
import type { StaffName } from './booking-record-repository.ts';

/** The staff id of a booking_events actor `staff:<id>`. */
export const eventStaffId = (actor: string): number | null => {
  const m = /^staff:(\d{1,10})$/.exec(actor);
  return m ? Number(m[1]) : null;
};

const actorKind = (actor: string): StaffBookingHistoryEntry['actor_kind'] => (actor.startsWith('staff:') ? 'staff' : actor === 'guest' || actor === 'webhook' ? actor : 'system');

/** The event a staff note writes beside the note itself (the note is shown instead). */
export const NOTE_EVENT = 'note_added';

/**
 * One timeline of a booking: its state changes, its internal notes, and the
 * staff actions on it. A staff action writes its audit row in the same
 * transaction as its event or note (same instant, same member): that pair is
 * shown once, as the event or the note; audit rows with no such partner
 * (other areas' actions) are shown as they are. Oldest first.
 */
export function bookingHistory(
  r: { events: readonly BookingEvent[]; audit: readonly StaffAuditEntry[]; notes: readonly BookingNote[] },
  names: ReadonlyMap<number, StaffName>,
): StaffBookingHistoryEntry[] {
  const who = (id: number | null) => (id === null ? null : (names.get(id) ?? { id, name: `#${id}`, email: '' }));
  const partner = new Set<string>();
  const out: StaffBookingHistoryEntry[] = [];
  for (const e of r.events) {
    const staffId = eventStaffId(e.actor);
    if (staffId !== null) partner.add(`${e.createdAt.getTime()}|${staffId}`);
    if (e.type === NOTE_EVENT) continue;
    out.push({
      id: `event-${e.id}`,
      source: 'event',
      at: e.createdAt.toISOString(),
      type: e.type,
      actor_kind: actorKind(e.actor),
      staff: who(staffId),
      from_status: e.fromStatus,
      to_status: e.toStatus,
      data: e.data,
      body: null,
    });
  }
  for (const n of r.notes) {
    partner.add(`${n.createdAt.getTime()}|${n.staffId}`);
    out.push({
      id: `note-${n.id}`,
      source: 'note',
      at: n.createdAt.toISOString(),
      type: 'note',
      actor_kind: 'staff',
      staff: who(n.staffId),
      from_status: null,
      to_status: null,
      data: null,
      body: n.body,
    });
  }
  for (const a of r.audit) {
    if (a.staffId !== null && partner.has(`${a.createdAt.getTime()}|${a.staffId}`)) continue;
    out.push({
      id: `audit-${a.id}`,
      source: 'audit',
      at: a.createdAt.toISOString(),
      type: a.action,
      actor_kind: a.staffId === null ? 'system' : 'staff',
      staff: a.staffId === null ? null : who(a.staffId),
      from_status: null,
      to_status: null,
      data: { ...(a.before ? { before: a.before } : {}), ...(a.after ? { after: a.after } : {}) },
      body: null,
    });
  }
  // A stable sort: at one instant, events before notes before other staff actions.
  return out.sort((x, y) => x.at.localeCompare(y.at));
}
