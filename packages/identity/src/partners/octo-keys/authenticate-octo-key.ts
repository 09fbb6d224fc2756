import { and, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import { Batcher } from '@tenuta/core';
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

type Deps = Pick<IdentityDeps, 'db' | 'clock'>;

/** The live keys (not revoked) among these hashes, with their partners; last_used_at touched once a minute. */
async function liveKeys(deps: Deps, hashes: string[]): Promise<Map<string, OctoKeyHolder>> {
  const rows = await deps.db
    .select({ id: octoApiKeys.id, hash: octoApiKeys.keyHash, last4: octoApiKeys.keyLast4, lastUsedAt: octoApiKeys.lastUsedAt, partner: partners })
    .from(octoApiKeys)
    .innerJoin(partners, eq(partners.id, octoApiKeys.partnerId))
    .where(and(hashes.length === 1 ? eq(octoApiKeys.keyHash, hashes[0]!) : inArray(octoApiKeys.keyHash, hashes), isNull(octoApiKeys.revokedAt)));
  const now = deps.clock.now();
  const stale = new Date(now.getTime() - TOUCH_EVERY_SECONDS * 1000);
  const untouched = rows.filter((r) => !r.lastUsedAt || r.lastUsedAt < stale).map((r) => r.id);
  if (untouched.length > 0) {
    // Conditional, so concurrent calls of one key write it once.
    await deps.db
      .update(octoApiKeys)
      .set({ lastUsedAt: now })
      .where(and(inArray(octoApiKeys.id, untouched), or(isNull(octoApiKeys.lastUsedAt), lt(octoApiKeys.lastUsedAt, stale))));
  }
  return new Map(rows.map((r) => [r.hash, { keyId: r.id, keyLast4: r.last4, partnerId: r.partner.id, partner: r.partner }]));
}

/**
 * The live key behind a presented API key, with its partner whatever the partner's status;
 * undefined when no key has that hash or it was revoked. Nothing is cached: a revocation or a
 * suspension applies to the very next call.
 */
export async function authenticateOctoKey(deps: Deps, key: string | undefined): Promise<OctoKeyHolder | undefined> {
  const hash = presentedKeyHash(key);
  if (!hash) return undefined;
  return (await liveKeys(deps, [hash])).get(hash);
}

interface PendingLookup {
  hash: string;
  resolve: (holder: OctoKeyHolder | undefined) => void;
  reject: (e: unknown) => void;
}

/**
 * `authenticateOctoKey` for a busy API: the calls that arrive together are answered by one query
 * (read after each of them arrived, so a revocation or a suspension still applies to the next
 * call), instead of one query per call queueing for the pool's connections.
 */
export function octoKeyAuthenticator(deps: Deps): (key: string | undefined) => Promise<OctoKeyHolder | undefined> {
  const batcher = new Batcher<PendingLookup>(
    async (items) => {
      const found = await liveKeys(deps, [...new Set(items.map((i) => i.hash))]);
      for (const item of items) item.resolve(found.get(item.hash));
    },
    (items, error) => {
      for (const item of items) item.reject(error);
    },
    256,
  );
  return (key) => {
    const hash = presentedKeyHash(key);
    if (!hash) return Promise.resolve(undefined);
    return new Promise((resolve, reject) => batcher.push({ hash, resolve, reject }));
  };
}
