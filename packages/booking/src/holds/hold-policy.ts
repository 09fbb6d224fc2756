/** Adding to the cart holds the seats this long (ARCHITECTURE.md 4). */
export const HOLD_MINUTES = 20;

export const holdExpiry = (now: Date, holdMinutes: number = HOLD_MINUTES): Date => new Date(now.getTime() + holdMinutes * 60_000);
