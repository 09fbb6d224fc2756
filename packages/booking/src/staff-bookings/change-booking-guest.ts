import { eq, sql } from 'drizzle-orm';
import { bookings, type Database } from '@tenuta/db';
import { DomainError, lockingTransaction, notFound, recordStaffAction, staffEventActor, type StaffActor } from '@tenuta/core';
import { writeEvent } from '../bookings/booking-transitions.ts';
import { resolveStaffBooking } from '../bookings/get-staff-booking.ts';

/** The guest's details staff correct: each field given replaces the booking's (null clears e-mail or phone). */
export interface GuestChange {
  ref: string | number;
  name?: string | undefined;
  email?: string | null | undefined;
  phone?: string | null | undefined;
  locale?: 'it' | 'en' | undefined;
}

const FIELDS = { name: 'customerName', email: 'customerEmail', phone: 'customerPhone', locale: 'locale' } as const;
type Field = keyof typeof FIELDS;

/**
 * POST /api/staff/bookings/{id}/guest: staff correct the guest's name, e-mail, phone or the
 * language of their e-mails, in any state (a typo is fixed after the visit too). Under the
 * booking's lock; the booking's event and the audit row say which fields changed and who changed
 * them, never the values (the audit log outlives the personal data the retention run erases).
 * E-mails already sent stay as they were; later ones follow the new details.
 */
export async function changeBookingGuest(deps: { db: Database }, input: GuestChange, actor: StaffActor): Promise<{ bookingId: number; changed: Field[] }> {
  const found = await resolveStaffBooking(deps.db, input.ref);
  const changed = await lockingTransaction(deps.db, async (tx): Promise<Field[]> => {
    const [b] = await tx.select().from(bookings).where(eq(bookings.id, found.id)).for('update');
    if (!b) throw notFound('Booking');
    const wanted: Partial<Record<Field, string | null>> = {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.email !== undefined ? { email: input.email?.toLowerCase() ?? null } : {}),
      ...(input.phone !== undefined ? { phone: input.phone } : {}),
      ...(input.locale !== undefined ? { locale: input.locale } : {}),
    };
    const fields = (Object.keys(wanted) as Field[]).filter((f) => (b[FIELDS[f]] ?? null) !== wanted[f]);
    if (fields.length === 0) throw new DomainError('validation_error', 'Nothing to change', 'guest_unchanged');
    await tx
      .update(bookings)
      .set({ ...Object.fromEntries(fields.map((f) => [FIELDS[f], wanted[f]])), updatedAt: sql`now()` })
      .where(eq(bookings.id, b.id));
    await writeEvent(tx, { bookingId: b.id, type: 'guest_changed', from: b.status, to: b.status, actor: staffEventActor(actor), data: { fields } });
    await recordStaffAction(tx, actor, { action: 'booking.change_guest', targetType: 'booking', targetId: b.id, after: { fields } });
    return fields;
  });
  return { bookingId: found.id, changed };
}
