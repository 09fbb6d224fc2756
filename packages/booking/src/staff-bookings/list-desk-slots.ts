import { inArray } from 'drizzle-orm';
import { experiences } from '@tenuta/db';
import { DomainError, daysBetween, romeDate, type Executor } from '@tenuta/core';
import { findSlots } from '../availability/availability-repository.ts';
import { toSlotDto } from '../availability/slot-mapper.ts';
import { isOpenForSale } from '../cutoff/index.ts';
import { acceptsCategory, freeSeats } from '../holds/index.ts';

/** At most this many Rome days per call (a month and the days either side). */
export const DESK_SLOTS_MAX_DAYS = 62;

const fallbackTitles = { TRUFFLE: { it: 'Caccia al Tartufo', en: 'Truffle Hunt' }, WINE: { it: 'Degustazione di Vini', en: 'Wine Tasting' } } as const;

/**
 * The slots staff can book now for one kind of experience, Rome days `from`..`to`: active, not
 * started, with seats free for this category (a CHOICE slot while it is not taken for the other
 * one), each as the public availability shows it, with its experience's title and whether online
 * sales have stopped (the desk still books it until the start).
 */
export async function listDeskSlots(deps: { db: Executor; clock: { now(): Date } }, q: { category: 'TRUFFLE' | 'WINE'; from: string; to: string }) {
  const now = deps.clock.now();
  const today = romeDate(now);
  // biome-ignore lint/complexity/useMathMinMax: ISO date strings (YYYY-MM-DD), compared as text
  const from = q.from < today ? today : q.from;
  if (daysBetween(q.from, q.to) < 0) throw new DomainError('validation_error', 'to is before from', 'range_reversed');
  if (daysBetween(from, q.to) > DESK_SLOTS_MAX_DAYS) throw new DomainError('validation_error', `At most ${DESK_SLOTS_MAX_DAYS} days at once`, 'range_too_long');
  const rows = q.to < today ? [] : await findSlots(deps.db, { fromDate: from, toDate: q.to, after: now, now, categories: [q.category, 'CHOICE'] });
  const open = rows.filter((s) => freeSeats(s) > 0 && acceptsCategory(s, q.category));
  const ids = [...new Set(open.flatMap((s) => (s.experienceId === null ? [] : [s.experienceId])))];
  const titles = new Map(
    ids.length === 0
      ? []
      : (await deps.db.select({ id: experiences.id, it: experiences.titleIt, en: experiences.titleEn }).from(experiences).where(inArray(experiences.id, ids))).map(
          (e) => [e.id, { it: e.it, en: e.en }] as const,
        ),
  );
  return open.map((s) => ({
    ...toSlotDto(s),
    experience_title: (s.experienceId !== null ? titles.get(s.experienceId) : undefined) ?? { ...fallbackTitles[q.category] },
    online_closed: !isOpenForSale(s, now),
  }));
}
