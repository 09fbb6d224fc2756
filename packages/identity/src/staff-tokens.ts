import { and, eq, isNull } from 'drizzle-orm';
import { staffTokens, type StaffTokenPurpose } from '@tenuta/db';
import type { Executor } from '@tenuta/core';
import { hashToken, randomToken } from './tokens.ts';

/** How long a one-time link lives: the first owner's setup link 24 h, an invitation 72 h, a password reset 30 minutes. */
export const STAFF_TOKEN_HOURS = { setup: 24, invite: 72, reset: 0.5 } as const satisfies Record<StaffTokenPurpose, number>;

export const staffLink = (publicUrl: string, token: string) => `${publicUrl}/staff/setup/${token}`;

/** The "forgot password" link's page (the same one-time link flow as set-up, other words), opened in the e-mail's language. */
export const staffResetLink = (publicUrl: string, token: string, locale: 'it' | 'en') => `${publicUrl}/staff/reset/${token}?lang=${locale}`;

/** Issues a one-time link for an account, revoking the account's earlier unused ones. */
export async function issueStaffToken(
  tx: Executor,
  o: { staffId: number; purpose: StaffTokenPurpose; now: Date; createdBy?: number | null },
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
