import { createHash, randomBytes } from 'node:crypto';

/** The raw token goes to the guest (e-mail link); only its SHA-256 is stored. */
export function generateManageToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashManageToken(token) };
}

export const hashManageToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');
