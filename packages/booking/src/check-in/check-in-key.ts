import { appSecretKey } from '@tenuta/core';
import type { Executor } from '@tenuta/core';
import { signCheckInToken, verifyCheckInToken } from './check-in-token.ts';

/** The `app_secrets` row holding the check-in signing key (created on first use). */
export const CHECK_IN_SECRET = 'checkin';

/** The estate's check-in key (32 random bytes), read once per database pool. */
export const checkInKey = (db: Executor): Promise<Buffer> => appSecretKey(db, CHECK_IN_SECRET);

/** The signed check-in token of a booking (what its confirmation's QR code holds). */
export async function issueCheckInToken(db: Executor, bookingNumber: string): Promise<string> {
  return signCheckInToken(await checkInKey(db), bookingNumber);
}

/** The booking number of a genuine token; null for a forged, altered or malformed one. */
export async function readCheckInToken(db: Executor, token: string): Promise<string | null> {
  return verifyCheckInToken(await checkInKey(db), token);
}
