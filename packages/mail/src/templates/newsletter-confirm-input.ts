import { eq } from 'drizzle-orm';
import { newsletterSubscriptions } from '@tenuta/db';
import type { Executor } from '@tenuta/core';
import { guestPageUrl } from '@tenuta/booking';
import type { Locale } from '../strings.ts';
import type { NewsletterConfirmInput } from './newsletter-confirm.ts';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const TOKEN = /^[A-Za-z0-9_-]{20,200}$/;

/**
 * What a newsletter_confirm row needs: `{ subscription_id, newsletter_tokens:
 * { confirm, unsubscribe } }` (the raw tokens leave the payload once sent).
 * A string says why the row can never be rendered.
 */
export async function newsletterConfirmInput(db: Executor, payload: unknown, locale: Locale, publicUrl: string): Promise<NewsletterConfirmInput | string> {
  if (!isRecord(payload) || !Number.isSafeInteger(payload.subscription_id)) return 'payload.subscription_id must be a subscription id';
  const tokens = isRecord(payload.newsletter_tokens) ? payload.newsletter_tokens : {};
  const confirm = typeof tokens.confirm === 'string' && TOKEN.test(tokens.confirm) ? tokens.confirm : null;
  const unsubscribe = typeof tokens.unsubscribe === 'string' && TOKEN.test(tokens.unsubscribe) ? tokens.unsubscribe : null;
  if (!confirm || !unsubscribe) return 'payload.newsletter_tokens is missing (already sent?)';
  const [row] = await db
    .select({ name: newsletterSubscriptions.name, status: newsletterSubscriptions.status })
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.id, payload.subscription_id as number));
  if (!row) return `newsletter subscription not found: ${String(payload.subscription_id)}`;
  if (row.status !== 'pending') return `newsletter subscription is ${row.status}: no confirmation e-mail`;
  return {
    locale,
    name: row.name,
    confirmUrl: guestPageUrl(publicUrl, '/newsletter/confirm', locale, { token: confirm }),
    oneClickUnsubscribeUrl: `${publicUrl}/api/newsletter/unsubscribe?token=${encodeURIComponent(unsubscribe)}`,
  };
}
