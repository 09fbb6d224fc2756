import { findSlots } from '../availability/availability-repository.ts';
import { checkHold } from '../cart/hold-rules.ts';
import { isDomainError } from '@tenuta/core';
import type { SlotWithOccupancy } from '../holds/index.ts';
import { addDays, romeDate } from '@tenuta/core';
import type { Executor } from '@tenuta/core';

/** How many later dates a cancelled guest is offered, and how far ahead they are looked for. */
export const ALTERNATIVES_OFFERED = 5;
const LOOK_AHEAD_DAYS = 120;

export interface Alternative {
  slot_id: number;
  starts_at: string;
}

/**
 * The open slots of the same experience (for a CHOICE slot: other CHOICE
 * slots) that have not started, soonest first: the candidates for every
 * guest of a cancelled slot.
 */
export async function alternativeCandidates(db: Executor, slot: { id: number; experienceId: number | null; category: string }, now: Date): Promise<SlotWithOccupancy[]> {
  const fromDate = romeDate(now);
  const rows = await findSlots(db, {
    fromDate,
    toDate: addDays(fromDate, LOOK_AHEAD_DAYS),
    after: now,
    now,
    ...(slot.experienceId !== null ? { experienceId: slot.experienceId } : { categories: ['CHOICE' as const] }),
  });
  return rows.filter((s) => s.id !== slot.id);
}

/**
 * Up to ALTERNATIVES_OFFERED of the candidates the party fits as a hold
 * would (seats, CHOICE category, VIP privacy) in the tour language it
 * booked. Pure: the e-mail names them; the guest books one as anyone would.
 */
export function alternativesFor(
  candidates: readonly SlotWithOccupancy[],
  b: { category: 'TRUFFLE' | 'WINE'; adults: number; children: number; vip: boolean; language: string },
): Alternative[] {
  const found: Alternative[] = [];
  for (const s of candidates) {
    if (found.length >= ALTERNATIVES_OFFERED) break;
    if (!s.languages.includes(b.language)) continue;
    try {
      checkHold(s, { category: b.category, adults: b.adults, children: b.children, vip: b.vip });
    } catch (e) {
      if (isDomainError(e)) continue;
      throw e;
    }
    found.push({ slot_id: s.id, starts_at: s.startsAt.toISOString() });
  }
  return found;
}
