import { randomBytes } from 'node:crypto';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** Stripe-looking ids (cs_test_…, pi_…, re_…, evt_…) from the CSPRNG. */
export function simulatorId(prefix: string, length = 24): string {
  const bytes = randomBytes(length);
  let s = '';
  for (const b of bytes) s += ALPHABET[b % ALPHABET.length];
  return `${prefix}_${s}`;
}
