/** Adding to the cart holds the seats this long (docs/architecture.md, Holds). */
export const HOLD_MINUTES = 20;

export const holdExpiry = (now: Date, holdMinutes: number = HOLD_MINUTES): Date => new Date(now.getTime() + holdMinutes * 60_000);

/**
 * A hold's whole life, extensions by checkout included, ends at most this long
 * after it was made: re-opening a checkout again and again cannot keep seats
 * forever (docs/domain/abuse-limits.md). One add (20) and one payment session
 * (31) fit inside; a second re-opening is capped.
 */
export const HOLD_MAX_LIFE_MINUTES = 60;

/** The latest a hold made at `now` may be extended to. */
export const holdLifeLimit = (now: Date): Date => new Date(now.getTime() + HOLD_MAX_LIFE_MINUTES * 60_000);
