import { sql } from 'drizzle-orm';
import type { BookingDeps } from '../deps.ts';
import { DomainError } from '@tenuta/core';
import { addDays, romeDate, romeDayStart } from '@tenuta/core';
import { pgTimestamp } from '@tenuta/core';
import { loadArrivals, MANIFEST_STATUSES, type ArrivalBooking } from './check-in-repository.ts';

export interface ManifestTotals {
  bookings: number;
  adults: number;
  children: number;
  people: number;
  checkedInBookings: number;
  checkedInPeople: number;
  /** Still to collect on site, in cents. */
  dueCents: number;
}

export interface ManifestSlot {
  id: number;
  startsAt: Date;
  durationMinutes: number;
  category: 'TRUFFLE' | 'WINE' | 'CHOICE';
  experience: { it: string; en: string } | null;
  capacityTotal: number;
  isActive: boolean;
  cancelled: boolean;
  bookings: ArrivalBooking[];
  totals: ManifestTotals;
}

export interface Manifest {
  /** The Rome calendar day, YYYY-MM-DD. */
  date: string;
  slots: ManifestSlot[];
  totals: ManifestTotals;
}

/** Sums of a list of manifest bookings (pure). */
export function manifestTotals(bookings: readonly Pick<ArrivalBooking, 'adults' | 'children' | 'dueCents' | 'checkIn' | 'status'>[]): ManifestTotals {
  const t: ManifestTotals = { bookings: 0, adults: 0, children: 0, people: 0, checkedInBookings: 0, checkedInPeople: 0, dueCents: 0 };
  for (const b of bookings) {
    t.bookings += 1;
    t.adults += b.adults;
    t.children += b.children;
    t.people += b.adults + b.children;
    if (b.checkIn || b.status === 'checked_in') {
      t.checkedInBookings += 1;
      t.checkedInPeople += b.adults + b.children;
    }
    t.dueCents += b.dueCents;
  }
  return t;
}

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

/** A Rome calendar day from the API (default: today), refused when it is not a real date. */
export function manifestDate(date: string | undefined, now: Date): string {
  if (date === undefined || date === '') return romeDate(now);
  if (!isoDay.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`)) || new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10) !== date) {
    throw new DomainError('validation_error', 'Use a date in the format YYYY-MM-DD', `date: ${date} is not a calendar date`);
  }
  return date;
}

/**
 * The day's manifest: every slot of the Rome day `date` in time order, each
 * with its bookings (confirmed, paid, checked in or no-show; alphabetical by
 * guest) and its totals: people, arrivals and what to collect on site.
 */
export async function getManifest(deps: Pick<BookingDeps, 'db' | 'clock'>, input: { date?: string | undefined }): Promise<Manifest> {
  const date = manifestDate(input.date, deps.clock.now());
  const from = romeDayStart(date).toISOString();
  const to = romeDayStart(addDays(date, 1)).toISOString();
  const slotRows = await deps.db.execute<Record<string, unknown>>(sql`
    SELECT s.id, s.starts_at, s.duration_minutes, s.category, s.capacity_total, s.is_active, s.cancelled_at, e.title_it, e.title_en
      FROM slots s LEFT JOIN experiences e ON e.id = s.experience_id
     WHERE s.starts_at >= ${from}::timestamptz AND s.starts_at < ${to}::timestamptz
     ORDER BY s.starts_at, s.id`);
  const statuses = `{${MANIFEST_STATUSES.join(',')}}`;
  const bookings = await loadArrivals(deps.db, sql`s.starts_at >= ${from}::timestamptz AND s.starts_at < ${to}::timestamptz AND b.status = ANY(${statuses}::text[])`);
  const slots = slotRows.rows.map((r): ManifestSlot => {
    const own = bookings.filter((b) => b.slotId === Number(r.id));
    return {
      id: Number(r.id),
      startsAt: pgTimestamp(r.starts_at),
      durationMinutes: Number(r.duration_minutes),
      category: r.category as ManifestSlot['category'],
      experience: r.title_it && r.title_en ? { it: String(r.title_it), en: String(r.title_en) } : null,
      capacityTotal: Number(r.capacity_total),
      isActive: Boolean(r.is_active),
      cancelled: r.cancelled_at != null,
      bookings: own,
      totals: manifestTotals(own),
    };
  });
  return { date, slots, totals: manifestTotals(bookings) };
}
