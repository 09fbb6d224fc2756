import { DomainError } from '@tenuta/core';
import { fixedCategory, freeSeats, isVirgin, type BookedCategory, type SlotWithOccupancy } from '../holds/index.ts';
import type { Cents } from '@tenuta/core';

/** Participant limits (docs/product.md, Participants). */
export const LIMITS = {
  truffleMinAdults: 2,
  truffleMaxParticipants: 8,
  wineMinAdults: 1,
  maxChildren: 10,
} as const;

export interface HoldRequest {
  category: BookedCategory;
  adults: number;
  children: number;
  vip: boolean;
}

const invalid = (message: string, detail?: string) => new DomainError('validation_error', message, detail ?? message);
const categoryName = (c: string) => (c === 'TRUFFLE' ? 'truffle hunt' : c === 'WINE' ? 'wine tasting' : c);

/** The category the guest books: NONE means the slot's own; a CHOICE slot needs one. */
export function resolveCategory(slot: Pick<SlotWithOccupancy, 'category'>, chosen: 'TRUFFLE' | 'WINE' | 'NONE'): BookedCategory {
  if (slot.category === 'CHOICE') {
    if (chosen === 'NONE') throw invalid('Choose TRUFFLE or WINE for this CHOICE slot', 'chosen_category is required for a CHOICE slot (TRUFFLE or WINE)');
    return chosen;
  }
  if (chosen !== 'NONE' && chosen !== slot.category) {
    throw invalid(`This slot is a ${categoryName(slot.category)}; it cannot be booked as a ${categoryName(chosen)}`);
  }
  return slot.category;
}

/** One of the slot's languages (upper case); the first by default. */
export function resolveLanguage(slot: Pick<SlotWithOccupancy, 'languages'>, language: string | null | undefined): string {
  const offered = slot.languages.length > 0 ? slot.languages : ['IT', 'EN'];
  if (!language) return offered[0]!;
  const wanted = language.toUpperCase();
  if (!offered.includes(wanted)) throw invalid(`Language ${wanted} is not offered on this slot`, `Choose one of: ${offered.join(', ')}`);
  return wanted;
}

/** Participant limits (docs/product.md, Participants): truffle 2+ adults and at most 8 people; wine 1+ adult; children 0 to 10. */
export function checkParticipants(category: BookedCategory, adults: number, children: number): void {
  if (!Number.isInteger(adults) || adults < 0) throw invalid('adults_count must be a whole number of 0 or more');
  if (!Number.isInteger(children) || children < 0) throw invalid('children_count must be a whole number of 0 or more');
  if (children > LIMITS.maxChildren) throw invalid(`At most ${LIMITS.maxChildren} children per booking`);
  if (category === 'TRUFFLE') {
    if (adults < LIMITS.truffleMinAdults) throw invalid(`A truffle hunt needs at least ${LIMITS.truffleMinAdults} adults`);
    if (adults + children > LIMITS.truffleMaxParticipants) {
      throw invalid(`A truffle hunt takes at most ${LIMITS.truffleMaxParticipants} participants`);
    }
  } else if (adults < LIMITS.wineMinAdults) {
    throw invalid(`A wine tasting needs at least ${LIMITS.wineMinAdults} adult`);
  }
}

/**
 * The rules that depend on the slot's occupancy, checked under the slot lock
 * (`slot` must leave out the hold being changed): CHOICE category, VIP, seats.
 */
export function checkHold(slot: SlotWithOccupancy, hold: HoldRequest): void {
  const fixed = fixedCategory(slot);
  if (fixed && fixed !== hold.category) {
    throw new DomainError(
      'choice_conflict',
      'This CHOICE slot is already taken for another experience',
      `CHOICE slot ${slot.id} is already booked as a ${categoryName(fixed)}; it cannot also host a ${categoryName(hold.category)}. Choose a different time.`,
    );
  }
  if (hold.vip) {
    if (hold.category === 'TRUFFLE') {
      if (slot.truffleVipUpgradePriceCents === null) throw invalid('This slot offers no VIP upgrade');
      if (!isVirgin(slot)) {
        throw invalid('The VIP upgrade is only available on a slot with no other guests', 'VIP (private) truffle hunts need a completely free slot');
      }
    } else if (slot.wineVipUpgradePriceCents === null || slot.isVipBlocked) {
      throw invalid('This slot offers no VIP upgrade');
    }
  }
  const free = freeSeats(slot);
  const people = hold.adults + hold.children;
  if (people > free) {
    const detail = slot.isPrivate
      ? 'This slot is reserved for a private (VIP) group: no seats left'
      : free === 0
        ? 'No seats left on this slot'
        : `Only ${free} ${free === 1 ? 'seat' : 'seats'} left on this slot (asked for ${people})`;
    throw new DomainError('capacity_exceeded', 'Not enough seats left on this slot', detail);
  }
}

/** Per-adult price and VIP supplement at hold time (the snapshot the hold keeps). */
export function currentPrices(slot: SlotWithOccupancy, category: BookedCategory, vip: boolean): { unitPriceCents: Cents; vipSupplementCents: Cents } {
  const unit = category === 'TRUFFLE' ? slot.trufflePriceCents : slot.winePriceCents;
  if (unit === null) throw invalid(`This slot has no ${categoryName(category)} price`);
  return { unitPriceCents: unit, vipSupplementCents: vip ? vipSupplement(slot, category) : 0 };
}

export function vipSupplement(slot: SlotWithOccupancy, category: BookedCategory): Cents {
  return (category === 'TRUFFLE' ? slot.truffleVipUpgradePriceCents : slot.wineVipUpgradePriceCents) ?? 0;
}
