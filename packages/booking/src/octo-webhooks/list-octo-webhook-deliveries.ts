import { and, desc, eq, lt } from 'drizzle-orm';
import { octoApiKeys, octoWebhookDeliveries, octoWebhooks } from '@tenuta/db';
import type { CoreDeps } from '@tenuta/core';

export interface OctoWebhookDeliveryView {
  id: number;
  event: 'booking_update';
  booking_uuid: string;
  webhook_url: string;
  key_name: string;
  key_last4: string;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  response_code: number | null;
  last_error: string | null;
  created_at: string;
  last_attempt_at: string | null;
  next_attempt_at: string | null;
  delivered_at: string | null;
}

export const DELIVERY_LOG_PAGE = 50;

/**
 * The reseller's delivery log (its settings page): the latest deliveries to the webhooks of all its
 * keys, newest first, `DELIVERY_LOG_PAGE` at a time (`before`: the last id of the page seen).
 */
export async function listOctoWebhookDeliveries(deps: Pick<CoreDeps, 'db'>, partnerId: number, o: { before?: number } = {}): Promise<OctoWebhookDeliveryView[]> {
  const rows = await deps.db
    .select({ d: octoWebhookDeliveries, url: octoWebhooks.url, keyName: octoApiKeys.name, keyLast4: octoApiKeys.keyLast4 })
    .from(octoWebhookDeliveries)
    .innerJoin(octoWebhooks, eq(octoWebhooks.id, octoWebhookDeliveries.webhookId))
    .innerJoin(octoApiKeys, eq(octoApiKeys.id, octoWebhooks.keyId))
    .where(and(eq(octoApiKeys.partnerId, partnerId), o.before ? lt(octoWebhookDeliveries.id, o.before) : undefined))
    .orderBy(desc(octoWebhookDeliveries.id))
    .limit(DELIVERY_LOG_PAGE);
  return rows.map(({ d, url, keyName, keyLast4 }) => ({
    id: d.id,
    event: d.event,
    booking_uuid: d.bookingUuid,
    webhook_url: url,
    key_name: keyName,
    key_last4: keyLast4,
    status: d.status,
    attempts: d.attempts,
    response_code: d.responseCode,
    last_error: d.lastError,
    created_at: d.createdAt.toISOString(),
    last_attempt_at: d.lastAttemptAt?.toISOString() ?? null,
    next_attempt_at: d.status === 'pending' ? d.nextAttemptAt.toISOString() : null,
    delivered_at: d.deliveredAt?.toISOString() ?? null,
  }));
}
