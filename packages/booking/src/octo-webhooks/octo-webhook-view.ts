import type { OctoWebhook } from '@tenuta/db';

/** A webhook as OCTO shows it (the secret never: only once, when made). */
export interface OctoWebhookView {
  id: string;
  event: 'booking_update';
  url: string;
  retryOnError: boolean;
  useContactLanguage: boolean;
  headers: Record<string, string>;
  capabilities: string[];
}

export const octoWebhookView = (w: Pick<OctoWebhook, 'id' | 'url' | 'retryOnError' | 'headers'>): OctoWebhookView => ({
  id: w.id,
  event: 'booking_update',
  url: w.url,
  retryOnError: w.retryOnError,
  useContactLanguage: false,
  headers: w.headers,
  // Deliveries carry the booking with its prices (the reseller's own net rates).
  capabilities: ['octo/pricing'],
});
