import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { octoApiKeys, partners, type Partner } from '@tenuta/db';
import type { IdentityDeps } from '../../identity-deps.ts';
import { presentedKeyHash } from './octo-key-format.ts';

/** last_used_at is written at most this often per key (not on every call of a busy system). */
const TOUCH_EVERY_SECONDS = 60;

/** Who calls the OCTO API: one key of one partner, read from the database on every call. */
export interface OctoKeyHolder {
  keyId: number;
  keyLast4: string;
  partnerId: number;
  /** As it is now: the caller decides what a suspended or inactive partner gets. */
  partner: Partner;
}

/**
 * The live key behind a presented API key, with its partner whatever the partner's status;
 * undefined when no key has that hash or it was revoked. Nothing is cached: a revocation or a
 * suspension applies to the very next call.
 */
export async function authenticateOctoKey(deps: Pick<IdentityDeps, 'db' | 'clock'>, key: string | undefined): Promise<OctoKeyHolder | undefined> {
  const hash = presentedKeyHash(key);
  if (!hash) return undefined;
  const [row] = await deps.db
    .select({ id: octoApiKeys.id, last4: octoApiKeys.keyLast4, lastUsedAt: octoApiKeys.lastUsedAt, partner: partners })
    .from(octoApiKeys)
    .innerJoin(partners, eq(partners.id, octoApiKeys.partnerId))
    .where(and(eq(octoApiKeys.keyHash, hash), isNull(octoApiKeys.revokedAt)));
  if (!row) return undefined;
  const now = deps.clock.now();
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > TOUCH_EVERY_SECONDS * 1000) {
    // Conditional, so concurrent calls of one key write it once.
    const stale = new Date(now.getTime() - TOUCH_EVERY_SECONDS * 1000);
    await deps.db
      .update(octoApiKeys)
      .set({ lastUsedAt: now })
      .where(and(eq(octoApiKeys.id, row.id), or(isNull(octoApiKeys.lastUsedAt), lt(octoApiKeys.lastUsedAt, stale))));
  }
  return { keyId: row.id, keyLast4: row.last4, partnerId: row.partner.id, partner: row.partner };
}
