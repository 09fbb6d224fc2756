import { and, eq } from 'drizzle-orm';
import { newsletterSubscriptions } from '@tenuta/db';
import { enforceRateLimit } from '@tenuta/core';
import { CONFIRM_VALID_MS, NEWSLETTER_CONFIRM_IP_RULE } from './newsletter-rules.ts';
import { hashNewsletterToken, unsubscribeTokenFor } from './newsletter-tokens.ts';
import type { NewsletterContext, NewsletterDeps } from './subscribe-newsletter.ts';

export type ConfirmOutcome =
  | { status: 'confirmed'; unsubscribeToken: string }
  /** Older than 7 days: the guest subscribes again for a new link. */
  | { status: 'expired' }
  /** Unknown, already used, or the subscription was cancelled. */
  | { status: 'invalid' };

/**
 * Double opt-in, step two (the button on the page the e-mail links to, never
 * a GET: mail scanners open links). The token works once; confirming issues
 * the unsubscribe token the page offers (its hash stored).
 */
export async function confirmNewsletter(deps: NewsletterDeps, token: string, ctx: NewsletterContext): Promise<ConfirmOutcome> {
  await enforceRateLimit(deps, NEWSLETTER_CONFIRM_IP_RULE, ctx.ip);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: newsletterSubscriptions.id, issuedAt: newsletterSubscriptions.updatedAt })
      .from(newsletterSubscriptions)
      .where(and(eq(newsletterSubscriptions.confirmTokenHash, hashNewsletterToken(token)), eq(newsletterSubscriptions.status, 'pending')))
      .for('update');
    if (!row) return { status: 'invalid' as const };
    // A pending row's updated_at is when its current confirmation token was issued.
    if (now.getTime() - row.issuedAt.getTime() > CONFIRM_VALID_MS) return { status: 'expired' as const };
    const unsubscribeToken = unsubscribeTokenFor(token);
    await tx
      .update(newsletterSubscriptions)
      .set({ status: 'confirmed', confirmedAt: now, confirmTokenHash: null, unsubscribeTokenHash: hashNewsletterToken(unsubscribeToken), unsubscribedAt: null, updatedAt: now })
      .where(eq(newsletterSubscriptions.id, row.id));
    return { status: 'confirmed' as const, unsubscribeToken };
  });
}
