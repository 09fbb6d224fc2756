import { and, eq, isNull } from 'drizzle-orm';
import { octoWebhookDeliveries, octoWebhooks } from '@tenuta/db';
import { DomainError, isUuid, lockingTransaction } from '@tenuta/core';
import type { OctoWebhookDeps, OctoWebhookOwner } from './octo-webhook-deps.ts';
import { octoWebhookView, type OctoWebhookView } from './octo-webhook-view.ts';

/**
 * DELETE /octo/webhooks/{id}: the calling key's webhook stops; what it had not delivered yet is
 * given up (the log keeps it). Another key's webhook is not found.
 */
export async function deleteOctoWebhook(deps: Pick<OctoWebhookDeps, 'db' | 'clock'>, owner: OctoWebhookOwner, webhookId: string): Promise<OctoWebhookView> {
  const notFound = () => new DomainError('not_found', 'Webhook not found', 'octo_webhook_not_found');
  if (!isUuid(webhookId)) throw notFound();
  const now = deps.clock.now();
  return lockingTransaction(deps.db, async (tx) => {
    const [w] = await tx
      .update(octoWebhooks)
      .set({ deletedAt: now, active: false })
      .where(and(eq(octoWebhooks.id, webhookId), eq(octoWebhooks.keyId, owner.keyId), isNull(octoWebhooks.deletedAt)))
      .returning();
    if (!w) throw notFound();
    await tx
      .update(octoWebhookDeliveries)
      .set({ status: 'failed', lastError: 'webhook deleted' })
      .where(and(eq(octoWebhookDeliveries.webhookId, w.id), eq(octoWebhookDeliveries.status, 'pending')));
    return octoWebhookView(w);
  });
}
