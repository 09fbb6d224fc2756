import { sql, type SQL } from 'drizzle-orm';

/**
 * Online sales of a slot stop a number of minutes before its start, per
 * experience (docs/domain/booking-cutoff.md). An experience without its own
 * value takes its category's default; a CHOICE slot, which can still become
 * any experience, takes the strictest of the active experiences.
 */
export const DEFAULT_CUTOFF_MINUTES = Object.freeze({ TRUFFLE: 180, WINE: 60 });

/** The longest cut-off staff can set: a week. */
export const MAX_CUTOFF_MINUTES = 10_080;

export type CutoffCategory = keyof typeof DEFAULT_CUTOFF_MINUTES;

/** An experience's cut-off: its own value, else its category's default. */
export const effectiveCutoff = (category: CutoffCategory, own: number | null): number => own ?? DEFAULT_CUTOFF_MINUTES[category];

/** The instant online sales of a slot stop. */
export const salesCloseAt = (startsAt: Date, cutoffMinutes: number): Date => new Date(startsAt.getTime() - cutoffMinutes * 60_000);

/** Whether a slot can still be sold at `now`: strictly before the cut-off instant. */
export const isOpenForSale = (slot: { startsAt: Date; cutoffMinutes: number }, now: Date): boolean => now.getTime() < salesCloseAt(slot.startsAt, slot.cutoffMinutes).getTime();

/** A valid staff value: null (the default) or whole minutes from 0 to a week. */
export const isValidCutoff = (minutes: number | null): boolean => minutes === null || (Number.isInteger(minutes) && minutes >= 0 && minutes <= MAX_CUTOFF_MINUTES);

const minutes = (n: number) => sql.raw(String(Math.trunc(n)));
const strictestDefault = Math.max(...Object.values(DEFAULT_CUTOFF_MINUTES));
const defaultOf = (category: SQL) =>
  sql`CASE ${category} WHEN 'TRUFFLE' THEN ${minutes(DEFAULT_CUTOFF_MINUTES.TRUFFLE)} WHEN 'WINE' THEN ${minutes(DEFAULT_CUTOFF_MINUTES.WINE)} ELSE ${minutes(strictestDefault)} END`;

/**
 * The cut-off in minutes of the slot row aliased `s` as a SQL expression (one
 * column of the occupancy statement): its experience's value or default; for
 * a CHOICE slot, or a slot without an experience, the strictest of the
 * active experiences of the categories it can become. Constants only: the
 * statement stays the same text, fit for a prepared statement.
 */
export const cutoffMinutesSql = (): SQL => sql`(
  SELECT coalesce(max(coalesce(x.booking_cutoff_minutes, ${defaultOf(sql`x.category`)})), ${defaultOf(sql`s.category`)})::int
    FROM experiences x
   WHERE CASE WHEN s.experience_id IS NOT NULL AND s.category <> 'CHOICE' THEN x.id = s.experience_id
              ELSE x.is_active AND NOT x.partners_only AND (s.category = 'CHOICE' OR x.category = s.category) END)`;
