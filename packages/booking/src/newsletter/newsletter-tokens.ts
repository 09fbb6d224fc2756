import { createHash, randomBytes } from 'node:crypto';

/**
 * One random confirmation token per subscription request; the unsubscribe
 * token is derived from it (one-way), so the confirmation e-mail's
 * List-Unsubscribe link and the one the confirmation page shows are the same
 * and keep working after confirming. Only SHA-256 hashes of both are stored.
 */
export function newNewsletterTokens(): { confirm: string; unsubscribe: string } {
  const confirm = randomBytes(32).toString('base64url');
  return { confirm, unsubscribe: unsubscribeTokenFor(confirm) };
}

export const unsubscribeTokenFor = (confirmToken: string): string => createHash('sha256').update(`tenuta-newsletter-unsubscribe:${confirmToken}`, 'utf8').digest('base64url');

export const hashNewsletterToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');
