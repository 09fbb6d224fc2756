import { defaultRefundPolicy, type DateOption, type DateChangeBlockReason, type ManageBooking } from '@tenuta/contracts';
import { bookings } from '@tenuta/db';
import { eq, sql } from 'drizzle-orm';
import { findSlots } from '../availability/availability-repository.ts';
import { MAX_RANGE_DAYS } from '../availability/list-available-slots.ts';
import { checkHold, currentPrices, resolveLanguage } from '../cart/hold-rules.ts';
import { kickOutbox } from '../checkout/checkout-deps.ts';
import { DomainError, isDomainError, notFound } from '@tenuta/core';
import { findSlotWithOccupancy, freeSeats, type SlotWithOccupancy } from '../holds/index.ts';
import { addDays, romeDate } from '@tenuta/core';
import { lockingTransaction, type Executor, type Transaction } from '@tenuta/core';
import { issueBookingAccessToken } from './booking-access.ts';
import { dateChangeTerms } from './booking-policy.ts';
import { recordBookingDateChange, type Actor } from './booking-transitions.ts';
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
 * Who moves the booking decides the rules; the locks and the seat re-check
 * are the same. The guest: a free change (7+ days before), to a date from
 * tomorrow at the same price. Staff: any time before the start, to any slot
 * not yet started, at another price too (the booking keeps its amounts).
 */
export interface DateChangeRules {
  freeChangeOnly: boolean;
  earliest: 'tomorrow' | 'now';
  samePrice: boolean;
}
export const GUEST_DATE_CHANGE: DateChangeRules = { freeChangeOnly: true, earliest: 'tomorrow', samePrice: true };

/**
 * Whether `slot` can take the booking: the same experience, not too soon
 * (rules.earliest), the tour language offered, the hold rules (seats, CHOICE
 * category, VIP privacy) met, and the same price when the rules say so.
 * Throws the reason otherwise.
 */
function checkTarget(b: ManagedBookingRow, slot: SlotWithOccupancy | undefined, now: Date, rules: DateChangeRules): void {
  if (!slot?.isActive) throw invalid('This date is no longer offered');
  if (slot.id === b.slotId) throw invalid('This is already the date of your booking');
  if (rules.earliest === 'tomorrow' && slot.romeDate <= romeDate(now)) throw invalid('Choose a date from tomorrow on');
  if (slot.startsAt.getTime() <= now.getTime()) throw invalid('This slot has already started');
  // A CHOICE slot not tied to an experience fits any booking of its category (checkHold and the same price decide).
  const openChoice = slot.experienceId === null && slot.category === 'CHOICE';
  const sameExperience = b.experienceId !== null ? slot.experienceId === b.experienceId || openChoice : openChoice;
  if (!sameExperience) throw invalid('This slot is for another experience', 'A change of date keeps the same experience');
  resolveLanguage(slot, b.language);
  checkHold(slot, { category: b.category, adults: b.adults, children: b.children, vip: b.vip });
  if (!rules.samePrice) return;
  const prices = currentPrices(slot, b.category, b.vip);
  if (prices.unitPriceCents !== b.unitPriceCents || prices.vipSupplementCents !== (b.vip ? b.vipSupplementCents : 0)) {
    throw invalid('This date has a different price', 'A free change of date keeps the price of the booking: contact us to move to a date with another price.');
  }
}

const fits = (b: ManagedBookingRow, slot: SlotWithOccupancy, now: Date, rules: DateChangeRules): boolean => {
  try {
    checkTarget(b, slot, now, rules);
    return true;
  } catch (e) {
    if (isDomainError(e)) return false;
    throw e;
  }
};

/**
 * The slots of the booking's experience, and the CHOICE slots that can still become its category
 * at the same price, within the booking window, that the party fits under `rules`; by start.
 */
