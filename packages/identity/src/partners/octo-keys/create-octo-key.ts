import { and, count, eq, isNull } from 'drizzle-orm';
import { octoApiKeys } from '@tenuta/db';
import { DomainError, lockingTransaction, lockPartner, notFound, recordStaffAction } from '@tenuta/core';
import type { IdentityDeps } from '../../identity-deps.ts';
import { newOctoKey } from './octo-key-format.ts';
import { assertKeyHolder, assertMayManageKeys, OCTO_KEYS_PER_PARTNER, octoKeyName, type OctoKeyActor } from './octo-key-rules.ts';
import { octoKeyView, type OctoKeyView } from './octo-key-views.ts';

export interface CreatedOctoKey {
  /** The whole key, this once: the partner copies it now or makes another. */
  key: string;
  view: OctoKeyView;
}

/**
 * A new named API key for a reseller, under the partner's lock (the cap of live keys holds with
 * two clicks at once). Staff's keys are audited. 409 `octo_key_limit` past the cap.
 */
export async function createOctoKey(deps: Pick<IdentityDeps, 'db' | 'clock'>, actor: OctoKeyActor, partnerId: number, input: { name: string }): Promise<CreatedOctoKey> {
  assertMayManageKeys(actor, partnerId);
  const name = octoKeyName(input.name);
  const now = deps.clock.now();
  const made = newOctoKey();
  const row = await lockingTransaction(deps.db, async (tx) => {
    const p = await lockPartner(tx, partnerId);
    if (!p) throw notFound('Partner');
    assertKeyHolder(p);
    const [live] = await tx
      .select({ n: count() })
      .from(octoApiKeys)
      .where(and(eq(octoApiKeys.partnerId, partnerId), isNull(octoApiKeys.revokedAt)));
    if ((live?.n ?? 0) >= OCTO_KEYS_PER_PARTNER) {
      throw new DomainError('conflict', `A partner holds at most ${OCTO_KEYS_PER_PARTNER} live keys: revoke one first`, 'octo_key_limit');
    }
    const [k] = await tx
      .insert(octoApiKeys)
      .values({
        partnerId,
        name,
        keyHash: made.hash,
        keyLast4: made.last4,
        createdByUser: actor.kind === 'partner' ? actor.userId : null,
        createdByStaff: actor.kind === 'staff' ? actor.staff.id : null,
        createdAt: now,
      })
      .returning();
    if (actor.kind === 'staff')
      await recordStaffAction(tx, actor.staff, { action: 'octo_key.create', targetType: 'partner', targetId: partnerId, after: { key_id: k!.id, name, last4: made.last4 } }, now);
    return k!;
  });
  return { key: made.key, view: octoKeyView(row) };
}
