import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import { octoApiKeys, octoWebhooks, partnerUsers } from '@tenuta/db';
import { lockingTransaction, recordStaffAction } from '@tenuta/core';
import type { IdentityDeps } from '../../identity-deps.ts';
import { isLoopbackUrl } from '../../demo-staff.ts';
import { demoPartners } from '../demo-partners.ts';
import { octoKeyParts } from './octo-key-format.ts';

/** The demo reseller's OCTO key of a local install, printed in the README (so never valid on a public address). */
export const DEMO_OCTO_KEY = 'octo_demo_langhe_tour_local_only_2026';

const demoKey = octoKeyParts(DEMO_OCTO_KEY);

/**
 * The demo reseller's key, on a loopback public address only (like the demo accounts), after the
 * demo partners are seeded. Runs at every start; a key already there (live or revoked by someone
 * trying the settings page) is left as it is.
 */
export async function seedDemoOctoKey(deps: Pick<IdentityDeps, 'db' | 'publicUrl'>): Promise<{ created: number }> {
  if (!isLoopbackUrl(deps.publicUrl)) return { created: 0 };
  const reseller = demoPartners.find((p) => p.partner.partnerType === 'reseller');
  if (!reseller) return { created: 0 };
  const [owner] = await deps.db.select({ partnerId: partnerUsers.partnerId }).from(partnerUsers).where(eq(partnerUsers.email, reseller.owner.email));
  if (!owner) return { created: 0 };
  const rows = await deps.db
    .insert(octoApiKeys)
    .values({ partnerId: owner.partnerId, name: 'Demo (README)', keyHash: demoKey.hash, keyLast4: demoKey.last4, isDemo: true })
    .onConflictDoNothing()
    .returning({ id: octoApiKeys.id });
  return { created: rows.length };
}

/**
 * At every start on a public address: the demo key (flagged, or the README's value whatever made
 * it) is revoked and its webhooks stopped, audited as the system's action. A database first served
 * on localhost keeps no key anyone can read in the README.
 */
export async function revokeDemoOctoKeys(deps: Pick<IdentityDeps, 'db' | 'clock' | 'publicUrl'>): Promise<{ revoked: number }> {
  if (isLoopbackUrl(deps.publicUrl)) return { revoked: 0 };
  const now = deps.clock.now();
  return lockingTransaction(deps.db, async (tx) => {
    const revoked = await tx
      .update(octoApiKeys)
      .set({ revokedAt: now })
      .where(and(isNull(octoApiKeys.revokedAt), or(eq(octoApiKeys.isDemo, true), eq(octoApiKeys.keyHash, demoKey.hash))))
      .returning({ id: octoApiKeys.id, partnerId: octoApiKeys.partnerId });
    if (revoked.length) {
      await tx
        .update(octoWebhooks)
        .set({ active: false })
        .where(
          inArray(
            octoWebhooks.keyId,
            revoked.map((k) => k.id),
          ),
        );
    }
    for (const k of revoked)
      await recordStaffAction(
        tx,
        { id: null, email: 'system' },
        { action: 'octo_key.revoke', targetType: 'partner', targetId: k.partnerId, after: { key_id: k.id, reason: 'demo_key_on_public_address' } },
        now,
      );
    return { revoked: revoked.length };
  });
}
