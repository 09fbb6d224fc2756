import { randomUUID } from 'node:crypto';

/**
 * A voucher's code exists only once it is e-mailed: until then (unpaid, or waiting for its
 * delivery date) the row holds a mark no typed code can hash to (a code's hash is 64 hex
 * characters) and shows '····' as its last four.
 */
export const UNSENT_LAST4 = '····';
export const UNSENT_PREFIX = 'unsent:';
export const unsentCodeMark = (): string => `${UNSENT_PREFIX}${randomUUID()}`;
export const codeWasSent = (codeHash: string): boolean => !codeHash.startsWith(UNSENT_PREFIX);