export async function findDateOptions(db: Executor, b: ManagedBookingRow, now: Date, rules: DateChangeRules): Promise<{ option: DateOption; slot: SlotWithOccupancy }[]> {
  const fromDate = rules.earliest === 'tomorrow' ? addDays(romeDate(now), 1) : romeDate(now);
  const window = { fromDate, toDate: addDays(fromDate, MAX_RANGE_DAYS), after: now, now, language: b.language };
  const own = b.experienceId !== null ? await findSlots(db, { ...window, experienceId: b.experienceId, withPartnersOnly: true }) : [];
  const choice = await findSlots(db, { ...window, categories: ['CHOICE' as const] });
  const seen = new Set<number>();
  const candidates = [...own, ...choice]
    .filter((s) => {
      if (seen.has(s.id)) return false;
      seen.add(s.id);
      return true;
    })
    .sort((x, y) => x.startsAt.getTime() - y.startsAt.getTime() || x.id - y.id);
  return candidates
    .filter((s) => fits(b, s, now, rules))
    .map((s) => ({
      option: { slot_id: s.id, date: s.romeDate, start_time: s.romeStart, end_time: s.romeEnd, starts_at: s.startsAt.toISOString(), capacity_free: freeSeats(s) },
      slot: s,
    }));
}

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
  const options = (await findDateOptions(deps.db, b, now, GUEST_DATE_CHANGE)).map((o) => o.option);
  return { allowedFree: true, deadline: terms.deadline, reason: null, options };
}

export interface DateMove {
  previous: { slot_id: number; starts_at: string; date: string; start_time: string };
  toSlotId: number;
  toStartsAt: string;
  emailQueued: boolean;
}

/**
 * The one change of date, for the guest's link and for staff. In ONE
 * transaction: lock the booking, re-check its state (and, for the guest, the
 * free-change window), lock both slot rows in ascending id order, re-read the
 * target's seats in a later statement and check it (checkTarget), move the
 * booking (booking_events date_changed), and queue the guest's e-mail with a
 * fresh manage link and the new .ics. `record` runs in the same transaction.
 */
export async function moveBookingDate(
  deps: GuestBookingDeps,
  move: { bookingId: number; slotId: number; actor: Actor; rules: DateChangeRules; record?: (tx: Transaction, m: DateMove) => Promise<void> },
): Promise<DateMove> {
  const policy = deps.refundPolicy ?? defaultRefundPolicy;
  const done = await lockingTransaction(deps.db, async (tx) => {
    const now = deps.clock.now();
    const locked = await lockBooking(tx, move.bookingId);
    if (!locked) throw notFound('Booking');
    const terms = dateChangeTerms({ status: locked.status, startsAt: locked.startsAt }, now, policy);
    if (move.rules.freeChangeOnly ? !terms.allowedFree : terms.reason === 'not_active') throw refusal[terms.reason ?? 'not_active']();
    if (move.slotId === locked.slotId) throw invalid('This is already the date of your booking');
    for (const id of [locked.slotId, move.slotId].sort((a, b) => a - b)) await tx.execute(sql`SELECT id FROM slots WHERE id = ${id} FOR UPDATE`);
    const b = await loadManagedBooking(tx, move.bookingId);
    if (!b) throw notFound('Booking');
    const target = await findSlotWithOccupancy(tx, move.slotId, now);
    checkTarget(b, target, now, move.rules);
    await recordBookingDateChange(tx, move.bookingId, move.actor, {
      toSlotId: target!.id,
      data: { from_starts_at: b.startsAt.toISOString(), to_starts_at: target!.startsAt.toISOString() },
    });
    const token = await issueBookingAccessToken(tx, move.bookingId, 'date_change');
    const [guest] = await tx.select({ id: bookings.id, customerEmail: bookings.customerEmail, locale: bookings.locale }).from(bookings).where(eq(bookings.id, move.bookingId));
    const emailQueued = await queueDateChangedEmail(tx, guest!, b.startsAt, token);
    const m: DateMove = {
      previous: { slot_id: b.slotId, starts_at: b.startsAt.toISOString(), date: b.romeDate, start_time: b.romeStart },
      toSlotId: target!.id,
      toStartsAt: target!.startsAt.toISOString(),
      emailQueued,
    };
    await move.record?.(tx, m);
    return m;
  });
  kickOutbox(deps);
  return done;
}

export interface ChangeDateResult {
  booking: ManageBooking;
  previous: DateMove['previous'];
  emailQueued: boolean;
}

/** POST /api/bookings/{id}/change-date?token=: the guest's free change of date (moveBookingDate under the guest's rules). */
export async function changeBookingDate(deps: GuestBookingDeps, access: BookingAccess & { slotId: number; locale?: 'it' | 'en' }): Promise<ChangeDateResult> {
  const found = await requireBookingAccess(deps, access);
  const done = await moveBookingDate(deps, { bookingId: found.id, slotId: access.slotId, actor: 'guest', rules: GUEST_DATE_CHANGE });
  const booking = await managedBookingView(deps.db, deps, found.id, access.locale ?? 'it');
  return { booking, previous: done.previous, emailQueued: done.emailQueued };
}
