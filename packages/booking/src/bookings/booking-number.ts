import { randomInt } from 'node:crypto';

/** No 0/O, 1/I/L: a number read over the phone is not misheard. 31 symbols. */
export const BOOKING_NUMBER_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const LENGTH = 8;
export const BOOKING_NUMBER_PATTERN = new RegExp(`^BK-[${BOOKING_NUMBER_ALPHABET}]{${LENGTH}}$`);

/**
 * A human booking number, `BK-` + 8 symbols drawn uniformly by the CSPRNG
 * (31^8 ≈ 8.5 × 10^11): not guessable, not sequential.
 */
export function generateBookingNumber(): string {
  let s = 'BK-';
  for (let i = 0; i < LENGTH; i++) s += BOOKING_NUMBER_ALPHABET[randomInt(BOOKING_NUMBER_ALPHABET.length)];
  return s;
}

export const isBookingNumber = (value: string): boolean => BOOKING_NUMBER_PATTERN.test(value.trim().toUpperCase());
