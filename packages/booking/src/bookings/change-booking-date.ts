import { defaultRefundPolicy, type DateOption, type DateChangeBlockReason, type ManageBooking } from '@tenuta/contracts';
import { bookings } from '@tenuta/db';
import { eq, sql } from 'drizzle-orm';
import { findSlots } from '../availability/availability-repository.ts';
import { MAX_RANGE_DAYS } from '../availability/list-available-slots.ts';
import { checkHold, currentPrices, resolveLanguage } from '../cart/hold-rules.ts';
import { kickOutbox } from '../checkout/checkout-deps.ts';
import { DomainError, isDomainError, notFound } from '../errors.ts';
import { findSlotWithOccupancy, freeSeats, type SlotWithOccupancy } from '../holds/index.ts';
import { addDays, romeDate } from '../rome-time.ts';
import { lockingTransaction } from '../transaction.ts';
import { issueBookingAccessToken } from './booking-access.ts';
import { dateChangeTerms } from './booking-policy.ts';
import { recordBookingDateChange } from './booking-transitions.ts';
import { managedBookingView, requireBookingAccess, type BookingAccess } from './get-managed-booking.ts';
import type { GuestBookingDeps } from './guest-booking-deps.ts';
import { loadManagedBooking, lockBooking, type ManagedBookingRow } from './manage-booking-repository.ts';
import { queueDateChangedEmail } from './queue-booking-emails.ts';

const invalid = (message: string, detail?: string) => new DomainError('validation_error', message, detail ?? message);

const refusal: Record<DateChangeBlockReason, () => DomainError> = {
  too_late: () => new DomainError('conflict', 'The date can be changed for free only up to 7 days before the start', 'Contact us to change the date of this booking.'),
  not_active: () => new DomainError('conflict', 'This booking can no longer change date'),
};

/**
 * Whether `slot` can take the booking as a free change of date: the same
 * experience, from tomorrow (Rome) on, the tour language offered, the hold
 * rules (seats, CHOICE category, VIP privacy) met, and the same price (a
 * free change keeps the amounts). Throws the reason otherwise.
 */
function checkTarget(b: ManagedBookingRow, slot: SlotWithOccupancy | undefined, now: Date): void {
  if (!slot || !slot.isActive) throw invalid('This date is no longer offered');
  if (slot.id === b.slotId) throw invalid('This is already the date of your booking');
  if (slot.romeDate <= romeDate(now)) throw invalid('Choose a date from tomorrow on');
  const sameExperience = b.experienceId !== null ? slot.experienceId === b.experienceId : slot.experienceId === null && slot.category === 'CHOICE';
  if (!sameExperience) throw invalid('This slot is for another experience', 'A change of date keeps the same experience');
  resolveLanguage(slot, b.language);
  checkHold(slot, { category: b.category, adults: b.adults, children: b.children, vip: b.vip });
  const prices = currentPrices(slot, b.category, b.vip);
  if (prices.unitPriceCents !== b.unitPriceCents || prices.vipSupplementCents !== (b.vip ? b.vipSupplementCents : 0)) {
    throw invalid('This date has a different price', 'A free change of date keeps the price of the booking: contact us to move to a date with another price.');
  }
}

const fits = (b: ManagedBookingRow, slot: SlotWithOccupancy, now: Date): boolean => {
  try {
    checkTarget(b, slot, now);
    return true;
  } catch (e) {
    if (isDomainError(e)) return false;
    throw e;
  }
};

export interface DateOptions {
  allowedFree: boolean;
  deadline: Date;
  reason: DateChangeBlockReason | null;
  options: DateOption[];
}

/** GET /api/bookings/{id}/date-options?token=: the other slots of the same experience, from tomorrow, that fit the party. */
export async function listDateOptions(deps: Pick<GuestBookingDeps, 'db' | 'clock' | 'refundPolicy'>, access: BookingAccess): Promise<DateOptions> {
  const found = await requireBookingAccess(deps, access);
  const now = deps.clock.now();
  const b = await loadManagedBooking(deps.db, found.id);
  if (!b) throw notFound('Booking');
  const terms = dateChangeTerms({ status: b.status, startsAt: b.startsAt }, now, deps.refundPolicy ?? defaultRefundPolicy);
  if (!terms.allowedFree) return { allowedFree: false, deadline: terms.deadline, reason: terms.reason, options: [] };
  const fromDate = addDays(romeDate(now), 1);
  const candidates = await findSlots(deps.db, {
    fromDate,
    toDate: addDays(fromDate, MAX_RANGE_DAYS),
    after: now,
    now,
    ...(b.experienceId !== null ? { experienceId: b.experienceId } : { categories: ['CHOICE' as const] }),
    language: b.language,
  });
  const options = candidates
    .filter((s) => fits(b, s, now))
    .map((s) => ({ slot_id: s.id, date: s.romeDate, start_time: s.romeStart, end_time: s.romeEnd, starts_at: s.startsAt.toISOString(), capacity_free: freeSeats(s) }));
  return { allowedFree: true, deadline: terms.deadline, reason: null, options };
}

export interface ChangeDateResult {
  booking: ManageBooking;
  previous: { slot_id: number; starts_at: string; date: string; start_time: string };
  emailQueued: boolean;
}

/**
 * POST /api/bookings/{id}/change-date?token=. In ONE transaction: lock the
 * booking, re-check the free-change window (7+ days before the current
 * start), lock both slot rows in ascending id order, re-read the target's
 * seats in a later statement and check it (checkTarget), move the booking
 * (audit row date_changed), and queue the e-mail with the new .ics.
 */
export async function changeBookingDate(deps: GuestBookingDeps, access: BookingAccess & { slotId: number; locale?: 'it' | 'en' }): Promise<ChangeDateResult> {
  const found = await requireBookingAccess(deps, access);
  const policy = deps.refundPolicy ?? defaultRefundPolicy;
  const done = await lockingTransaction(deps.db, async (tx) => {
    const now = deps.clock.now();
    const locked = await lockBooking(tx, found.id);
    if (!locked) throw notFound('Booking');
    const terms = dateChangeTerms({ status: locked.status, startsAt: locked.startsAt }, now, policy);
    if (!terms.allowedFree) throw refusal[terms.reason ?? 'not_active']();
    if (access.slotId === locked.slotId) throw invalid('This is already the date of your booking');
    for (const id of [locked.slotId, access.slotId].sort((a, b) => a - b)) await tx.execute(sql`SELECT id FROM slots WHERE id = ${id} FOR UPDATE`);
    const b = await loadManagedBooking(tx, found.id);
    if (!b) throw notFound('Booking');
    const target = await findSlotWithOccupancy(tx, access.slotId, now);
    checkTarget(b, target, now);
    await recordBookingDateChange(tx, found.id, 'guest', {
      toSlotId: target!.id,
      data: { from_starts_at: b.startsAt.toISOString(), to_starts_at: target!.startsAt.toISOString() },
    });
    const token = await issueBookingAccessToken(tx, found.id, 'date_change');
    const [guest] = await tx.select({ id: bookings.id, customerEmail: bookings.customerEmail, locale: bookings.locale }).from(bookings).where(eq(bookings.id, found.id));
    const emailQueued = await queueDateChangedEmail(tx, guest!, b.startsAt, token);
    return { previous: { slot_id: b.slotId, starts_at: b.startsAt.toISOString(), date: b.romeDate, start_time: b.romeStart }, emailQueued };
  });
  kickOutbox(deps);
  const booking = await managedBookingView(deps.db, deps, found.id, access.locale ?? 'it');
  return { booking, ...done };
}
