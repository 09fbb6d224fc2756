import { and, asc, eq, isNull } from 'drizzle-orm';
import { octoWebhooks } from '@tenuta/db';
import type { OctoWebhookDeps, OctoWebhookOwner } from './octo-webhook-deps.ts';
import { octoWebhookView, type OctoWebhookView } from './octo-webhook-view.ts';

/** GET /octo/webhooks: the calling key's webhooks (not another key's, even of the same partner). */
export async function listOctoWebhooks(deps: Pick<OctoWebhookDeps, 'db'>, owner: OctoWebhookOwner): Promise<OctoWebhookView[]> {
  const rows = await deps.db
    .select()
    .from(octoWebhooks)
    .where(and(eq(octoWebhooks.keyId, owner.keyId), isNull(octoWebhooks.deletedAt)))
    .orderBy(asc(octoWebhooks.createdAt), asc(octoWebhooks.id));
  return rows.map(octoWebhookView);
}
