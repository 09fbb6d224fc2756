import { desc, eq } from 'drizzle-orm';
import { octoApiKeys } from '@tenuta/db';
import type { IdentityDeps } from '../../identity-deps.ts';
import { assertMayManageKeys, type OctoKeyActor } from './octo-key-rules.ts';
import { octoKeyView, type OctoKeyView } from './octo-key-views.ts';

/** A partner's keys, live and revoked, newest first (only their last four characters). */
export async function listOctoKeys(deps: Pick<IdentityDeps, 'db'>, actor: OctoKeyActor, partnerId: number): Promise<OctoKeyView[]> {
  assertMayManageKeys(actor, partnerId);
  const rows = await deps.db.select().from(octoApiKeys).where(eq(octoApiKeys.partnerId, partnerId)).orderBy(desc(octoApiKeys.createdAt), desc(octoApiKeys.id));
  return rows.map(octoKeyView);
}
