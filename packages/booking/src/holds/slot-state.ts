import type { Cents } from '@tenuta/core';

export type SlotCategory = 'TRUFFLE' | 'WINE' | 'CHOICE';
export type BookedCategory = 'TRUFFLE' | 'WINE';

/** A slot with what its unexpired holds and live bookings take, as one query read it. */
export interface SlotWithOccupancy {
  id: number;
  experienceId: number | null;
  category: SlotCategory;
  startsAt: Date;
  durationMinutes: number;
  capacityTotal: number;
  languages: string[];
  isVipBlocked: boolean;
  isActive: boolean;
  winePriceCents: Cents | null;
  wineVipUpgradePriceCents: Cents | null;
  trufflePriceCents: Cents | null;
  truffleVipUpgradePriceCents: Cents | null;
  /** Europe/Rome calendar date and wall-clock times. */
  romeDate: string;
  romeStart: string;
  romeEnd: string;
  /** People (adults + children) of unexpired holds and bookings not cancelled/refunded. */
  people: number;
  /** A truffle VIP hold or booking makes the slot private. */
  isPrivate: boolean;
  /** Category of the first active hold or booking (fixes a CHOICE slot). */
  firstCategory: BookedCategory | null;
  /** Number of active holds and bookings. */
  activeCount: number;
  /** Online sales stop this many minutes before the start (docs/domain/booking-cutoff.md). */
  cutoffMinutes: number;
  /** Its experience is sold only through partners (not offered to guests). */
  partnersOnly: boolean;
}

/** Seats anyone else can still take. */
export const freeSeats = (s: SlotWithOccupancy): number => (s.isPrivate ? 0 : Math.max(0, s.capacityTotal - s.people));

/** No active hold or booking at all and not VIP-blocked: a truffle VIP upgrade is possible. */
export const isVirgin = (s: SlotWithOccupancy): boolean => s.activeCount === 0 && !s.isVipBlocked;

/** For a CHOICE slot, the category its first active hold or booking chose; null otherwise. */
export const fixedCategory = (s: SlotWithOccupancy): BookedCategory | null => (s.category === 'CHOICE' ? s.firstCategory : null);

/** Whether a slot can be booked as `category` at all (before seats). */
export function acceptsCategory(s: SlotWithOccupancy, category: BookedCategory): boolean {
  if (s.category === 'CHOICE') return fixedCategory(s) === null || fixedCategory(s) === category;
  return s.category === category;
}

/**
 * The occupancy once one more hold on the slot is written, as occupancySql
 * would read it then: its people count, one more active hold, a truffle VIP
 * makes the slot private, and the first hold fixes the category.
 */
export function withHold(s: SlotWithOccupancy, hold: { category: BookedCategory; adults: number; children: number; vip: boolean }): SlotWithOccupancy {
  return {
    ...s,
    people: s.people + hold.adults + hold.children,
    isPrivate: s.isPrivate || (hold.vip && hold.category === 'TRUFFLE'),
    firstCategory: s.firstCategory ?? hold.category,
    activeCount: s.activeCount + 1,
  };
}
