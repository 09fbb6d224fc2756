import { UNPAID_BOOKING_MINUTES } from '../bookings/expire-unpaid-bookings.ts';
import type { BookingDeps } from '../deps.ts';
import { addDays, romeDate, romeDayStart } from '@tenuta/core';
import {
  loadFailedEmails,
  loadOpenMessages,
  loadPendingRefunds,
  loadPendingReviews,
  loadTodaySlots,
  loadUnpaidBookings,
  type AlertList,
  type FailedEmail,
  type OpenMessage,
  type PendingRefund,
  type PendingReview,
  type TodaySlot,
  type UnpaidBooking,
} from './today-repository.ts';
import { loadNextArrivals, slotEnded, type TodayArrival } from './today-arrivals.ts';
import { loadSlotChannels, type SlotChannel } from './today-channels.ts';

/** Failed e-mails older than this leave the alert (they stay on the booking's page). */
export const FAILED_EMAIL_ALERT_DAYS = 7;
/** Items shown per alert (the count says how many there are in all). */
export const ALERT_ITEMS = 5;

/** A slot as Today shows it: whether it has ended, and the guests it still expects by name. */
export type TodaySlotView = TodaySlot & { ended: boolean; nextArrivals: TodayArrival[]; channels: SlotChannel[] };

export interface TodayDay {
  date: string;
  slots: TodaySlotView[];
  totals: { capacity: number; booked: number; held: number; free: number; arrivals: number; arrivalPeople: number; checkedIn: number; checkedInPeople: number; dueCents: number };
}

export interface StaffToday {
  now: Date;
  days: TodayDay[];
  alerts: {
    refundsPending: AlertList<PendingRefund>;
    emailsFailed: AlertList<FailedEmail>;
    unpaidBookings: AlertList<UnpaidBooking>;
    reviewsPending: AlertList<PendingReview>;
    messagesOpen: AlertList<OpenMessage>;
  };
}

/** A day's sums (pure); cancelled slots add nothing to capacity or free seats, ended ones nothing to free seats. */
export function dayTotals(date: string, slots: TodaySlotView[]): TodayDay {
  const totals = { capacity: 0, booked: 0, held: 0, free: 0, arrivals: 0, arrivalPeople: 0, checkedIn: 0, checkedInPeople: 0, dueCents: 0 };
  for (const s of slots) {
    if (!s.cancelled) {
      totals.capacity += s.capacityTotal;
      totals.free += s.isActive && !s.isPrivate && !s.ended ? s.free : 0;
    }
    totals.booked += s.booked;
    totals.held += s.held;
    totals.arrivals += s.arrivals.bookings;
    totals.arrivalPeople += s.arrivals.people;
    totals.checkedIn += s.checkedIn.bookings;
    totals.checkedInPeople += s.checkedIn.people;
    totals.dueCents += s.dueCents;
  }
  return { date, slots, totals };
}

/**
 * The Today page: today's and tomorrow's slots (Rome days) with their seats,
 * arrivals and money to collect on site, and what needs a person: refunds
 * still pending, e-mails that failed (last FAILED_EMAIL_ALERT_DAYS days),
 * direct bookings still unpaid after UNPAID_BOOKING_MINUTES, reviews waiting
 * for moderation and contact messages waiting for a reply.
 */
export async function getStaffToday(deps: Pick<BookingDeps, 'db' | 'clock'>): Promise<StaffToday> {
  const now = deps.clock.now();
  const today = romeDate(now);
  const tomorrow = addDays(today, 1);
  const rows = await loadTodaySlots(deps.db, { from: romeDayStart(today), to: romeDayStart(addDays(today, 2)), now });
  const arrivals = await loadNextArrivals(
    deps.db,
    rows.map((s) => s.id),
  );
  // Who sold each slot's bookings (the agencies and referrers named).
  const channels = await loadSlotChannels(
    deps.db,
    rows.map((s) => s.id),
  );
  const slots: TodaySlotView[] = rows.map((s) => ({ ...s, ended: slotEnded(s, now), nextArrivals: arrivals.get(s.id) ?? [], channels: channels.get(s.id) ?? [] }));
  const [refundsPending, emailsFailed, unpaidBookings, reviewsPending, messagesOpen] = await Promise.all([
    loadPendingRefunds(deps.db, ALERT_ITEMS),
    loadFailedEmails(deps.db, new Date(now.getTime() - FAILED_EMAIL_ALERT_DAYS * 86_400_000), ALERT_ITEMS),
    loadUnpaidBookings(deps.db, new Date(now.getTime() - UNPAID_BOOKING_MINUTES * 60_000), ALERT_ITEMS),
    loadPendingReviews(deps.db, ALERT_ITEMS),
    loadOpenMessages(deps.db, ALERT_ITEMS),
  ]);
  return {
    now,
    days: [today, tomorrow].map((d) =>
      dayTotals(
        d,
        slots.filter((s) => s.date === d),
      ),
    ),
    alerts: { refundsPending, emailsFailed, unpaidBookings, reviewsPending, messagesOpen },
  };
}
