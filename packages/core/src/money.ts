/** Money is integer euro cents inside; euros with 2 decimals at the edges. */
export type Cents = number;

export const toEuros = (cents: Cents): number => Math.round(cents) / 100;
export const toCents = (euros: number): Cents => Math.round(euros * 100);
