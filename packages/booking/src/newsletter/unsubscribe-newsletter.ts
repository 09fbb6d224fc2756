import { eq } from 'drizzle-orm';
import { newsletterSubscriptions } from '@tenuta/db';
import { hashNewsletterToken } from './newsletter-tokens.ts';
import type { NewsletterDeps } from './subscribe-newsletter.ts';

export type UnsubscribeOutcome = { status: 'unsubscribed' } | { status: 'invalid' };

/**
 * Ends a subscription (or a pending request: its confirmation link stops
 * working). Idempotent, as mail providers may repeat a one-click request.
 */
export async function unsubscribeNewsletter(deps: Pick<NewsletterDeps, 'db' | 'clock'>, token: string): Promise<UnsubscribeOutcome> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: newsletterSubscriptions.id, status: newsletterSubscriptions.status })
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.unsubscribeTokenHash, hashNewsletterToken(token)))
      .for('update');
    if (!row) return { status: 'invalid' as const };
    if (row.status !== 'unsubscribed') {
      await tx
        .update(newsletterSubscriptions)
        .set({ status: 'unsubscribed', unsubscribedAt: now, confirmTokenHash: null, updatedAt: now })
        .where(eq(newsletterSubscriptions.id, row.id));
    }
    return { status: 'unsubscribed' as const };
  });
}
