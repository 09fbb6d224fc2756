import { and, eq, isNull } from 'drizzle-orm';
import { staffTokens } from '@tenuta/db';
import type { Executor } from '@tenuta/core';
import { hashToken, randomToken } from './tokens.ts';

/** How long a one-time link lives: the first owner's setup link 24 h, an invitation 72 h. */
export const STAFF_TOKEN_HOURS = { setup: 24, invite: 72 } as const;

export const staffLink = (publicUrl: string, token: string) => `${publicUrl}/staff/setup/${token}`;

/** Issues a one-time link for an account, revoking the account's earlier unused ones. */
export async function issueStaffToken(
  tx: Executor,
  o: { staffId: number; purpose: 'setup' | 'invite'; now: Date; createdBy?: number | null },
): Promise<{ token: string; expiresAt: Date }> {
  await tx
    .update(staffTokens)
    .set({ revokedAt: o.now })
    .where(and(eq(staffTokens.staffId, o.staffId), isNull(staffTokens.usedAt), isNull(staffTokens.revokedAt)));
  const token = randomToken();
  const expiresAt = new Date(o.now.getTime() + STAFF_TOKEN_HOURS[o.purpose] * 3_600_000);
  await tx.insert(staffTokens).values({ staffId: o.staffId, purpose: o.purpose, tokenHash: hashToken(token), expiresAt, createdBy: o.createdBy ?? null, createdAt: o.now });
  return { token, expiresAt };
}
