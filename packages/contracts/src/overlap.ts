/**
 * Overlapping experiences (docs/domain/booking-cutoff.md, "Overlaps"): a
 * 09:00 hunt of three hours and a 10:00 tasting on the same day cannot both
 * be attended by the same people. The guest is warned, never stopped: two
 * people of one group may split.
 */
export interface TimedExperience {
  /** ISO 8601 instant of the start. */
  slot_datetime: string;
  duration_minutes: number;
}

const MINUTE = 60_000;

/** Minutes from a start to an end wall-clock time (HH:MM) of one slot; an end past midnight wraps. */
export function wallClockMinutes(start: string, end: string): number {
  const toMinutes = (hhmm: string) => {
    const [h, m] = hhmm.split(':').map(Number);
    return (h ?? 0) * 60 + (m ?? 0);
  };
  const diff = toMinutes(end) - toMinutes(start);
  return diff > 0 ? diff : diff + 24 * 60;
}

const span = (e: TimedExperience): [number, number] => {
  const start = Date.parse(e.slot_datetime);
  return [start, start + Math.max(0, e.duration_minutes) * MINUTE];
};

/** Whether two experiences share some time; one ending as the other starts does not overlap. */
export function overlaps(a: TimedExperience, b: TimedExperience): boolean {
  const [aStart, aEnd] = span(a);
  const [bStart, bEnd] = span(b);
  if (Number.isNaN(aStart) || Number.isNaN(bStart)) return false;
  return aStart < bEnd && bStart < aEnd;
}

/** The items of `items` that `candidate` overlaps, leaving out the candidate's own slot. */
export function overlappingWith<T extends TimedExperience & { slot_id: number }>(candidate: TimedExperience & { slot_id: number }, items: readonly T[]): T[] {
  return items.filter((i) => i.slot_id !== candidate.slot_id && overlaps(candidate, i));
}

/** Every pair of items that overlap, in the items' order (earlier item first). */
export function overlappingPairs<T extends TimedExperience>(items: readonly T[]): [T, T][] {
  const pairs: [T, T][] = [];
  items.forEach((a, i) => {
    for (const b of items.slice(i + 1)) if (overlaps(a, b)) pairs.push([a, b]);
  });
  return pairs;
}
