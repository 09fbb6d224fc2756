import { and, eq, isNull } from 'drizzle-orm';
import { octoApiKeys, octoWebhooks } from '@tenuta/db';
import { DomainError, lockingTransaction, recordStaffAction } from '@tenuta/core';
import type { IdentityDeps } from '../../identity-deps.ts';
import { assertMayManageKeys, type OctoKeyActor } from './octo-key-rules.ts';
import { octoKeyView, type OctoKeyView } from './octo-key-views.ts';

const keyNotFound = () => new DomainError('not_found', 'API key not found', 'octo_key_not_found');

/**
 * Revokes a key of `partnerId` for good: the next call with it answers 401, and its webhooks stop
 * (nothing more is queued or sent for them). A key of another partner is not found; revoking a
 * revoked key changes nothing and answers it as it is. Staff's revocations are audited.
 */
export async function revokeOctoKey(deps: Pick<IdentityDeps, 'db' | 'clock'>, actor: OctoKeyActor, partnerId: number, keyId: number): Promise<OctoKeyView> {
  assertMayManageKeys(actor, partnerId);
  const now = deps.clock.now();
  const row = await lockingTransaction(deps.db, async (tx) => {
    const [k] = await tx
      .select()
      .from(octoApiKeys)
      .where(and(eq(octoApiKeys.id, keyId), eq(octoApiKeys.partnerId, partnerId)))
      .for('update');
    if (!k) throw keyNotFound();
    if (k.revokedAt) return k;
    const [revoked] = await tx.update(octoApiKeys).set({ revokedAt: now }).where(eq(octoApiKeys.id, k.id)).returning();
    await tx
      .update(octoWebhooks)
      .set({ active: false })
      .where(and(eq(octoWebhooks.keyId, k.id), isNull(octoWebhooks.deletedAt)));
    if (actor.kind === 'staff')
      await recordStaffAction(
        tx,
        actor.staff,
        {
          action: 'octo_key.revoke',
          targetType: 'partner',
          targetId: partnerId,
          before: { key_id: k.id, name: k.name, last4: k.keyLast4 },
          after: { revoked_at: now.toISOString() },
        },
        now,
      );
    return revoked!;
  });
  return octoKeyView(row);
}
