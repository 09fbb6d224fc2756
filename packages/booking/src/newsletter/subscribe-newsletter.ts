import { eq } from 'drizzle-orm';
import type { NewsletterSubscribePayload } from '@tenuta/contracts';
import { newsletterSubscriptions, notifications } from '@tenuta/db';
import type { BookingDeps } from '../deps.ts';
import { enforceRateLimit } from '@tenuta/core';
import { CONFIRM_RESEND_MS, NEWSLETTER_IP_RULE, NEWSLETTER_TOKENS_KEY } from './newsletter-rules.ts';
import { hashNewsletterToken, newNewsletterTokens } from './newsletter-tokens.ts';

export type NewsletterDeps = Pick<BookingDeps, 'db' | 'clock' | 'outbox'>;

export interface NewsletterContext {
  /** The caller's address, for the per-address limit. */
  ip: string;
}

/** What happened, for tests and logs; the HTTP answer is the same in every case (no enumeration). */
export type SubscribeOutcome = 'confirmation_queued' | 'already_confirmed' | 'recently_sent' | 'honeypot';

/**
 * Double opt-in, step one: create or refresh a pending subscription with a new
 * confirmation token and queue the confirmation e-mail in the same
 * transaction. An address already confirmed, or sent a confirmation in the
 * last 10 minutes, gets no e-mail (and keeps its earlier link); the caller
 * cannot tell the cases apart.
 */
export async function subscribeNewsletter(deps: NewsletterDeps, input: NewsletterSubscribePayload, ctx: NewsletterContext): Promise<SubscribeOutcome> {
  if (input.website.trim() !== '') return 'honeypot';
  await enforceRateLimit(deps, NEWSLETTER_IP_RULE, ctx.ip);
  const email = input.email.trim().toLowerCase();
  const name = input.name.trim() || null;
  const now = deps.clock.now();
  const tokens = newNewsletterTokens();
  const fresh = {
    name,
    locale: input.locale,
    status: 'pending' as const,
    confirmTokenHash: hashNewsletterToken(tokens.confirm),
    unsubscribeTokenHash: hashNewsletterToken(tokens.unsubscribe),
    consentAt: now,
    confirmedAt: null,
    updatedAt: now,
  };

  const outcome = await deps.db.transaction(async (tx) => {
    // A new address: insert. A known one (also while another request inserts it): lock the row and decide.
    const inserted = await tx
      .insert(newsletterSubscriptions)
      .values({ email, ...fresh, createdAt: now })
      .onConflictDoNothing({ target: newsletterSubscriptions.email })
      .returning({ id: newsletterSubscriptions.id });
    let id = inserted[0]?.id;
    if (id === undefined) {
      const [row] = await tx.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email)).for('update');
      if (!row) throw new Error('newsletter subscription vanished while locked');
      if (row.status === 'confirmed') return 'already_confirmed' as const;
      // updated_at is never earlier than the last confirmation e-mail (it moves on sign-up, confirmation and
      // unsubscribing), so this holds the limit also across unsubscribing and signing up again.
      if (now.getTime() - row.updatedAt.getTime() < CONFIRM_RESEND_MS) return 'recently_sent' as const;
      await tx.update(newsletterSubscriptions).set(fresh).where(eq(newsletterSubscriptions.id, row.id));
      id = row.id;
    }
    await tx.insert(notifications).values({
      kind: 'newsletter_confirm',
      recipient: email,
      locale: input.locale,
      payload: { subscription_id: id, [NEWSLETTER_TOKENS_KEY]: tokens },
    });
    return 'confirmation_queued' as const;
  });
  if (outcome === 'confirmation_queued') {
    try {
      deps.outbox?.kick();
    } catch {
      /* the worker's own schedule sends it anyway */
    }
  }
  return outcome;
}
